import { Input, SimpleGrid, Stack } from '@mantine/core';
import { AWARD_TYPES, type FastCardDocument, messages, TRAINING_TYPES } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type FieldPath, useWatch } from 'react-hook-form';
import { documentsQueryOptions, fastCardCalls } from '../api/documents';
import { DatedRows } from '../components/dated-rows';
import { DocumentUpload, fastCardItem, fastCardTexts } from '../components/document-section';
import { DateField, DetailField, TextField, YesNoField } from '../components/step-fields';
import { step4Schema } from '../form-schemas';
import { useNextGuard } from '../next-guard';
import type { OnboardingForm, OnboardingValues, StepDefinition, StepProps } from '../step-contract';

const t = messages.onboarding.step4;

/** A question and, when answered `when`, its follow-up fields. */
function Question({
  form,
  name,
  question,
  when = 'Yes',
  children,
}: {
  form: OnboardingForm;
  name: FieldPath<OnboardingValues>;
  question: string;
  when?: 'Yes' | 'No';
  children?: ReactNode;
}) {
  const answer = useWatch({ control: form.control, name });
  return (
    <Stack gap="sm">
      <YesNoField form={form} name={name} question={question} />
      {answer === when && children}
    </Stack>
  );
}

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
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField form={form} name="dq_fast_card_no" label={t.fastCardNo} />
        <DateField form={form} name="dq_fast_card_expiry" label={t.fastCardExpiry} />
      </SimpleGrid>
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

const pair = { base: 1, sm: 2 } as const;

function Qualifications({ form }: StepProps) {
  return (
    <Stack gap="xl">
      <Question form={form} name="dq_conviction" question={t.conviction}>
        <DateField form={form} name="dq_conviction_date" label={t.convictionDate} />
      </Question>
      <Question form={form} name="dq_fast_card" question={t.fastCard}>
        <FastCard form={form} />
      </Question>
      <Question form={form} name="dq_fast_card_revoked" question={t.fastCardRevoked}>
        <SimpleGrid cols={pair} spacing="md">
          <DateField form={form} name="dq_fast_card_revoked_date" label={t.fastCardRevokedDate} />
          <DetailField form={form} name="dq_fast_card_revoked_detail" label={t.fastCardRevokedDetail} />
        </SimpleGrid>
      </Question>
      <Question form={form} name="dq_accidents_last5yr" question={t.accidents}>
        <SimpleGrid cols={pair} spacing="md">
          <DateField form={form} name="dq_accidents_last5yr_date" label={t.accidentsDate} />
          <DetailField form={form} name="dq_accidents_last5yr_detail" label={t.accidentsDetail} />
        </SimpleGrid>
      </Question>
      <Question form={form} name="dq_violations_last3yr" question={t.violations}>
        <SimpleGrid cols={pair} spacing="md">
          <DateField form={form} name="dq_violations_last3yr_date" label={t.violationsDate} />
          <DetailField form={form} name="dq_violations_last3yr_detail" label={t.violationsDetail} />
        </SimpleGrid>
      </Question>
      <Question form={form} name="dq_physical_condition" question={t.physical}>
        <DetailField form={form} name="dq_physical_condition_detail" label={t.physicalDetail} />
      </Question>
      <YesNoField form={form} name="dq_lift_40lb" question={t.lift} />
      <Stack gap="sm">
        <YesNoField form={form} name="dq_training" question={t.training} />
        <DatedRows
          form={form}
          answer="dq_training"
          name="dq_trainings"
          kind="training"
          types={TRAINING_TYPES}
          texts={{
            row: t.trainingRow,
            type: t.trainingType,
            date: t.trainingDate,
            upload: t.trainingUpload,
            add: t.addTraining,
          }}
        />
      </Stack>
      <Stack gap="sm">
        <YesNoField form={form} name="dq_safe_driving_awards" question={t.awards} />
        <DatedRows
          form={form}
          answer="dq_safe_driving_awards"
          name="dq_awards"
          kind="award"
          types={AWARD_TYPES}
          texts={{ row: t.awardRow, type: t.awardType, date: t.awardDate, upload: t.awardUpload, add: t.addAward }}
        />
      </Stack>
    </Stack>
  );
}

/** SPEC §2 onboarding step 4. */
export const qualificationsStep: StepDefinition = {
  title: messages.onboarding.stepTitles[3],
  Component: Qualifications,
  schema: step4Schema,
};
