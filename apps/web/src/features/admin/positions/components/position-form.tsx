import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Grid, Group, Stack } from '@mantine/core';
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
import { useT } from '../../../../lib/i18n/locale';
import { useSavePosition } from '../api/admin-positions-api';
import { DescriptionFieldset } from './description-fieldset';
import { DiscardDialog } from './discard-dialog';
import { LanguageRequirementFieldset } from './language-requirement-fieldset';
import { type OptionalTextEntry, OptionalTextFieldset } from './optional-text-fieldset';
import { PositionDetailsFieldset } from './position-details-fieldset';
import { PositionPreview } from './position-preview';
import { ProvinceField } from './province-field';
import { VisibleInfoFieldset } from './visible-info-fieldset';

const PLACE_FIELDS: readonly OptionalTextEntry[] = [
  { name: 'p_city', label: 'adminPositions.fields.city' },
  { name: 'p_org_unit', label: 'adminPositions.fields.orgUnit' },
];

const SELL_FIELDS: readonly OptionalTextEntry[] = [
  { name: 'p_landing_page_sell.position_type', label: 'adminPositions.fields.sellPositionType' },
  { name: 'p_landing_page_sell.driver_type', label: 'adminPositions.fields.sellDriverType' },
  { name: 'p_landing_page_sell.license_class', label: 'adminPositions.fields.sellLicenseClass' },
  { name: 'p_landing_page_sell.license_conditions', label: 'adminPositions.fields.sellLicenseConditions' },
];

// The French of each card text (decision 032): the French careers page shows them on the card.
const CARD_FR_FIELDS: readonly OptionalTextEntry[] = [
  { name: 'p_position_type_fr', label: 'adminPositions.fields.positionTypeFr' },
  { name: 'p_route_description_fr', label: 'adminPositions.fields.routeFr' },
  { name: 'p_landing_page_sell_fr.position_type', label: 'adminPositions.fields.sellPositionTypeFr' },
  { name: 'p_landing_page_sell_fr.driver_type', label: 'adminPositions.fields.sellDriverTypeFr' },
  { name: 'p_landing_page_sell_fr.license_class', label: 'adminPositions.fields.sellLicenseClassFr' },
  { name: 'p_landing_page_sell_fr.license_conditions', label: 'adminPositions.fields.sellLicenseConditionsFr' },
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
  const t = useT();
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
            form.setError(
              'p_position_number',
              { message: error.serverMessage ?? t('adminPositions.editor.saveFailed') },
              { shouldFocus: true },
            );
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
              {save.isError && !numberConflict && (
                <Alert color="red">{errorText(save.error, t('adminPositions.editor.saveFailed'))}</Alert>
              )}
              <PositionDetailsFieldset />
              <OptionalTextFieldset legend={t('adminPositions.sections.place')} fields={PLACE_FIELDS}>
                <ProvinceField />
              </OptionalTextFieldset>
              <OptionalTextFieldset legend={t('adminPositions.sections.sell')} fields={SELL_FIELDS} />
              <VisibleInfoFieldset />
              <DescriptionFieldset />
              <OptionalTextFieldset
                legend={t('adminPositions.sections.cardFr')}
                description={t('adminPositions.fields.cardFrHint')}
                fields={CARD_FR_FIELDS}
                lang="fr-CA"
              />
              <LanguageRequirementFieldset />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => (isDirty ? setDiscarding(true) : leave())}>
                  {t('adminPositions.editor.cancel')}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {creating ? t('adminPositions.editor.create') : t('adminPositions.editor.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </FormProvider>
        <DiscardDialog opened={discarding} onKeep={() => setDiscarding(false)} onDiscard={leave} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <div style={{ position: 'sticky', top: 'var(--mantine-spacing-md)' }}>
          <PositionPreview values={values} positionId={previewId} />
        </div>
      </Grid.Col>
    </Grid>
  );
}
