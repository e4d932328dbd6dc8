import { LicenceFields, PRIMARY_LICENCE } from '../components/licence-fields';
import { step3Schema } from '../form-schemas';
import type { StepDefinition, StepProps } from '../step-contract';

function DriverLicence({ form }: StepProps) {
  return <LicenceFields form={form} names={PRIMARY_LICENCE} />;
}

/** SPEC §2 onboarding step 3: the primary licence. */
export const driverLicenceStep: StepDefinition = {
  title: 'onboarding.stepTitles.2',
  Component: DriverLicence,
  schema: step3Schema,
};
