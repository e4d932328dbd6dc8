import { type AdminApplicantFile, answerRows, questionsOf } from '@roadhire/shared';
import { useT } from '../../../../lib/i18n/locale';
import { AnswerFields } from '../components/answer-fields';
import { FileSection } from '../components/file-section';

type Answers = NonNullable<AdminApplicantFile['qualifications']>;

/** Onboarding step 6; each explanation sits under the question it explains. */
export function LicenceQuestionsSection({ answers }: { answers: Answers }) {
  const t = useT();
  return (
    <FileSection title={t('adminApplications.file.sections.licenceQuestions')}>
      <AnswerFields rows={answerRows(questionsOf(6), answers)} />
    </FileSection>
  );
}
