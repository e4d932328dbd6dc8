import { messages } from '@roadhire/shared';
import type { StepDefinition } from '../step-contract';

/** SPEC §2 onboarding step 6. */
export const licenceQuestionsStep: StepDefinition = {
  title: messages.onboarding.stepTitles[5],
  Component: () => null,
};
