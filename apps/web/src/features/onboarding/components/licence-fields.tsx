import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { messages } from '@roadhire/shared';
import { useState } from 'react';
import { type FieldPath, useController, useWatch } from 'react-hook-form';
import { useLicenseClasses, useLicenseConditions } from '../api/dropdowns';
import { splitCodes } from '../form-schemas';
import type { OnboardingForm, OnboardingValues } from '../step-contract';
import { LocationFields, useCanadaIds } from './location-fields';
import { DateField, TextField } from './step-fields';

const t = messages.onboarding.step3;

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

interface CodeOption {
  code: string;
  description: string;
}

/**
 * A list of codes (SPEC §2 step 3): checkboxes of "code — description" when the province has
 * options, else comma-separated text such as 1,3,5. Either way the form holds a list of codes.
 */
function CodesField({
  form,
  name,
  label,
  textLabel,
  options,
  required,
}: {
  form: OnboardingForm;
  name: FieldPath<OnboardingValues>;
  label: string;
  textLabel: string;
  options: CodeOption[] | undefined;
  required: boolean;
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  const codes = Array.isArray(field.value) ? (field.value as string[]) : [];
  const [text, setText] = useState(codes.join(','));
  const error = fieldState.error?.message;
  if (options && options.length > 0) {
    return (
      <Checkbox.Group label={label} required={required} value={codes} onChange={field.onChange} error={error}>
        <Stack gap={4} mt={4}>
          {options.map((option) => (
            <Checkbox
              key={option.code}
              value={option.code}
              label={`${option.code} — ${option.description}`}
              styles={{ label: { paddingBlock: 6 } }}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  }
  return (
    <TextInput
      label={textLabel}
      required={required}
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      value={splitCodes(text).join(',') === codes.join(',') ? text : codes.join(',')}
      onChange={(event) => {
        setText(event.currentTarget.value);
        field.onChange(splitCodes(event.currentTarget.value));
      }}
      error={error}
    />
  );
}

/** A licence's fields (SPEC §2 step 3; step 5's add form uses them with its own names). */
export function LicenceFields({ form, names }: { form: OnboardingForm; names: LicenceFieldNames }) {
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
        countryLabel={t.country}
        provinceLabel={t.province}
      />
      <TextField form={form} name={names.licenseNo} label={t.licenseNo} />
      <DateField form={form} name={names.expiry} label={t.expiry} />
      <CodesField
        key={`class-${listed}`}
        form={form}
        name={names.class}
        label={t.class}
        textLabel={t.classText}
        options={listed ? classes.data?.map((c) => ({ code: c.class_code, description: c.description })) : undefined}
        required
      />
      <CodesField
        key={`condition-${listed}`}
        form={form}
        name={names.condition}
        label={t.condition}
        textLabel={t.conditionText}
        options={
          listed ? conditions.data?.map((c) => ({ code: c.condition_code, description: c.description })) : undefined
        }
        required={false}
      />
    </SimpleGrid>
  );
}
