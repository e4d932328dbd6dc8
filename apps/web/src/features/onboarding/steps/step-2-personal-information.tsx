import { messages } from '@roadhire/shared';
import type { StepDefinition } from '../step-contract';

/** SPEC §2 onboarding step 2. */
export const personalInformationStep: StepDefinition = {
  title: messages.onboarding.stepTitles[1],
  Component: () => null,
};
