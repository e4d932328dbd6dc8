import { Input, Stack } from '@mantine/core';
import { AWARD_TYPES, type FastCardDocument, questionNamed, TRAINING_TYPES } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/locale';
import { documentsQueryOptions, fastCardCalls } from '../api/documents';
import { DatedRows } from '../components/dated-rows';
import { DocumentUpload, fastCardItem, useFastCardTexts } from '../components/document-section';
import { FollowUpFields, QuestionFields, StepQuestions } from '../components/question-fields';
import { YesNoField } from '../components/step-fields';
import { step4Schema } from '../form-schemas';
import { useNextGuard } from '../next-guard';
import type { OnboardingForm, StepDefinition, StepProps } from '../step-contract';

const fastCard = questionNamed('dq_fast_card');

function FastCard({ form }: { form: OnboardingForm }) {
  const t = useT();
  const fastCardTexts = useFastCardTexts();
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
        label={t('onboarding.step4.fastCardUpload')}
        listLabel={t('onboarding.step4.fastCardUploaded')}
        texts={fastCardTexts}
        toItem={fastCardItem}
        onUploaded={() => setMissing(false)}
      >
        {missing && <Input.Error role="alert">{t('onboarding.step4.fastCardRequired')}</Input.Error>}
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
      row: 'onboarding.step4.trainingRow',
      type: 'onboarding.step4.trainingType',
      date: 'onboarding.step4.trainingDate',
      upload: 'onboarding.step4.trainingUpload',
      add: 'onboarding.step4.addTraining',
    },
  },
  award: {
    answer: 'dq_safe_driving_awards',
    name: 'dq_awards',
    types: AWARD_TYPES,
    texts: {
      row: 'onboarding.step4.awardRow',
      type: 'onboarding.step4.awardType',
      date: 'onboarding.step4.awardDate',
      upload: 'onboarding.step4.awardUpload',
      add: 'onboarding.step4.addAward',
    },
  },
} as const;

function RowsQuestion({ form, kind }: { form: OnboardingForm; kind: keyof typeof DATED_ROWS }) {
  const t = useT();
  const rows = DATED_ROWS[kind];
  return (
    <Stack gap="sm">
      <YesNoField form={form} name={rows.answer} question={t(`onboarding.${questionNamed(rows.answer).label}`)} />
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
  title: 'onboarding.stepTitles.3',
  Component: Qualifications,
  schema: step4Schema,
};
