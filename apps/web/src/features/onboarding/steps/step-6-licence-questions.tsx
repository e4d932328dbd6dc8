import { StepQuestions } from '../components/question-fields';
import { step6Schema } from '../form-schemas';
import type { StepDefinition, StepProps } from '../step-contract';

function LicenceQuestions({ form }: StepProps) {
  return <StepQuestions form={form} step={6} />;
}

/** SPEC §2 onboarding step 6. */
export const licenceQuestionsStep: StepDefinition = {
  title: 'onboarding.stepTitles.5',
  Component: LicenceQuestions,
  schema: step6Schema,
};
