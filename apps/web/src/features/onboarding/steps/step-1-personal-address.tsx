import { SimpleGrid, Stack } from '@mantine/core';
import { latestDateOfBirth, messages } from '@roadhire/shared';
import { useWatch } from 'react-hook-form';
import { AddressHistory, localDay } from '../components/address-history';
import { LocationFields } from '../components/location-fields';
import { DateField, TextField, YesNoField } from '../components/step-fields';
import { step1Schema } from '../form-schemas';
import type { StepDefinition, StepProps } from '../step-contract';

const t = messages.onboarding.step1;

function PersonalAddress({ form }: StepProps) {
  const referred = useWatch({ control: form.control, name: 'refer_status' }) === 'Yes';
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DateField form={form} name="dob" label={t.dob} max={latestDateOfBirth()} />
        <TextField form={form} name="address1" label={t.address1} autoComplete="address-line1" />
        <TextField form={form} name="address2" label={t.address2} required={false} autoComplete="address-line2" />
        <LocationFields
          form={form}
          country="country"
          province="province"
          countryLabel={t.country}
          provinceLabel={t.province}
        />
        <TextField form={form} name="city" label={t.city} autoComplete="address-level2" />
        <TextField form={form} name="postal_code" label={t.postalCode} autoComplete="postal-code" />
        <DateField form={form} name="address_since" label={t.addressSince} max={localDay()} />
      </SimpleGrid>
      <AddressHistory form={form} />
      <YesNoField form={form} name="refer_status" question={t.referStatus} />
      {referred && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField form={form} name="refer_by_name" label={t.referByName} />
          <TextField form={form} name="refer_by_id" label={t.referById} />
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** SPEC §2 onboarding step 1. */
export const personalAddressStep: StepDefinition = {
  title: messages.onboarding.stepTitles[0],
  Component: PersonalAddress,
  schema: step1Schema,
};
