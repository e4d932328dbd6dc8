import { type AdminApplicantFile, answerRows, questionsOf } from '@roadhire/shared';
import { AnswerFields } from '../components/answer-fields';
import { FileSection } from '../components/file-section';
import { fileTexts } from '../texts';

type Answers = NonNullable<AdminApplicantFile['qualifications']>;

/** Onboarding step 6; each explanation sits under the question it explains. */
export function LicenceQuestionsSection({ answers }: { answers: Answers }) {
  return (
    <FileSection title={fileTexts.sections.licenceQuestions}>
      <AnswerFields rows={answerRows(questionsOf(6), answers)} />
    </FileSection>
  );
}
