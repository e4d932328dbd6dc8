import { ONBOARDING_STEPS } from '@roadhire/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftSync } from './draft-sync/draft-sync';
import type { NextGuard } from './next-guard';
import { passNext } from './pass-next';
import type { OnboardingForm } from './step-contract';
import { onboardingSteps } from './steps';
import { useRecheckOnChange, validateStep } from './validate-step';

/**
 * Which of the nine steps is shown and the ways to move between them (SPEC §2, §5): Next checks the
 * step first, a move starts the new step at the top with its heading read out, and the final submit
 * can send the driver to the first step that does not pass its checks.
 */
export function useStepNavigation(form: OnboardingForm, sync: Pick<DraftSync, 'moved'>, firstStep: number) {
  const [step, setStep] = useState(firstStep);
  const guard = useRef<NextGuard | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // A step reached by goToFirstIncomplete shows its messages once it is on screen.
  const checkOnArrival = useRef<number | null>(null);

  const goTo = useCallback(
    (target: number) => {
      const next = Math.min(ONBOARDING_STEPS, Math.max(1, target));
      moved.current = true;
      setStep(next);
      sync.moved(next);
    },
    [sync],
  );

  // After a move, the new step starts at the top and its heading is read out (phones, screen readers).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes.
  useEffect(() => {
    if (!moved.current) return;
    top.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
    const arrived = onboardingSteps[step - 1];
    if (checkOnArrival.current === step && arrived) validateStep(arrived, form);
    checkOnArrival.current = null;
  }, [step]);

  const goToFirstIncomplete = useCallback(() => {
    const values = form.getValues();
    const index = onboardingSteps.findIndex(
      (candidate) => !candidate.entryForm && candidate.schema && !candidate.schema.safeParse(values).success,
    );
    if (index < 0) return false;
    checkOnArrival.current = index + 1;
    goTo(index + 1);
    return true;
  }, [form, goTo]);

  const definition = onboardingSteps[step - 1];
  useRecheckOnChange(definition, form);

  const next = () => {
    if (definition && passNext(definition, form, guard.current)) goTo(step + 1);
  };

  return { step, definition, goTo, goToFirstIncomplete, next, guard, top, heading };
}
