import { type AdminApplicantFile, type AdminDocument, answerRows, questionsOf } from '@roadhire/shared';
import { AnswerFields } from '../components/answer-fields';
import { FileSection } from '../components/file-section';
import { fileTexts } from '../texts';

type Answers = NonNullable<AdminApplicantFile['qualifications']>;

/** Onboarding step 4: every declaration in the words asked, the FAST card, training and awards. */
export function QualificationsSection({ answers, documents }: { answers: Answers; documents: AdminDocument[] }) {
  return (
    <FileSection title={fileTexts.sections.qualifications}>
      <AnswerFields rows={answerRows(questionsOf(4), answers)} documents={documents} />
    </FileSection>
  );
}
