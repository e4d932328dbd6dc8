import { messages } from '@roadhire/shared';
import type { StepDefinition } from '../step-contract';

/** SPEC §2 onboarding step 5. */
export const additionalLicencesStep: StepDefinition = {
  title: messages.onboarding.stepTitles[4],
  Component: () => null,
};
