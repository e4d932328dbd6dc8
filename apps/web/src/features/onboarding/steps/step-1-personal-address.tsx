import { SimpleGrid, Stack } from '@mantine/core';
import { latestDateOfBirth } from '@roadhire/shared';
import { useWatch } from 'react-hook-form';
import { useT } from '../../../lib/i18n/locale';
import { AddressHistory, localDay } from '../components/address-history';
import { LocationFields } from '../components/location-fields';
import { DateField, TextField, YesNoField } from '../components/step-fields';
import { step1Schema } from '../form-schemas';
import type { StepDefinition, StepProps } from '../step-contract';

function PersonalAddress({ form }: StepProps) {
  const referred = useWatch({ control: form.control, name: 'refer_status' }) === 'Yes';
  const t = useT();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DateField form={form} name="dob" label={t('onboarding.step1.dob')} max={latestDateOfBirth()} />
        <TextField form={form} name="address1" label={t('onboarding.step1.address1')} autoComplete="address-line1" />
        <TextField
          form={form}
          name="address2"
          label={t('onboarding.step1.address2')}
          required={false}
          autoComplete="address-line2"
        />
        <LocationFields
          form={form}
          country="country"
          province="province"
          countryLabel={t('onboarding.step1.country')}
          provinceLabel={t('onboarding.step1.province')}
        />
        <TextField form={form} name="city" label={t('onboarding.step1.city')} autoComplete="address-level2" />
        <TextField form={form} name="postal_code" label={t('onboarding.step1.postalCode')} autoComplete="postal-code" />
        <DateField form={form} name="address_since" label={t('onboarding.step1.addressSince')} max={localDay()} />
      </SimpleGrid>
      <AddressHistory form={form} />
      <YesNoField form={form} name="refer_status" question={t('onboarding.step1.referStatus')} />
      {referred && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField form={form} name="refer_by_name" label={t('onboarding.step1.referByName')} />
          <TextField form={form} name="refer_by_id" label={t('onboarding.step1.referById')} />
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** SPEC §2 onboarding step 1. */
export const personalAddressStep: StepDefinition = {
  title: 'onboarding.stepTitles.0',
  Component: PersonalAddress,
  schema: step1Schema,
};
