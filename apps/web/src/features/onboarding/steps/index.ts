import type { StepDefinition } from '../step-contract';
import { personalAddressStep } from './step-1-personal-address';
import { personalInformationStep } from './step-2-personal-information';
import { driverLicenceStep } from './step-3-driver-licence';
import { qualificationsStep } from './step-4-qualifications';
import { additionalLicencesStep } from './step-5-additional-licences';
import { licenceQuestionsStep } from './step-6-licence-questions';
import { finalQualificationsStep } from './step-7-final-qualifications';
import { workHistoryEntryStep } from './step-8-work-history-entry';
import { reviewWorkHistoryStep } from './step-9-review-work-history';

/** The nine steps in order (SPEC §2); step n is `onboardingSteps[n - 1]`. */
export const onboardingSteps: readonly StepDefinition[] = [
  personalAddressStep,
  personalInformationStep,
  driverLicenceStep,
  qualificationsStep,
  additionalLicencesStep,
  licenceQuestionsStep,
  finalQualificationsStep,
  workHistoryEntryStep,
  reviewWorkHistoryStep,
];
