import { Textarea, TextInput } from '@mantine/core';
import type { FieldPath } from 'react-hook-form';
import { YesNoQuestion } from '../../../components/yes-no-question';
import { useSayMessage, useT } from '../../../lib/i18n/locale';
import type { OnboardingForm, OnboardingValues } from '../step-contract';

// The form's fields with their message read from the form's errors (set by Next, SPEC §5). The
// messages are the shared schemas' catalogue ids; each field says its message in the page's language.

type Name = FieldPath<OnboardingValues>;
const errorOf = (form: OnboardingForm, name: Name) =>
  form.getFieldState(name, form.formState).error?.message as string | undefined;

/** A field's message in the page's language. */
function useFieldError(form: OnboardingForm, name: Name): string | undefined {
  const tx = useSayMessage();
  return tx(errorOf(form, name));
}

export const YES_NO_VALUES = { yes: 'Yes', no: 'No' };

/** Yes and No in the page's language; the values stay 'Yes' and 'No' (SPEC §3). */
export function useYesNoLabels() {
  const t = useT();
  return { yes: t('onboarding.yes'), no: t('onboarding.no') };
}

export function YesNoField({ form, name, question }: { form: OnboardingForm; name: Name; question: string }) {
  const labels = useYesNoLabels();
  const error = useFieldError(form, name);
  return (
    <YesNoQuestion
      question={question}
      values={YES_NO_VALUES}
      labels={labels}
      registration={form.register(name)}
      error={error}
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
  const error = useFieldError(form, name);
  return (
    <TextInput
      label={label}
      description={description}
      required={required}
      autoComplete={autoComplete}
      {...form.register(name)}
      error={error}
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
  const error = useFieldError(form, name);
  return (
    <TextInput
      type="date"
      label={label}
      description={description}
      required={required}
      max={max}
      {...form.register(name)}
      error={error}
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
  const error = useFieldError(form, name);
  return <Textarea label={label} description={description} required rows={3} {...form.register(name)} error={error} />;
}
