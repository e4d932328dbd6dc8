import { Alert, Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { DraftLicense } from '@roadhire/shared';
import { useState } from 'react';
import { useLicenseClasses, useLicenseConditions } from '../../../lib/api/dropdowns';
import { useT } from '../../../lib/i18n/locale';
import { CodeChoice } from './code-choice';
import { useCanadaIds } from './location-fields';

type LicenceFields = Omit<DraftLicense, 'entry_key'>;

const blank = (): LicenceFields => ({
  dl_country: '',
  dl_province: '',
  dl_license_no: '',
  dl_class: [],
  dl_condition: [],
  dl_expdate: '',
});

/** SPEC §2 step 5: the form that adds a licence held in the last 3 years to the table. */
export function AdditionalLicenceForm({ onAdd }: { onAdd: (licence: DraftLicense) => void }) {
  const t = useT();
  const [values, setValues] = useState(blank);
  const [missing, setMissing] = useState(false);
  // Remounts the free-text code fields when the form is cleared.
  const [round, setRound] = useState(0);
  const { isCanada, countries, provinces, provinceId } = useCanadaIds(values.dl_country, values.dl_province);
  const classes = useLicenseClasses(provinceId);
  const conditions = useLicenseConditions(provinceId);
  const set = <K extends keyof LicenceFields>(key: K, value: LicenceFields[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const add = () => {
    // SPEC §5 step 5: licence number and province are needed to add a licence.
    if (!values.dl_license_no.trim() || !values.dl_province.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onAdd({ entry_key: crypto.randomUUID(), ...values, dl_license_no: values.dl_license_no.trim() });
    setValues(blank());
    setRound((n) => n + 1);
  };

  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('onboarding.step3.country')}
        value={values.dl_country}
        onChange={(event) => {
          set('dl_country', event.currentTarget.value);
          set('dl_province', '');
        }}
        data={[
          { value: '', label: t('onboarding.select') },
          ...(countries.data ?? []).map((c) => ({ value: c.country_name, label: c.label })),
        ]}
      />
      {isCanada ? (
        <NativeSelect
          label={t('onboarding.step3.province')}
          value={values.dl_province}
          onChange={(event) => set('dl_province', event.currentTarget.value)}
          data={[
            { value: '', label: t('onboarding.select') },
            ...(provinces.data ?? []).map((p) => ({ value: p.province_name, label: p.label })),
          ]}
        />
      ) : (
        <TextInput
          label={t('onboarding.step3.province')}
          value={values.dl_province}
          onChange={(event) => set('dl_province', event.currentTarget.value)}
        />
      )}
      <TextInput
        label={t('onboarding.step3.licenseNo')}
        value={values.dl_license_no}
        onChange={(event) => set('dl_license_no', event.currentTarget.value)}
      />
      <CodeChoice
        key={`class-${round}-${provinceId ?? ''}`}
        label={t('onboarding.step3.class')}
        textLabel={t('onboarding.step3.classText')}
        options={classes.data?.map((c) => ({ code: c.class_code, description: c.description }))}
        value={values.dl_class}
        onChange={(codes) => set('dl_class', codes)}
      />
      <CodeChoice
        key={`condition-${round}-${provinceId ?? ''}`}
        label={t('onboarding.step3.condition')}
        textLabel={t('onboarding.step3.conditionText')}
        options={conditions.data?.map((c) => ({ code: c.condition_code, description: c.description }))}
        value={values.dl_condition}
        onChange={(codes) => set('dl_condition', codes)}
      />
      <TextInput
        type="date"
        label={t('onboarding.step3.expiry')}
        value={values.dl_expdate}
        onChange={(event) => set('dl_expdate', event.currentTarget.value)}
      />
      {missing && (
        <Alert color="red" role="alert">
          {t('onboarding.step5.missingFields')}
        </Alert>
      )}
      <Button variant="light" onClick={add} style={{ alignSelf: 'flex-start' }}>
        {t('onboarding.step5.addLicense')}
      </Button>
    </Stack>
  );
}
