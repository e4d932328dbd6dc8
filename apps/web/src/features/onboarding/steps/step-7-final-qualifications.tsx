import { messages } from '@roadhire/shared';
import type { StepDefinition } from '../step-contract';

/** SPEC §2 onboarding step 7. */
export const finalQualificationsStep: StepDefinition = {
  title: messages.onboarding.stepTitles[6],
  Component: () => null,
};
