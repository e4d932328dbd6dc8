import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n/locale';
import type { OnboardingForm } from '../step-contract';
import { LocationFields } from './location-fields';
import { DateField, TextField } from './step-fields';

/** One earlier address of step 1's history: where, and from and to which day, with its Remove. */
export function AddressRow({
  form,
  index,
  today,
  onRemove,
}: {
  form: OnboardingForm;
  index: number;
  /** The latest day a date may name: the driver's today. */
  today: string;
  onRemove: () => void;
}) {
  const t = useT();
  const name = `address_history.${index}` as const;
  return (
    <Paper withBorder p="sm" component="fieldset" style={{ minInlineSize: 0 }}>
      <Text component="legend" fw={600} px={4}>
        {t('onboarding.step1.addressRow', { n: index + 1 })}
      </Text>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField form={form} name={`${name}.address1`} label={t('onboarding.step1.addressRowStreet')} />
          <LocationFields
            form={form}
            country={`${name}.country`}
            province={`${name}.province`}
            countryLabel={t('onboarding.step1.country')}
            provinceLabel={t('onboarding.step1.province')}
          />
          <TextField form={form} name={`${name}.city`} label={t('onboarding.step1.city')} />
          <TextField form={form} name={`${name}.postal_code`} label={t('onboarding.step1.postalCode')} />
          <DateField form={form} name={`${name}.from`} label={t('onboarding.step1.addressRowFrom')} max={today} />
          <DateField form={form} name={`${name}.to`} label={t('onboarding.step1.addressRowTo')} max={today} />
        </SimpleGrid>
        <Button variant="default" color="red" onClick={onRemove} style={{ alignSelf: 'flex-start' }}>
          {`${t('onboarding.remove')} ${t('onboarding.step1.addressRow', { n: index + 1 })}`}
        </Button>
      </Stack>
    </Paper>
  );
}
