import { Input, SimpleGrid, Stack } from '@mantine/core';
import { type AnswerField, asksWhen, type Question, type QuestionStep, questionsOf } from '@roadhire/shared';
import { Fragment, type ReactNode } from 'react';
import { type FieldPath, useWatch } from 'react-hook-form';
import { useT } from '../../../lib/i18n/locale';
import type { OnboardingForm, OnboardingValues } from '../step-contract';
import { DateField, DetailField, TextField, YesNoField } from './step-fields';

// A step's questions drawn from the shared table of questions (decision 014): each question, and
// below a Yes/No one the follow-ups its answer asks for. A question whose follow-up is more than
// fields (an upload, dated rows) is drawn by its step instead.

type Name = FieldPath<OnboardingValues>;

/** One answer field as its kind is asked: a date, a line of text or a few sentences. */
function AnswerInput({ form, entry }: { form: OnboardingForm; entry: AnswerField }) {
  const t = useT();
  const name = entry.field as Name;
  const label = t(`onboarding.${entry.label}`);
  const help = entry.help && t(`onboarding.${entry.help}`);
  switch (entry.kind) {
    case 'yesNo':
      return (
        <Stack gap={4}>
          <YesNoField form={form} name={name} question={label} />
          {help && <Input.Description>{help}</Input.Description>}
        </Stack>
      );
    case 'date':
      return <DateField form={form} name={name} label={label} required={!entry.optional} description={help} />;
    case 'detail':
      return <DetailField form={form} name={name} label={label} description={help} />;
    default:
      return <TextField form={form} name={name} label={label} required={!entry.optional} description={help} />;
  }
}

/** The follow-up fields of a question, side by side when there are two. */
export function FollowUpFields({ form, question }: { form: OnboardingForm; question: Question }) {
  const followUps = question.followUps ?? [];
  return (
    <SimpleGrid cols={followUps.length > 1 ? { base: 1, sm: 2 } : 1} spacing="md">
      {followUps.map((entry) => (
        <AnswerInput key={entry.field} form={form} entry={entry} />
      ))}
    </SimpleGrid>
  );
}

/** A question and, when its answer asks for them, its follow-ups (`children` in their place). */
export function QuestionFields({
  form,
  question,
  children,
}: {
  form: OnboardingForm;
  question: Question;
  children?: ReactNode;
}) {
  const answer = useWatch({ control: form.control, name: question.field as Name });
  if (!question.followUps && !children) return <AnswerInput form={form} entry={question} />;
  return (
    <Stack gap="sm">
      <AnswerInput form={form} entry={question} />
      {answer === asksWhen(question) && (children ?? <FollowUpFields form={form} question={question} />)}
    </Stack>
  );
}

/**
 * Every question of a step in the table's order. `drawn` draws the questions its step shows its
 * own way (keyed by field); the rest are drawn from the table.
 */
export function StepQuestions({
  form,
  step,
  drawn = {},
}: {
  form: OnboardingForm;
  step: QuestionStep;
  drawn?: Partial<Record<string, ReactNode>>;
}) {
  return (
    <Stack gap="xl">
      {questionsOf(step).map((question: Question) => (
        <Fragment key={question.field}>
          {drawn[question.field] ?? <QuestionFields form={form} question={question} />}
        </Fragment>
      ))}
    </Stack>
  );
}
