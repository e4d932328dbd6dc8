import type { AdminApplicantFile } from '@roadhire/shared';
import { messages } from '@roadhire/shared';
import { FieldList } from '../components/field-list';
import { FileSection } from '../components/file-section';
import { fileTexts } from '../texts';

const s7 = messages.onboarding.step7;
type Answers = NonNullable<AdminApplicantFile['qualifications']>;

/** Onboarding step 7: education, school and driving experience. */
export function EducationSection({ answers: a }: { answers: Answers }) {
  return (
    <FileSection title={fileTexts.sections.education}>
      <FieldList
        fields={[
          { label: s7.education, value: a.dq_education_name },
          { label: s7.school, value: a.dq_school },
          { label: s7.experience, value: a.dq_experience },
          { label: s7.experienceDetail, value: a.dq_exp_detail },
        ]}
      />
    </FileSection>
  );
}
