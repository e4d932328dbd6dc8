import { messages } from '@roadhire/shared';
import type { StepDefinition } from '../step-contract';

/** SPEC §2 onboarding step 4. */
export const qualificationsStep: StepDefinition = {
  title: messages.onboarding.stepTitles[3],
  Component: () => null,
};
