import { Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useSayMessage, useT } from '../../../lib/i18n/locale';
import type { OnboardingForm } from '../step-contract';

/** Step 7: the miles driven and a description for one piece of equipment the driver chose. */
export function EquipmentCard({ form, id, name }: { form: OnboardingForm; id: string; name: string }) {
  const t = useT();
  const tx = useSayMessage();
  const title = t('onboarding.step7.equipmentCard', { name });
  const detailErrors = form.formState.errors.dq_equip_operated_detail?.[id];
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">
        <TextInput
          required
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          label={t('onboarding.step7.miles')}
          {...form.register(`dq_equip_operated_detail.${id}.miles`)}
          error={tx(detailErrors?.miles?.message)}
        />
        <Textarea
          required
          minRows={2}
          label={t('onboarding.step7.description')}
          {...form.register(`dq_equip_operated_detail.${id}.desc`)}
          error={tx(detailErrors?.desc?.message)}
        />
      </Stack>
    </Paper>
  );
}
