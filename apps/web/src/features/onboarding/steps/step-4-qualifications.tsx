import { Input, Stack } from '@mantine/core';
import {
  AWARD_TYPES,
  type FastCardDocument,
  messages,
  questionNamed,
  questionText,
  TRAINING_TYPES,
} from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { documentsQueryOptions, fastCardCalls } from '../api/documents';
import { DatedRows } from '../components/dated-rows';
import { DocumentUpload, fastCardItem, fastCardTexts } from '../components/document-section';
import { FollowUpFields, QuestionFields, StepQuestions } from '../components/question-fields';
import { YesNoField } from '../components/step-fields';
import { step4Schema } from '../form-schemas';
import { useNextGuard } from '../next-guard';
import type { OnboardingForm, StepDefinition, StepProps } from '../step-contract';

const t = messages.onboarding.step4;
const fastCard = questionNamed('dq_fast_card');

function FastCard({ form }: { form: OnboardingForm }) {
  const cards = useQuery(documentsQueryOptions(fastCardCalls));
  const [missing, setMissing] = useState(false);
  // SPEC §5 step 4: the FAST card PDF is required when the answer is Yes.
  useNextGuard(() => {
    const ok = (cards.data?.length ?? 0) > 0;
    setMissing(!ok);
    return ok;
  });
  return (
    <Stack gap="sm">
      <FollowUpFields form={form} question={fastCard} />
      <DocumentUpload<FastCardDocument>
        calls={fastCardCalls}
        label={t.fastCardUpload}
        listLabel={t.fastCardUploaded}
        texts={fastCardTexts}
        toItem={fastCardItem}
        onUploaded={() => setMissing(false)}
      >
        {missing && <Input.Error role="alert">{t.fastCardRequired}</Input.Error>}
      </DocumentUpload>
    </Stack>
  );
}

/** Training courses and safe-driving awards: a Yes asks for dated rows, each with an optional PDF. */
const DATED_ROWS = {
  training: {
    answer: 'dq_training',
    name: 'dq_trainings',
    types: TRAINING_TYPES,
    texts: {
      row: t.trainingRow,
      type: t.trainingType,
      date: t.trainingDate,
      upload: t.trainingUpload,
      add: t.addTraining,
    },
  },
  award: {
    answer: 'dq_safe_driving_awards',
    name: 'dq_awards',
    types: AWARD_TYPES,
    texts: { row: t.awardRow, type: t.awardType, date: t.awardDate, upload: t.awardUpload, add: t.addAward },
  },
} as const;

function RowsQuestion({ form, kind }: { form: OnboardingForm; kind: keyof typeof DATED_ROWS }) {
  const rows = DATED_ROWS[kind];
  return (
    <Stack gap="sm">
      <YesNoField form={form} name={rows.answer} question={questionText(questionNamed(rows.answer).label)} />
      <DatedRows form={form} kind={kind} {...rows} />
    </Stack>
  );
}

function Qualifications({ form }: StepProps) {
  return (
    <StepQuestions
      form={form}
      step={4}
      drawn={{
        dq_fast_card: (
          <QuestionFields form={form} question={fastCard}>
            <FastCard form={form} />
          </QuestionFields>
        ),
        dq_training: <RowsQuestion form={form} kind="training" />,
        dq_safe_driving_awards: <RowsQuestion form={form} kind="award" />,
      }}
    />
  );
}

/** SPEC §2 onboarding step 4. */
export const qualificationsStep: StepDefinition = {
  title: messages.onboarding.stepTitles[3],
  Component: Qualifications,
  schema: step4Schema,
};
