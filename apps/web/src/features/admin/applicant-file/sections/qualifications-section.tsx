import { type AdminApplicantFile, type AdminDocument, answerRows, questionsOf } from '@roadhire/shared';
import { useT } from '../../../../lib/i18n/locale';
import { AnswerFields } from '../components/answer-fields';
import { FileSection } from '../components/file-section';

type Answers = NonNullable<AdminApplicantFile['qualifications']>;

/** Onboarding step 4: every declaration in the words asked, the FAST card, training and awards. */
export function QualificationsSection({ answers, documents }: { answers: Answers; documents: AdminDocument[] }) {
  const t = useT();
  return (
    <FileSection title={t('adminApplications.file.sections.qualifications')}>
      <AnswerFields rows={answerRows(questionsOf(4), answers)} documents={documents} />
    </FileSection>
  );
}
