import { Title } from '@mantine/core';
import type { AdminApplicantFile, AdminDocument } from '@roadhire/shared';
import { messages } from '@roadhire/shared';
import { dateAnswer } from '../components/answers';
import { DatedRowsTable } from '../components/dated-rows-table';
import { type Field, FieldList } from '../components/field-list';
import { FileSection } from '../components/file-section';
import { fileTexts } from '../texts';

const s4 = messages.onboarding.step4;
type Answers = NonNullable<AdminApplicantFile['qualifications']>;

/** A Yes/No question and, when answered Yes, the fields it then asked for. */
const question = (label: string, answer: string, follow: Field[]): Field[] => [
  { label, value: answer },
  ...(answer === 'Yes' ? follow : []),
];

/** Onboarding step 4: every declaration in the words asked, the FAST card, training and awards. */
export function QualificationsSection({ answers, documents }: { answers: Answers; documents: AdminDocument[] }) {
  const a = answers;
  return (
    <FileSection title={fileTexts.sections.qualifications}>
      <FieldList
        fields={[
          ...question(s4.conviction, a.dq_conviction, [
            { label: s4.convictionDate, value: dateAnswer(a.dq_conviction_date) },
          ]),
          ...question(s4.fastCard, a.dq_fast_card, [
            { label: s4.fastCardNo, value: a.dq_fast_card_no },
            { label: s4.fastCardExpiry, value: dateAnswer(a.dq_fast_card_expiry) },
          ]),
          ...question(s4.fastCardRevoked, a.dq_fast_card_revoked, [
            { label: s4.fastCardRevokedDate, value: dateAnswer(a.dq_fast_card_revoked_date) },
            { label: s4.fastCardRevokedDetail, value: a.dq_fast_card_revoked_detail },
          ]),
          ...question(s4.accidents, a.dq_accidents_last5yr, [
            { label: s4.accidentsDate, value: dateAnswer(a.dq_accidents_last5yr_date) },
            { label: s4.accidentsDetail, value: a.dq_accidents_last5yr_detail },
          ]),
          ...question(s4.violations, a.dq_violations_last3yr, [
            { label: s4.violationsDate, value: dateAnswer(a.dq_violations_last3yr_date) },
            { label: s4.violationsDetail, value: a.dq_violations_last3yr_detail },
          ]),
          ...question(s4.physical, a.dq_physical_condition, [
            { label: s4.physicalDetail, value: a.dq_physical_condition_detail },
          ]),
          { label: s4.lift, value: a.dq_lift_40lb },
          { label: s4.training, value: a.dq_training },
          { label: s4.awards, value: a.dq_safe_driving_awards },
        ]}
      />
      {a.dq_training === 'Yes' && (
        <>
          <Title order={3} size="h5">
            {fileTexts.dated.trainings}
          </Title>
          <DatedRowsTable caption={fileTexts.dated.trainings} rows={a.dq_trainings} documents={documents} />
        </>
      )}
      {a.dq_safe_driving_awards === 'Yes' && (
        <>
          <Title order={3} size="h5">
            {fileTexts.dated.awards}
          </Title>
          <DatedRowsTable caption={fileTexts.dated.awards} rows={a.dq_awards} documents={documents} />
        </>
      )}
    </FileSection>
  );
}
