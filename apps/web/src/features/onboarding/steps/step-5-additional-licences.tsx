import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { YesNoQuestion } from '../../../components/yes-no-question';
import { useSayMessage, useT } from '../../../lib/i18n/locale';
import { AdditionalLicenceForm } from '../components/additional-licence-form';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LicenceTable, type ListedLicence } from '../components/licence-table';
import { useYesNoLabels } from '../components/step-fields';
import { step5Schema } from '../form-schemas';
import type { StepDefinition, StepProps } from '../step-contract';

const YES_NO_VALUES = { yes: 'Yes', no: 'No' };

function AdditionalLicences({ form }: StepProps) {
  const t = useT();
  const tx = useSayMessage();
  const yesNoLabels = useYesNoLabels();
  const otherHeld = useWatch({ control: form.control, name: 'other_licenses_held' });
  const [country, province, licenceNo, classes, conditions, expiry] = useWatch({
    control: form.control,
    name: ['dl_country', 'dl_province', 'dl_license_no', 'dl_class', 'dl_condition', 'dl_expdate'],
  });
  const primaryLicence: ListedLicence = {
    dl_country: country,
    dl_province: province,
    dl_license_no: licenceNo,
    dl_class: classes,
    dl_condition: conditions,
    dl_expdate: expiry,
  };
  const licences = useWatch({ control: form.control, name: 'additional_licenses' });
  const setLicences = (next: typeof licences) =>
    form.setValue('additional_licenses', next, { shouldDirty: true, shouldTouch: true });
  const [deleting, setDeleting] = useState<string | null>(null);
  const error = tx(form.formState.errors.other_licenses_held?.message);

  return (
    <Stack gap="lg">
      <LicenceTable
        licences={[
          { key: 'primary', status: t('onboarding.step5.primary'), licence: primaryLicence },
          ...licences.map((licence) => ({
            key: licence.entry_key,
            status: t('onboarding.step5.other'),
            licence,
            onDelete: () => setDeleting(licence.entry_key),
          })),
        ]}
      />
      <YesNoQuestion
        question={t('onboarding.step5.otherLicenses')}
        values={YES_NO_VALUES}
        labels={yesNoLabels}
        registration={form.register('other_licenses_held')}
        error={error}
      />
      {otherHeld === 'Yes' && <AdditionalLicenceForm onAdd={(licence) => setLicences([...licences, licence])} />}
      <ConfirmDialog
        question={t('onboarding.step5.deleteConfirm')}
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          setLicences(licences.filter((licence) => licence.entry_key !== deleting));
          setDeleting(null);
        }}
      />
    </Stack>
  );
}

/** SPEC §2 onboarding step 5. */
export const additionalLicencesStep: StepDefinition = {
  title: 'onboarding.stepTitles.4',
  Component: AdditionalLicences,
  schema: step5Schema,
};
