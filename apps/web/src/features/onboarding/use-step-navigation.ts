import { ONBOARDING_STEPS } from '@roadhire/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router';
import type { DraftSync } from './draft-sync/draft-sync';
import type { NextGuard } from './next-guard';
import { passNext } from './pass-next';
import type { OnboardingForm } from './step-contract';
import { onboardingSteps } from './steps';
import { useRecheckOnChange, validateStep } from './validate-step';

const clampStep = (target: number) => Math.min(ONBOARDING_STEPS, Math.max(1, target));

type StepKey = 'onboardingStep' | 'onboardingPrevious';

/**
 * The step a history entry of the application stands for (`onboardingStep`), or the step of the
 * entry before it (`onboardingPrevious`), kept in the entry's state rather than its address.
 */
function stepOf(location: Location, key: StepKey = 'onboardingStep'): number | undefined {
  const state: unknown = location.state;
  if (typeof state !== 'object' || state === null || !(key in state)) return undefined;
  const step = (state as Record<StepKey, unknown>)[key];
  return typeof step === 'number' && Number.isInteger(step) ? clampStep(step) : undefined;
}

/**
 * The page opens on the saved step (decision 010), whatever step this history entry held before a
 * reload. Opened anew (a mailed link, a sign-in) on a later step, the steps before it are entries
 * beneath it, so Back goes through them rather than out of the application (to about:blank in a
 * new tab). While those entries are written, `opening` is set: they are not moves to show.
 */
function useStepsBeneath(firstStep: number) {
  const location = useLocation();
  const navigate = useNavigate();
  const opening = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: marks the entry the page opened on, once.
  useEffect(() => {
    const held = stepOf(location);
    if (held === firstStep) return;
    const to = { pathname: location.pathname, search: location.search };
    const base = { ...(location.state ?? {}) };
    if (held !== undefined) {
      navigate(to, { replace: true, state: { ...base, onboardingStep: firstStep, onboardingPrevious: undefined } });
      return;
    }
    opening.current = true;
    void (async () => {
      await navigate(to, { replace: true, state: { ...base, onboardingStep: 1, onboardingPrevious: undefined } });
      for (let step = 2; step <= firstStep; step++)
        await navigate(to, { state: { ...base, onboardingStep: step, onboardingPrevious: step - 1 } });
      opening.current = false;
    })();
  }, []);
  return opening;
}

/**
 * Which of the nine steps is shown and the ways to move between them (SPEC §2, §5): Next checks the
 * step first, a move starts the new step at the top with its heading read out, and the final submit
 * can send the driver to the first step that does not pass its checks.
 *
 * Each step is an entry of the browser's history, so the browser's Back (and a phone's back
 * gesture) goes to the previous step rather than out of the application. The form lives above the
 * steps, so a move through history keeps every answer; it saves the step like any other move.
 */
export function useStepNavigation(form: OnboardingForm, sync: Pick<DraftSync, 'moved'>, firstStep: number) {
  const [step, setStep] = useState(firstStep);
  const shown = useRef(firstStep);
  const location = useLocation();
  const navigate = useNavigate();
  const guard = useRef<NextGuard | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // A step reached by goToFirstIncomplete shows its messages once it is on screen.
  const checkOnArrival = useRef<number | null>(null);

  const show = useCallback(
    (next: number) => {
      moved.current = true;
      shown.current = next;
      setStep(next);
      sync.moved(next);
    },
    [sync],
  );

  const opening = useStepsBeneath(firstStep);

  // Back and Forward of the browser land on another step's entry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the history entry changes.
  useEffect(() => {
    const target = stepOf(location);
    if (!opening.current && target !== undefined && target !== shown.current) show(target);
  }, [location.key]);

  const goTo = useCallback(
    (target: number) => {
      const next = clampStep(target);
      const from = shown.current;
      show(next);
      if (next === from) return;
      // Back to the step this entry came from is the browser's Back, so history holds no loop of steps.
      if (next === stepOf(location, 'onboardingPrevious')) navigate(-1);
      else
        navigate(
          { pathname: location.pathname, search: location.search },
          { state: { ...(location.state ?? {}), onboardingStep: next, onboardingPrevious: from } },
        );
    },
    [show, navigate, location],
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
