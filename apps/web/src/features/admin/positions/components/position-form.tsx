import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Grid,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  ADMIN_POSITION_STATUSES,
  type AdminPosition,
  type AdminPositionInput,
  AdminPositionInputSchema,
  type AdminPositionValues,
  type VisibleInfo,
} from '@roadhire/shared';
import { useEffect } from 'react';
import { type Control, Controller, type FieldPath, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { errorText, isApiError } from '../../../../lib/api-client';
import { useSavePosition } from '../api/admin-positions-api';
import { positionsTexts } from '../texts';
import { PositionPreview } from './position-preview';

const t = positionsTexts.editor;
const VISIBLE_FLAGS = Object.keys(t.visible) as (keyof VisibleInfo)[];

type TextFieldName =
  | 'p_route_description'
  | 'p_org_unit'
  | 'p_position_type'
  | 'p_city'
  | 'p_province'
  | 'p_landing_page_sell.position_type'
  | 'p_landing_page_sell.driver_type'
  | 'p_landing_page_sell.license_class'
  | 'p_landing_page_sell.license_conditions';

/** A text the API stores as null when left blank. */
function OptionalTextField({
  control,
  name,
  label,
  multiline = false,
}: {
  control: Control<AdminPositionInput, unknown, AdminPositionValues>;
  name: TextFieldName;
  label: string;
  multiline?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const props = {
          label,
          name: field.name,
          ref: field.ref,
          onBlur: field.onBlur,
          value: (field.value as string | null | undefined) ?? '',
          error: fieldState.error?.message,
        };
        return multiline ? (
          <Textarea
            {...props}
            rows={3}
            resize="vertical"
            onChange={(event) => field.onChange(event.currentTarget.value || null)}
          />
        ) : (
          <TextInput {...props} onChange={(event) => field.onChange(event.currentTarget.value || null)} />
        );
      }}
    />
  );
}

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
  const { control, formState } = form;
  const values = useWatch({ control }) as AdminPositionInput;
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

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <form noValidate onSubmit={submit}>
          <Stack gap="lg">
            {save.isError && !numberConflict && <Alert color="red">{errorText(save.error, t.saveFailed)}</Alert>}
            <Fieldset legend={t.sections.position}>
              <Stack gap="md">
                <TextInput
                  label={t.fields.title}
                  required
                  error={formState.errors.p_position_title?.message}
                  {...form.register('p_position_title')}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput
                    label={t.fields.number}
                    required
                    error={formState.errors.p_position_number?.message}
                    {...form.register('p_position_number')}
                  />
                  <Controller
                    control={control}
                    name="p_openings"
                    render={({ field, fieldState }) => (
                      <NumberInput
                        label={t.fields.openings}
                        name={field.name}
                        ref={field.ref}
                        onBlur={field.onBlur}
                        min={0}
                        allowDecimal={false}
                        allowNegative={false}
                        value={field.value ?? ''}
                        onChange={(value) => field.onChange(value === '' ? null : Number(value))}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name="p_closing_date"
                    render={({ field, fieldState }) => (
                      <TextInput
                        type="date"
                        label={t.fields.closingDate}
                        description={t.fields.closingDateHint}
                        name={field.name}
                        ref={field.ref}
                        onBlur={field.onBlur}
                        value={field.value ?? ''}
                        onChange={(event) => field.onChange(event.currentTarget.value || null)}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                  <OptionalTextField control={control} name="p_position_type" label={t.fields.positionType} />
                </SimpleGrid>
                <Controller
                  control={control}
                  name="p_dangerous_goods"
                  render={({ field }) => (
                    <Checkbox
                      label={t.fields.dangerousGoods}
                      name={field.name}
                      ref={field.ref}
                      checked={field.value ?? false}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                    />
                  )}
                />
                <OptionalTextField control={control} name="p_route_description" label={t.fields.route} multiline />
                <Controller
                  control={control}
                  name="p_status"
                  render={({ field }) => (
                    <Radio.Group label={t.fields.status} value={field.value ?? 'open'} onChange={field.onChange}>
                      <Group gap="lg" mt={4}>
                        {ADMIN_POSITION_STATUSES.map((status) => (
                          <Radio key={status} value={status} label={positionsTexts.states[status]} />
                        ))}
                      </Group>
                    </Radio.Group>
                  )}
                />
              </Stack>
            </Fieldset>
            <Fieldset legend={t.sections.place}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <OptionalTextField control={control} name="p_city" label={t.fields.city} />
                <OptionalTextField control={control} name="p_province" label={t.fields.province} />
                <OptionalTextField control={control} name="p_org_unit" label={t.fields.orgUnit} />
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend={t.sections.sell}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <OptionalTextField
                  control={control}
                  name="p_landing_page_sell.position_type"
                  label={t.fields.sellPositionType}
                />
                <OptionalTextField
                  control={control}
                  name="p_landing_page_sell.driver_type"
                  label={t.fields.sellDriverType}
                />
                <OptionalTextField
                  control={control}
                  name="p_landing_page_sell.license_class"
                  label={t.fields.sellLicenseClass}
                />
                <OptionalTextField
                  control={control}
                  name="p_landing_page_sell.license_conditions"
                  label={t.fields.sellLicenseConditions}
                />
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend={t.sections.visible}>
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  {t.visibleHint}
                </Text>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  {VISIBLE_FLAGS.map((flag) => (
                    <Controller
                      key={flag}
                      control={control}
                      name={`p_visible_info.${flag}` as FieldPath<AdminPositionInput>}
                      render={({ field }) => (
                        <Checkbox
                          label={t.visible[flag]}
                          name={field.name}
                          ref={field.ref}
                          checked={Boolean(field.value)}
                          onChange={(event) => field.onChange(event.currentTarget.checked)}
                        />
                      )}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            </Fieldset>
            <Fieldset legend={t.sections.description}>
              <Textarea
                label={t.fields.description}
                description={t.fields.descriptionHint}
                // A fixed height the recruiter can drag taller.
                rows={12}
                resize="vertical"
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                error={formState.errors.p_landing_page_desc?.message}
                {...form.register('p_landing_page_desc')}
              />
            </Fieldset>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" component={Link} to={paths.adminPositions.href()}>
                {t.cancel}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {creating ? t.create : t.save}
              </Button>
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <div style={{ position: 'sticky', top: 'var(--mantine-spacing-md)' }}>
          <PositionPreview values={values} positionId={previewId} />
        </div>
      </Grid.Col>
    </Grid>
  );
}
