import type { AdminApplicantFile } from '@roadhire/shared';
import { messages } from '@roadhire/shared';
import { dateAnswer } from '../components/answers';
import { FieldList } from '../components/field-list';
import { FileSection } from '../components/file-section';
import { fileTexts } from '../texts';

const s6 = messages.onboarding.step6;
type Answers = NonNullable<AdminApplicantFile['qualifications']>;

/** Onboarding step 6; each explanation sits under the question it explains. */
export function LicenceQuestionsSection({ answers: a }: { answers: Answers }) {
  // The step asks for an explanation when the answer is the worrying one.
  const explain = (id: string, show: boolean, value: string | null) =>
    show ? [{ id, label: s6.deniedExplanation, value }] : [];
  return (
    <FileSection title={fileTexts.sections.licenceQuestions}>
      <FieldList
        fields={[
          { label: s6.commercialDate, value: dateAnswer(a.dq_commercial_license_date) },
          { label: s6.denied, value: a.dq_license_denied },
          ...explain('denied', a.dq_license_denied === 'Yes', a.dq_denied_explanation),
          { label: s6.abstractClean, value: a.dq_abstract_clean },
          ...explain('abstract', a.dq_abstract_clean === 'No', a.dq_abstract_explanation),
          { label: s6.suspended, value: a.dq_license_suspended },
          ...explain('suspended', a.dq_license_suspended === 'Yes', a.dq_suspended_explanation),
        ]}
      />
    </FileSection>
  );
}
