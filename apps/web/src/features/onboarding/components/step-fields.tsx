import { Textarea, TextInput } from '@mantine/core';
import type { FieldPath } from 'react-hook-form';
import { YesNoQuestion } from '../../../components/yes-no-question';
import type { OnboardingForm, OnboardingValues } from '../step-contract';

// The form's fields with their message read from the form's errors (set by Next, SPEC §5).

type Name = FieldPath<OnboardingValues>;
const errorOf = (form: OnboardingForm, name: Name) =>
  form.getFieldState(name, form.formState).error?.message as string | undefined;

export const YES_NO_VALUES = { yes: 'Yes', no: 'No' };

export function YesNoField({ form, name, question }: { form: OnboardingForm; name: Name; question: string }) {
  return (
    <YesNoQuestion
      question={question}
      values={YES_NO_VALUES}
      registration={form.register(name)}
      error={errorOf(form, name)}
    />
  );
}

export function TextField({
  form,
  name,
  label,
  required = true,
  autoComplete,
  description,
}: {
  form: OnboardingForm;
  name: Name;
  label: string;
  required?: boolean;
  autoComplete?: string;
  description?: string;
}) {
  return (
    <TextInput
      label={label}
      description={description}
      required={required}
      autoComplete={autoComplete}
      {...form.register(name)}
      error={errorOf(form, name)}
    />
  );
}

export function DateField({
  form,
  name,
  label,
  required = true,
  max,
  description,
}: {
  form: OnboardingForm;
  name: Name;
  label: string;
  required?: boolean;
  max?: string;
  description?: string;
}) {
  return (
    <TextInput
      type="date"
      label={label}
      description={description}
      required={required}
      max={max}
      {...form.register(name)}
      error={errorOf(form, name)}
    />
  );
}

export function DetailField({
  form,
  name,
  label,
  description,
}: {
  form: OnboardingForm;
  name: Name;
  label: string;
  description?: string;
}) {
  return (
    <Textarea
      label={label}
      description={description}
      required
      rows={3}
      {...form.register(name)}
      error={errorOf(form, name)}
    />
  );
}
