import { messages } from '@roadhire/shared';
import type { StepDefinition } from '../step-contract';

/** SPEC §2 onboarding step 1. */
export const personalAddressStep: StepDefinition = {
  title: messages.onboarding.stepTitles[0],
  Component: () => null,
};
