import { useEffect } from 'react';
import type { FieldErrors, FieldPath } from 'react-hook-form';
import type { OnboardingForm, OnboardingValues, StepDefinition } from './step-contract';

type Name = FieldPath<OnboardingValues>;

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
    const name = issue.path.join('.') as Name;
    if (form.getFieldState(name).error) continue;
    form.setError(name, { type: 'validate', message: issue.message }, { shouldFocus: first });
    first = false;
  }
  return false;
}

/** The names of the fields showing a message (a message sits where `type` does). */
function shownErrors(errors: FieldErrors | undefined, prefix = ''): Name[] {
  if (!errors || typeof errors !== 'object') return [];
  if (typeof errors.type === 'string') return [prefix.slice(0, -1) as Name];
  return Object.entries(errors).flatMap(([key, value]) =>
    key === 'ref' || key === 'root' ? [] : shownErrors(value as FieldErrors, `${prefix}${key}.`),
  );
}

/**
 * The messages Next put up, checked again against the answers now: a fixed field's message goes,
 * a changed problem gets its new message. Fields without a message get none until Next.
 */
export function recheckShownErrors(step: StepDefinition, form: OnboardingForm): void {
  const shown = shownErrors(form.formState.errors);
  if (shown.length === 0 || !step.schema) return;
  const found = new Map<string, string>();
  for (const issue of step.schema.safeParse(form.getValues()).error?.issues ?? []) {
    const name = issue.path.join('.');
    if (!found.has(name)) found.set(name, issue.message);
  }
  for (const name of shown) {
    const message = found.get(name);
    if (message === undefined) form.clearErrors(name);
    else if (form.getFieldState(name).error?.message !== message) form.setError(name, { type: 'validate', message });
  }
}

/** While a step is shown, every change re-checks the fields showing a message (SPEC §5). */
export function useRecheckOnChange(step: StepDefinition | undefined, form: OnboardingForm): void {
  useEffect(() => {
    if (!step) return;
    const subscription = form.watch((_values, { name }) => {
      if (name) recheckShownErrors(step, form);
    });
    return () => subscription.unsubscribe();
  }, [step, form]);
}
