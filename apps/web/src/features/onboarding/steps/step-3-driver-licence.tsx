import { messages } from '@roadhire/shared';
import type { StepDefinition } from '../step-contract';

/** SPEC §2 onboarding step 3. */
export const driverLicenceStep: StepDefinition = {
  title: messages.onboarding.stepTitles[2],
  Component: () => null,
};
