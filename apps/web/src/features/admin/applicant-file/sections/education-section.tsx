import type { AdminApplicantFile } from '@roadhire/shared';
import { useT } from '../../../../lib/i18n/locale';
import { useAnswerFormat } from '../components/answers';
import { FieldList } from '../components/field-list';
import { FileSection } from '../components/file-section';

type Answers = NonNullable<AdminApplicantFile['qualifications']>;

/** Onboarding step 7: education, school and driving experience. */
export function EducationSection({ answers: a }: { answers: Answers }) {
  const t = useT();
  const { names } = useAnswerFormat();
  return (
    <FileSection title={t('adminApplications.file.sections.education')}>
      <FieldList
        fields={[
          { label: t('onboarding.step7.education'), value: names.education(a.dq_education_name) },
          { label: t('onboarding.step7.school'), value: a.dq_school },
          { label: t('onboarding.step7.experience'), value: a.dq_experience },
          { label: t('onboarding.step7.experienceDetail'), value: a.dq_exp_detail },
        ]}
      />
    </FileSection>
  );
}
