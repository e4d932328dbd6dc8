import { Checkbox, Fieldset, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ADMIN_POSITION_STATUSES } from '@roadhire/shared';
import { Controller } from 'react-hook-form';
import { useSayMessage, useT } from '../../../../lib/i18n/locale';
import { ClosingDateField } from './closing-date-field';
import { OpeningsField } from './openings-field';
import { OptionalTextField } from './optional-text-fieldset';
import { usePositionForm } from './position-form-context';

/** The position itself: title, number, openings, closing date, kind of work, route and status. */
export function PositionDetailsFieldset() {
  const { control, formState, register } = usePositionForm();
  const t = useT();
  // The shared schema's messages are catalogue ids; each is said in the page's language.
  const sayMessage = useSayMessage();
  return (
    <Fieldset legend={t('adminPositions.sections.position')}>
      <Stack gap="md">
        <TextInput
          label={t('adminPositions.fields.title')}
          required
          error={sayMessage(formState.errors.p_position_title?.message)}
          {...register('p_position_title')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('adminPositions.fields.number')}
            required
            error={sayMessage(formState.errors.p_position_number?.message)}
            {...register('p_position_number')}
          />
          <OpeningsField />
          <ClosingDateField />
          <OptionalTextField name="p_position_type" label={t('adminPositions.fields.positionType')} />
        </SimpleGrid>
        <Controller
          control={control}
          name="p_dangerous_goods"
          render={({ field }) => (
            <Checkbox
              label={t('adminPositions.fields.dangerousGoods')}
              name={field.name}
              ref={field.ref}
              checked={field.value ?? false}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Controller
          control={control}
          name="p_requires_cdl"
          render={({ field }) => (
            <Checkbox
              label={t('adminPositions.fields.requiresCdl')}
              name={field.name}
              ref={field.ref}
              checked={field.value ?? true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <OptionalTextField name="p_route_description" label={t('adminPositions.fields.route')} multiline />
        <Controller
          control={control}
          name="p_status"
          render={({ field }) => (
            <Radio.Group
              label={t('adminPositions.fields.status')}
              value={field.value ?? 'open'}
              onChange={field.onChange}
            >
              <Group gap="lg" mt={4}>
                {ADMIN_POSITION_STATUSES.map((status) => (
                  <Radio key={status} value={status} label={t(`adminPositions.states.${status}`)} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
      </Stack>
    </Fieldset>
  );
}
