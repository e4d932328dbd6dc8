import { NativeSelect, TextInput } from '@mantine/core';
import { COUNTRY_CANADA } from '@roadhire/shared';
import { useEffect } from 'react';
import { type FieldPath, useController } from 'react-hook-form';
import { useCountries, useProvinces } from '../../../lib/api/dropdowns';
import { useSayMessage, useT } from '../../../lib/i18n/locale';
import type { OnboardingForm, OnboardingValues } from '../step-contract';

/** The id of Canada in the countries list, and of a Canadian province by name, for dependent lists. */
export function useCanadaIds(countryName: string, provinceName: string) {
  const countries = useCountries();
  const canadaId = countries.data?.find((c) => c.country_name === COUNTRY_CANADA)?.id;
  const isCanada = countryName === COUNTRY_CANADA;
  const provinces = useProvinces(isCanada ? canadaId : undefined);
  const provinceId = isCanada ? provinces.data?.find((p) => p.province_name === provinceName)?.id : undefined;
  return { isCanada, canadaId, provinceId, countries, provinces };
}

/**
 * Country and province as SPEC §2 has them: the province is a select of Canada's provinces and
 * territories when the country is Canada, and free text otherwise. Both hold the names shown.
 */
export function LocationFields({
  form,
  country,
  province,
  countryLabel,
  provinceLabel,
  required = true,
}: {
  form: OnboardingForm;
  country: FieldPath<OnboardingValues>;
  province: FieldPath<OnboardingValues>;
  countryLabel: string;
  provinceLabel: string;
  required?: boolean;
}) {
  const t = useT();
  const tx = useSayMessage();
  const countryField = useController({ control: form.control, name: country });
  const provinceField = useController({ control: form.control, name: province });
  const countryName = String(countryField.field.value ?? '');
  const provinceName = String(provinceField.field.value ?? '');
  const { isCanada, countries, provinces } = useCanadaIds(countryName, provinceName);

  // A province typed for another country is not one of Canada's: clear it when the list applies.
  const provinceNames = provinces.data?.map((p) => p.province_name);
  useEffect(() => {
    if (isCanada && provinceNames && provinceName && !provinceNames.includes(provinceName))
      provinceField.field.onChange('');
  }, [isCanada, provinceNames, provinceName, provinceField.field]);

  return (
    <>
      <NativeSelect
        label={countryLabel}
        required={required}
        {...countryField.field}
        value={countryName}
        error={tx(countryField.fieldState.error?.message)}
        data={[
          { value: '', label: t('onboarding.select') },
          ...(countries.data ?? []).map((c) => ({ value: c.country_name, label: c.label })),
        ]}
      />
      {isCanada ? (
        <NativeSelect
          label={provinceLabel}
          required={required}
          {...provinceField.field}
          value={provinceName}
          error={tx(provinceField.fieldState.error?.message)}
          data={[
            { value: '', label: t('onboarding.select') },
            ...(provinces.data ?? []).map((p) => ({ value: p.province_name, label: p.label })),
          ]}
        />
      ) : (
        <TextInput
          label={provinceLabel}
          required={required}
          autoComplete="address-level1"
          {...provinceField.field}
          value={provinceName}
          error={tx(provinceField.fieldState.error?.message)}
        />
      )}
    </>
  );
}
