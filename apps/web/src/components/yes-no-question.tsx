import { Box, Group, Input, Radio } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../lib/i18n/locale';

/** The values a yes/no answer takes in the form: 1/0 on the apply form, 'Yes'/'No' in onboarding (SPEC §3). */
export type YesNoValues = { yes: string; no: string };
const SCREENING_VALUES: YesNoValues = { yes: '1', no: '0' };

// Each answer's label is a 44 px tall target a thumb can hit, not just the small circle.
export const TAP_TARGET = {
  body: { alignItems: 'center' },
  label: { paddingBlock: 12, paddingInlineEnd: 24, cursor: 'pointer' },
} as const;

/** A yes/no question (SPEC §2 Apply and Onboarding): a fieldset whose legend is the question. */
export function YesNoQuestion({
  question,
  error,
  registration,
  values = SCREENING_VALUES,
  labels,
  required = true,
}: {
  question: string;
  error?: string;
  registration: UseFormRegisterReturn;
  values?: YesNoValues;
  /** The answers' words, in the page's language where the caller's texts are translated. */
  labels?: { yes: string; no: string };
  required?: boolean;
}) {
  const t = useT();
  const answers = [
    { value: values.yes, label: labels?.yes ?? t('apply.yes') },
    { value: values.no, label: labels?.no ?? t('apply.no') },
  ];
  return (
    <QuestionFieldset question={question} error={error} required={required}>
      {answers.map((answer) => (
        <Radio
          key={answer.value}
          size="md"
          value={answer.value}
          label={answer.label}
          aria-invalid={error ? true : undefined}
          styles={TAP_TARGET}
          {...registration}
        />
      ))}
    </QuestionFieldset>
  );
}

/** A question whose answers are radios: a fieldset whose legend is the question, its error below. */
export function QuestionFieldset({
  question,
  error,
  required = true,
  children,
}: {
  question: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <Box
      component="fieldset"
      aria-describedby={error ? errorId : undefined}
      m={0}
      p={0}
      style={{ border: 0, minInlineSize: 0 }}
    >
      <Input.Label component="legend" required={required} mb={4} style={{ display: 'block' }}>
        {question}
      </Input.Label>
      <Group gap="md">{children}</Group>
      {error && (
        <Input.Error id={errorId} mt={4}>
          {error}
        </Input.Error>
      )}
    </Box>
  );
}
