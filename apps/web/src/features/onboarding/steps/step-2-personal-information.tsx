import { Input, NativeSelect, Stack, Title } from '@mantine/core';
import { CANADA_DOC_TYPES, type CanadaDocType, questionNamed } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSayMessage, useT } from '../../../lib/i18n/locale';
import { canadaProofCalls, documentsQueryOptions, usProofCalls } from '../api/documents';
import { candidateDocItem, DocumentUpload, useProofTexts } from '../components/document-section';
import { QuestionFields, StepQuestions } from '../components/question-fields';
import { step2Schema } from '../form-schemas';
import { useNextGuard } from '../next-guard';
import type { StepDefinition, StepProps } from '../step-contract';

function CanadaProof({ form }: StepProps) {
  const t = useT();
  const tx = useSayMessage();
  const proofTexts = useProofTexts();
  const docType = useWatch({ control: form.control, name: 'canada_doc_type' }) as CanadaDocType | '';
  const calls = docType ? canadaProofCalls(docType) : null;
  const proofs = useQuery({ ...documentsQueryOptions(calls ?? canadaProofCalls('work_permit')), enabled: !!calls });
  const [missing, setMissing] = useState(false);
  // SPEC §5 step 2: proof of the Canada right is required when the answer is Yes.
  useNextGuard(() => {
    const ok = !docType || (proofs.data?.length ?? 0) > 0;
    setMissing(!ok);
    return ok;
  });
  const typeError = tx(form.getFieldState('canada_doc_type', form.formState).error?.message);
  return (
    <Stack gap="sm" component="section" aria-label={t('onboarding.step2.canadaProof')}>
      <Title order={3} size="h5">
        {t('onboarding.step2.canadaProof')}
      </Title>
      <NativeSelect
        label={t('onboarding.step2.docType')}
        required
        {...form.register('canada_doc_type')}
        error={typeError}
        data={[
          { value: '', label: t('onboarding.select') },
          ...CANADA_DOC_TYPES.map((type) => ({ value: type, label: t(`onboarding.step2.docTypes.${type}`) })),
        ]}
      />
      <DocumentUpload
        calls={calls}
        label={`${t('onboarding.step2.canadaProof')} (PDF)`}
        listLabel={t('onboarding.step2.canadaProof')}
        texts={proofTexts}
        toItem={candidateDocItem}
        beforeUpload={() => (docType ? undefined : t('onboarding.documents.selectDocTypeFirst'))}
        onUploaded={() => setMissing(false)}
      >
        {missing && <Input.Error role="alert">{t('onboarding.documents.proofRequired')}</Input.Error>}
      </DocumentUpload>
    </Stack>
  );
}

function PersonalInformation(props: StepProps) {
  const { form } = props;
  const t = useT();
  const proofTexts = useProofTexts();
  return (
    <StepQuestions
      form={form}
      step={2}
      drawn={{
        // The proof's type and its upload, in place of the type's select alone.
        dq_legal_right_canada: (
          <QuestionFields form={form} question={questionNamed('dq_legal_right_canada')}>
            <CanadaProof {...props} />
          </QuestionFields>
        ),
        // SPEC §2 step 2: the US proof is an optional upload, shown on Yes.
        dq_legal_right_us: (
          <QuestionFields form={form} question={questionNamed('dq_legal_right_us')}>
            <DocumentUpload
              calls={usProofCalls}
              label={t('onboarding.step2.usProof')}
              listLabel={t('onboarding.step2.usProof')}
              texts={proofTexts}
              toItem={candidateDocItem}
            />
          </QuestionFields>
        ),
      }}
    />
  );
}

/** SPEC §2 onboarding step 2. */
export const personalInformationStep: StepDefinition = {
  title: 'onboarding.stepTitles.1',
  Component: PersonalInformation,
  schema: step2Schema,
};
