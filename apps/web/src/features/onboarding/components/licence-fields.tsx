import { SimpleGrid } from '@mantine/core';
import { type FieldPath, useController, useWatch } from 'react-hook-form';
import { useLicenseClasses, useLicenseConditions } from '../../../lib/api/dropdowns';
import { useSayMessage, useT } from '../../../lib/i18n/locale';
import type { OnboardingForm, OnboardingValues } from '../step-contract';
import { CodeChoice } from './code-choice';
import { LocationFields, useCanadaIds } from './location-fields';
import { DateField, TextField } from './step-fields';

/** The field names of one licence: the primary's on step 3, the add form's on step 5. */
export interface LicenceFieldNames {
  country: FieldPath<OnboardingValues>;
  province: FieldPath<OnboardingValues>;
  licenseNo: FieldPath<OnboardingValues>;
  class: FieldPath<OnboardingValues>;
  condition: FieldPath<OnboardingValues>;
  expiry: FieldPath<OnboardingValues>;
}

export const PRIMARY_LICENCE: LicenceFieldNames = {
  country: 'dl_country',
  province: 'dl_province',
  licenseNo: 'dl_license_no',
  class: 'dl_class',
  condition: 'dl_condition',
  expiry: 'dl_expdate',
};

/** A list of codes bound to the form, with the message Next sets on it. */
function CodesField({
  form,
  name,
  ...choice
}: { form: OnboardingForm; name: FieldPath<OnboardingValues> } & Omit<
  Parameters<typeof CodeChoice>[0],
  'value' | 'onChange' | 'error'
>) {
  const tx = useSayMessage();
  const { field, fieldState } = useController({ control: form.control, name });
  const codes = Array.isArray(field.value) ? (field.value as string[]) : [];
  return <CodeChoice {...choice} value={codes} onChange={field.onChange} error={tx(fieldState.error?.message)} />;
}

/** A licence's fields (SPEC §2 step 3; step 5's add form uses them with its own names). */
export function LicenceFields({ form, names }: { form: OnboardingForm; names: LicenceFieldNames }) {
  const t = useT();
  const [country, province] = useWatch({ control: form.control, name: [names.country, names.province] });
  const { provinceId } = useCanadaIds(String(country ?? ''), String(province ?? ''));
  const classes = useLicenseClasses(provinceId);
  const conditions = useLicenseConditions(provinceId);
  const listed = provinceId !== undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <LocationFields
        form={form}
        country={names.country}
        province={names.province}
        countryLabel={t('onboarding.step3.country')}
        provinceLabel={t('onboarding.step3.province')}
      />
      <TextField form={form} name={names.licenseNo} label={t('onboarding.step3.licenseNo')} />
      <DateField form={form} name={names.expiry} label={t('onboarding.step3.expiry')} />
      <CodesField
        key={`class-${listed}`}
        form={form}
        name={names.class}
        label={t('onboarding.step3.class')}
        textLabel={t('onboarding.step3.classText')}
        options={listed ? classes.data?.map((c) => ({ code: c.class_code, description: c.label })) : undefined}
        required
      />
      <CodesField
        key={`condition-${listed}`}
        form={form}
        name={names.condition}
        label={t('onboarding.step3.condition')}
        textLabel={t('onboarding.step3.conditionText')}
        options={listed ? conditions.data?.map((c) => ({ code: c.condition_code, description: c.label })) : undefined}
        required={false}
      />
    </SimpleGrid>
  );
}
