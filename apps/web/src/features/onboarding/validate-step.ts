import type { FieldPath } from 'react-hook-form';
import type { OnboardingForm, OnboardingValues, StepDefinition } from './step-contract';

/**
 * SPEC §5 Onboarding: Next checks the step's fields. Each issue of the step's schema is put on
 * the field it names, so the message shows under that field; returns whether the step passed.
 */
export function validateStep(step: StepDefinition, form: OnboardingForm): boolean {
  form.clearErrors();
  if (!step.schema) return true;
  const result = step.schema.safeParse(form.getValues());
  if (result.success) return true;
  let first = true;
  for (const issue of result.error.issues) {
    const name = issue.path.join('.') as FieldPath<OnboardingValues>;
    if (form.getFieldState(name).error) continue;
    form.setError(name, { type: 'validate', message: issue.message }, { shouldFocus: first });
    first = false;
  }
  return false;
}
