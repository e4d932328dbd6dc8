import { Checkbox, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { type AdminPositionInput, type VisibleInfo, VisibleInfoSchema } from '@roadhire/shared';
import { Controller, type FieldPath } from 'react-hook-form';
import { useT } from '../../../../lib/i18n/locale';
import { usePositionForm } from './position-form-context';

const VISIBLE_FLAGS = Object.keys(VisibleInfoSchema.shape) as (keyof VisibleInfo)[];

/** Which of the position's facts the careers page shows, one box each. */
export function VisibleInfoFieldset() {
  const { control } = usePositionForm();
  const t = useT();
  return (
    <Fieldset legend={t('adminPositions.sections.visible')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('adminPositions.editor.visibleHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {VISIBLE_FLAGS.map((flag) => (
            <Controller
              key={flag}
              control={control}
              name={`p_visible_info.${flag}` as FieldPath<AdminPositionInput>}
              render={({ field }) => (
                <Checkbox
                  label={t(`adminPositions.visible.${flag}`)}
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
  );
}
