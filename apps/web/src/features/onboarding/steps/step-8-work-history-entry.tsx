import { messages } from '@roadhire/shared';
import type { StepDefinition } from '../step-contract';

/** SPEC §2 onboarding step 8. */
export const workHistoryEntryStep: StepDefinition = {
  title: messages.onboarding.stepTitles[7],
  Component: () => null,
};
