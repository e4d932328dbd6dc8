import { messages } from '@roadhire/shared';
import type { StepDefinition } from '../step-contract';

/** SPEC §2 onboarding step 9. */
export const reviewWorkHistoryStep: StepDefinition = {
  title: messages.onboarding.stepTitles[8],
  Component: () => null,
};
