import type { NextGuard } from './next-guard';
import type { OnboardingForm, StepDefinition } from './step-contract';
import { validateStep } from './validate-step';

/**
 * What Next does before the driver moves on (SPEC §5): checks the step's answers and its guard,
 * showing every message, and only when both pass runs the step's `onNext`. Returns whether to move.
 */
export function passNext(step: StepDefinition, form: OnboardingForm, guard: NextGuard | null): boolean {
  const valid = validateStep(step, form);
  const guarded = guard ? guard() : true;
  if (!valid || !guarded) return false;
  step.onNext?.(form);
  return true;
}
