import { Checkbox, Input, Radio } from '@mantine/core';
import type { DRUG_ALCOHOL_VIOLATIONS, EmployerResponseInput } from '@roadhire/shared';
import { useId } from 'react';
import { useT } from '../lib/i18n/locale';
import { QuestionFieldset, TAP_TARGET } from './yes-no-question';

type DrugAlcohol = NonNullable<EmployerResponseInput['drug_alcohol']>;
type Question = (typeof DRUG_ALCOHOL_VIOLATIONS)[number] | 'return_to_duty_documents';
/** One question as chosen: nothing until the employer picks ("na": no violation, so it does not apply). */
type Choice = '' | 'yes' | 'no' | 'na';

/** The part as typed: nothing is chosen for the employer, so an unanswered question stays unanswered. */
export interface DrugAlcoholDraft {
  record: 'answered' | 'not_subject' | 'no_records';
  answers: Record<Question, Choice>;
}

export const emptyDrugAlcohol: DrugAlcoholDraft = {
  record: 'answered',
  answers: {
    alcohol_04_or_more: '',
    verified_positive_drug: '',
    refusals: '',
    other_violations: '',
    return_to_duty_documents: '',
  },
};

const QUESTION_LABELS = {
  alcohol_04_or_more: 'verifications.employer.alcohol',
  verified_positive_drug: 'verifications.employer.drugs',
  refusals: 'verifications.employer.refusals',
  other_violations: 'verifications.employer.otherViolations',
  return_to_duty_documents: 'verifications.employer.returnToDuty',
} as const;
export const drugAlcoholQuestionLabel = (key: Question) => QUESTION_LABELS[key];

/** The draft as the API takes it (EmployerDrugAlcoholSchema): an unanswered question is left out, so the server names it. */
export function drugAlcoholAnswer(draft: DrugAlcoholDraft): DrugAlcohol {
  if (draft.record !== 'answered') return { record: draft.record };
  const answer: DrugAlcohol = { record: 'answered' };
  for (const key of Object.keys(QUESTION_LABELS) as Question[]) {
    const choice = draft.answers[key];
    if (choice === 'yes' || choice === 'no') answer[key] = choice === 'yes';
    else if (choice === 'na' && key === 'return_to_duty_documents') answer[key] = null;
  }
  return answer;
}

/**
 * The drug and alcohol questions of 49 CFR 40.25(b), asked only where the Clearinghouse does not
 * answer them: on the previous employer's page, and in a recruiter's note of a phone call. Each is
 * answered yes or no, none assumed; or one statement stands for all of them, as "No accidents to
 * report" does for the accidents.
 */
export function DrugAlcoholFields({
  value,
  onChange,
  errorOf,
  fieldId,
}: {
  value: DrugAlcoholDraft;
  onChange: (value: DrugAlcoholDraft) => void;
  errorOf: (field: string) => string | undefined;
  /** The id of a field's first control, for an error summary's links. */
  fieldId?: (field: string) => string;
}) {
  const t = useT();
  const statement = (record: 'not_subject' | 'no_records', label: string) => (
    <Checkbox
      id={fieldId?.(`drug_alcohol.${record}`)}
      label={label}
      checked={value.record === record}
      onChange={(event) =>
        onChange({ record: event.currentTarget.checked ? record : 'answered', answers: emptyDrugAlcohol.answers })
      }
      error={record === 'no_records' ? errorOf('drug_alcohol.record') : undefined}
    />
  );
  return (
    <>
      {value.record === 'answered' &&
        (Object.keys(QUESTION_LABELS) as Question[]).map((key) => (
          <DrugAlcoholQuestion
            key={key}
            question={t(QUESTION_LABELS[key])}
            choices={key === 'return_to_duty_documents' ? ['yes', 'no', 'na'] : ['yes', 'no']}
            value={value.answers[key]}
            onChange={(choice) => onChange({ ...value, answers: { ...value.answers, [key]: choice } })}
            error={errorOf(`drug_alcohol.${key}`)}
            id={fieldId?.(`drug_alcohol.${key}`)}
          />
        ))}
      {statement('not_subject', t('verifications.employer.notSubject'))}
      {statement('no_records', t('verifications.employer.noRecords'))}
      {errorOf('drug_alcohol') && <Input.Error id={fieldId?.('drug_alcohol')}>{errorOf('drug_alcohol')}</Input.Error>}
    </>
  );
}

/** One question as a fieldset whose legend is the question, with nothing chosen until the employer chooses. */
function DrugAlcoholQuestion({
  question,
  choices,
  value,
  onChange,
  error,
  id,
}: {
  question: string;
  choices: Choice[];
  value: Choice;
  onChange: (choice: Choice) => void;
  error?: string;
  id?: string;
}) {
  const t = useT();
  const name = useId();
  const labels: Record<Choice, string> = {
    '': '',
    yes: t('verifications.employer.answerYes'),
    no: t('verifications.employer.answerNo'),
    na: t('verifications.employer.doesNotApply'),
  };
  return (
    <QuestionFieldset question={question} error={error}>
      {choices.map((choice, index) => (
        <Radio
          key={choice}
          id={index === 0 ? id : undefined}
          name={name}
          size="md"
          value={choice}
          label={labels[choice]}
          checked={value === choice}
          onChange={() => onChange(choice)}
          aria-invalid={error ? true : undefined}
          styles={TAP_TARGET}
        />
      ))}
    </QuestionFieldset>
  );
}
