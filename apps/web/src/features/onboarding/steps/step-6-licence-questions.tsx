import { Stack, Textarea, TextInput } from '@mantine/core';
import { DetailSchema, messages, RequiredDateSchema, YesNoSchema } from '@roadhire/shared';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { YesNoQuestion } from '../../../components/yes-no-question';
import type { StepDefinition, StepProps } from '../step-contract';

const text = messages.onboarding;
const t = text.step6;
const YES_NO_VALUES = { yes: 'Yes', no: 'No' };

/** SPEC §5 step 6: the date and three answers; an explanation for denied Yes, clean No, suspended Yes. */
const Step6Schema = z
  .object({
    dq_commercial_license_date: RequiredDateSchema,
    dq_license_denied: YesNoSchema,
    dq_denied_explanation: z.string(),
    dq_abstract_clean: YesNoSchema,
    dq_abstract_explanation: z.string(),
    dq_license_suspended: YesNoSchema,
    dq_suspended_explanation: z.string(),
  })
  .superRefine((values, ctx) => {
    const explain = (answer: string, when: string, field: keyof typeof values) => {
      if (answer === when && !DetailSchema.safeParse(values[field]).success)
        ctx.addIssue({ code: 'custom', path: [field], message: text.validation.required });
    };
    explain(values.dq_license_denied, 'Yes', 'dq_denied_explanation');
    explain(values.dq_abstract_clean, 'No', 'dq_abstract_explanation');
    explain(values.dq_license_suspended, 'Yes', 'dq_suspended_explanation');
  });

function LicenceQuestions({ form }: StepProps) {
  const [denied, clean, suspended] = useWatch({
    control: form.control,
    name: ['dq_license_denied', 'dq_abstract_clean', 'dq_license_suspended'],
  });
  const errors = form.formState.errors;
  return (
    <Stack gap="lg">
      <TextInput
        type="date"
        required
        label={t.commercialDate}
        {...form.register('dq_commercial_license_date')}
        error={errors.dq_commercial_license_date?.message}
      />
      <YesNoQuestion
        question={t.denied}
        values={YES_NO_VALUES}
        registration={form.register('dq_license_denied')}
        error={errors.dq_license_denied?.message}
      />
      {denied === 'Yes' && (
        <Textarea
          required
          minRows={2}
          label={t.deniedExplanation}
          {...form.register('dq_denied_explanation')}
          error={errors.dq_denied_explanation?.message}
        />
      )}
      <YesNoQuestion
        question={t.abstractClean}
        values={YES_NO_VALUES}
        registration={form.register('dq_abstract_clean')}
        error={errors.dq_abstract_clean?.message}
      />
      {clean === 'No' && (
        <Textarea
          required
          minRows={2}
          label={t.abstractExplanation}
          {...form.register('dq_abstract_explanation')}
          error={errors.dq_abstract_explanation?.message}
        />
      )}
      <YesNoQuestion
        question={t.suspended}
        values={YES_NO_VALUES}
        registration={form.register('dq_license_suspended')}
        error={errors.dq_license_suspended?.message}
      />
      {suspended === 'Yes' && (
        <Textarea
          required
          minRows={2}
          label={t.suspendedExplanation}
          {...form.register('dq_suspended_explanation')}
          error={errors.dq_suspended_explanation?.message}
        />
      )}
    </Stack>
  );
}

/** SPEC §2 onboarding step 6. */
export const licenceQuestionsStep: StepDefinition = {
  title: text.stepTitles[5],
  Component: LicenceQuestions,
  schema: Step6Schema as unknown as StepDefinition['schema'],
};
