import { Textarea, TextInput } from '@mantine/core';
import { APPLY_QUESTIONS, type ApplyFollowUp, type ApplyRequest } from '@roadhire/shared';
import { Fragment } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormSection } from '../../../components/form-section';
import { YesNoQuestion } from '../../../components/yes-no-question';
import { useT } from '../../../lib/i18n/locale';
import type { ApplyFormValues } from '../form-schema';
import { FollowUp } from './follow-up';

type FieldProps = (
  name: keyof ApplyFormValues,
) => { error: string | undefined } & ReturnType<UseFormReturn<ApplyFormValues>['register']>;

/** SPEC §2 Apply: the screening questions in the table's order, each Yes's follow-ups under it. */
export function ScreeningQuestions({
  form,
  field,
  errorOf,
}: {
  form: UseFormReturn<ApplyFormValues, unknown, ApplyRequest>;
  field: FieldProps;
  errorOf: (name: keyof ApplyFormValues) => string | undefined;
}) {
  const t = useT();
  const followUp = (entry: ApplyFollowUp) =>
    entry.kind === 'date' ? (
      <TextInput
        key={entry.field}
        label={t(entry.label)}
        type="date"
        required
        {...field(entry.field as keyof ApplyFormValues)}
      />
    ) : (
      <Textarea
        key={entry.field}
        label={t(entry.label)}
        rows={3}
        required
        {...field(entry.field as keyof ApplyFormValues)}
      />
    );
  return (
    <FormSection id="apply-screening" title={t('apply.screening')} hint={t('apply.screeningHint')} columns={1}>
      {APPLY_QUESTIONS.map((q) =>
        q.kind === 'years' ? (
          <TextInput
            key={q.field}
            label={t(q.label)}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            required
            maw={{ sm: 280 }}
            {...field(q.field)}
          />
        ) : (
          <Fragment key={q.field}>
            <YesNoQuestion question={t(q.label)} error={errorOf(q.field)} registration={form.register(q.field)} />
            {'followUps' in q && form.watch(q.field) === '1' && <FollowUp>{q.followUps.map(followUp)}</FollowUp>}
          </Fragment>
        ),
      )}
    </FormSection>
  );
}
