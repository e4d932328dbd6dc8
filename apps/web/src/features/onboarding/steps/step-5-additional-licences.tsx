import { Button, Stack, Table } from '@mantine/core';
import { messages } from '@roadhire/shared';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { YesNoQuestion } from '../../../components/yes-no-question';
import { AdditionalLicenceForm } from '../components/additional-licence-form';
import { ConfirmDialog } from '../components/confirm-dialog';
import type { StepDefinition, StepProps } from '../step-contract';

const text = messages.onboarding;
const t = text.step5;
const YES_NO_VALUES = { yes: 'Yes', no: 'No' };

const Step5Schema = z.object({
  other_licenses_held: z.enum(['Yes', 'No'], { message: text.validation.answerRequired }),
});

function AdditionalLicences({ form }: StepProps) {
  const [primary, otherHeld] = useWatch({
    control: form.control,
    name: ['dl_country', 'other_licenses_held'],
  });
  const [province, licenceNo, classes, conditions, expiry] = useWatch({
    control: form.control,
    name: ['dl_province', 'dl_license_no', 'dl_class', 'dl_condition', 'dl_expdate'],
  });
  const licences = useWatch({ control: form.control, name: 'additional_licenses' });
  const setLicences = (next: typeof licences) =>
    form.setValue('additional_licenses', next, { shouldDirty: true, shouldTouch: true });
  const [deleting, setDeleting] = useState<string | null>(null);
  const error = form.formState.errors.other_licenses_held?.message;

  return (
    <Stack gap="lg">
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder>
          <Table.Caption>{t.tableCaption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t.columns.status}</Table.Th>
              <Table.Th scope="col">{t.columns.country}</Table.Th>
              <Table.Th scope="col">{t.columns.province}</Table.Th>
              <Table.Th scope="col">{t.columns.number}</Table.Th>
              <Table.Th scope="col">{t.columns.class}</Table.Th>
              <Table.Th scope="col">{t.columns.condition}</Table.Th>
              <Table.Th scope="col">{t.columns.expiry}</Table.Th>
              <Table.Th scope="col">{t.columns.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>{t.primary}</Table.Td>
              <Table.Td>{primary}</Table.Td>
              <Table.Td>{province}</Table.Td>
              <Table.Td>{licenceNo}</Table.Td>
              <Table.Td>{classes.join(', ')}</Table.Td>
              <Table.Td>{conditions.join(', ')}</Table.Td>
              <Table.Td>{expiry}</Table.Td>
              <Table.Td />
            </Table.Tr>
            {licences.map((licence) => (
              <Table.Tr key={licence.entry_key}>
                <Table.Td>{t.other}</Table.Td>
                <Table.Td>{licence.dl_country}</Table.Td>
                <Table.Td>{licence.dl_province}</Table.Td>
                <Table.Td>{licence.dl_license_no}</Table.Td>
                <Table.Td>{licence.dl_class.join(', ')}</Table.Td>
                <Table.Td>{licence.dl_condition.join(', ')}</Table.Td>
                <Table.Td>{licence.dl_expdate}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={`${text.delete} ${licence.dl_license_no}`}
                    onClick={() => setDeleting(licence.entry_key)}
                  >
                    {text.delete}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <YesNoQuestion
        question={t.otherLicenses}
        values={YES_NO_VALUES}
        registration={form.register('other_licenses_held')}
        error={error}
      />
      {otherHeld === 'Yes' && <AdditionalLicenceForm onAdd={(licence) => setLicences([...licences, licence])} />}
      <ConfirmDialog
        question={t.deleteConfirm}
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
  title: text.stepTitles[4],
  Component: AdditionalLicences,
  schema: Step5Schema as unknown as StepDefinition['schema'],
};
