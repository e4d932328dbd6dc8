import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Grid, Group, Modal, Stack, Text } from '@mantine/core';
import {
  type AdminPosition,
  type AdminPositionInput,
  AdminPositionInputSchema,
  type AdminPositionValues,
} from '@roadhire/shared';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { errorText, isApiError } from '../../../../lib/api-client';
import { useSavePosition } from '../api/admin-positions-api';
import { positionsTexts } from '../texts';
import { DescriptionFieldset } from './description-fieldset';
import { OptionalTextFieldset, type OptionalTextName } from './optional-text-fieldset';
import { PositionDetailsFieldset } from './position-details-fieldset';
import { PositionPreview } from './position-preview';
import { ProvinceField } from './province-field';
import { VisibleInfoFieldset } from './visible-info-fieldset';

const t = positionsTexts.editor;

const PLACE_FIELDS: readonly { name: OptionalTextName; label: string }[] = [
  { name: 'p_city', label: t.fields.city },
  { name: 'p_org_unit', label: t.fields.orgUnit },
];

const SELL_FIELDS: readonly { name: OptionalTextName; label: string }[] = [
  { name: 'p_landing_page_sell.position_type', label: t.fields.sellPositionType },
  { name: 'p_landing_page_sell.driver_type', label: t.fields.sellDriverType },
  { name: 'p_landing_page_sell.license_class', label: t.fields.sellLicenseClass },
  { name: 'p_landing_page_sell.license_conditions', label: t.fields.sellLicenseConditions },
];

/**
 * Every SPEC §3 field of a position, checked with the API's own schema, beside a live preview of
 * what candidates will see. Saving goes back to the list (`onSaved`).
 */
export function PositionForm({
  position,
  initial,
  previewId,
  onSaved,
}: {
  position?: AdminPosition;
  initial: AdminPositionInput;
  previewId: number;
  onSaved: (saved: AdminPosition, created: boolean) => void;
}) {
  const save = useSavePosition();
  const form = useForm<AdminPositionInput, unknown, AdminPositionValues>({
    resolver: zodResolver(AdminPositionInputSchema),
    defaultValues: initial,
  });
  const values = useWatch({ control: form.control }) as AdminPositionInput;
  const creating = position === undefined;
  // Closing or reopening from this page saves at once; the form follows so a later save keeps it.
  const savedStatus = position?.p_status;
  useEffect(() => {
    if (savedStatus) form.setValue('p_status', savedStatus);
  }, [savedStatus, form]);

  const submit = form.handleSubmit((input) => {
    save.mutate(
      { id: position?.p_id, input },
      {
        onSuccess: (saved) => onSaved(saved, creating),
        onError: (error) => {
          // 409: the number belongs to another position; say so where the number is typed.
          if (isApiError(error) && error.status === 409)
            form.setError('p_position_number', { message: error.serverMessage ?? t.saveFailed }, { shouldFocus: true });
        },
      },
    );
  });
  const numberConflict = isApiError(save.error) && save.error.status === 409;
  const navigate = useNavigate();
  const [discarding, setDiscarding] = useState(false);
  // Read while drawing, so the form tracks it.
  const { isDirty } = form.formState;
  const leave = () => navigate(paths.adminPositions.href());

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <FormProvider {...form}>
          <form noValidate onSubmit={submit}>
            <Stack gap="lg">
              {save.isError && !numberConflict && <Alert color="red">{errorText(save.error, t.saveFailed)}</Alert>}
              <PositionDetailsFieldset />
              <OptionalTextFieldset legend={t.sections.place} fields={PLACE_FIELDS}>
                <ProvinceField />
              </OptionalTextFieldset>
              <OptionalTextFieldset legend={t.sections.sell} fields={SELL_FIELDS} />
              <VisibleInfoFieldset />
              <DescriptionFieldset />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => (isDirty ? setDiscarding(true) : leave())}>
                  {t.cancel}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {creating ? t.create : t.save}
                </Button>
              </Group>
            </Stack>
          </form>
        </FormProvider>
        {/* Cancel asks before it throws edits away. */}
        <Modal opened={discarding} onClose={() => setDiscarding(false)} title={t.discardTitle} centered>
          <Stack gap="md">
            <Text>{t.discardBody}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setDiscarding(false)}>
                {t.keepEditing}
              </Button>
              <Button color="red" onClick={leave}>
                {t.discard}
              </Button>
            </Group>
          </Stack>
        </Modal>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <div style={{ position: 'sticky', top: 'var(--mantine-spacing-md)' }}>
          <PositionPreview values={values} positionId={previewId} />
        </div>
      </Grid.Col>
    </Grid>
  );
}
