import { Checkbox, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useController, useWatch } from 'react-hook-form';
import { useEquipmentOperated, useHighestEducation, useRegionsTravelled } from '../../../lib/api/dropdowns';
import { useSayMessage, useT } from '../../../lib/i18n/locale';
import { EquipmentCard } from '../components/equipment-card';
import { step7Schema } from '../form-schemas';
import type { StepDefinition, StepProps } from '../step-contract';

function FinalQualifications({ form }: StepProps) {
  const t = useT();
  const tx = useSayMessage();
  const education = useHighestEducation();
  const regions = useRegionsTravelled();
  const equipment = useEquipmentOperated();
  const [regionIds, equipmentIds] = useWatch({
    control: form.control,
    name: ['dq_reg_travelled', 'dq_equip_operated'],
  });
  const errors = form.formState.errors;
  // Bound by value, not by the element: the saved answer shows once its option has loaded.
  const { field: educationField } = useController({ control: form.control, name: 'dq_education' });
  const names = new Map((equipment.data ?? []).map((e) => [String(e.eo_id), e.label]));

  const chooseEquipment = (ids: string[]) => {
    form.setValue('dq_equip_operated', ids, { shouldDirty: true });
    // Each chosen equipment gets its card's answers; the answers of one no longer chosen go.
    const details = form.getValues('dq_equip_operated_detail');
    form.setValue(
      'dq_equip_operated_detail',
      Object.fromEntries(ids.map((id) => [id, details[id] ?? { miles: '', desc: '' }])),
      { shouldDirty: true },
    );
  };

  return (
    <Stack gap="lg">
      <NativeSelect
        required
        label={t('onboarding.step7.education')}
        {...educationField}
        error={tx(errors.dq_education?.message)}
        data={[
          { value: '', label: t('onboarding.select') },
          ...(education.data ?? []).map((e) => ({ value: String(e.he_id), label: e.label })),
        ]}
      />
      <TextInput
        required
        label={t('onboarding.step7.school')}
        {...form.register('dq_school')}
        error={tx(errors.dq_school?.message)}
      />
      <TextInput label={t('onboarding.step7.experience')} {...form.register('dq_experience')} />
      <Textarea minRows={2} label={t('onboarding.step7.experienceDetail')} {...form.register('dq_exp_detail')} />
      <Checkbox.Group
        label={t('onboarding.step7.regions')}
        withAsterisk
        value={regionIds}
        onChange={(ids) => form.setValue('dq_reg_travelled', ids, { shouldDirty: true })}
        error={tx(errors.dq_reg_travelled?.message)}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
          {(regions.data ?? []).map((r) => (
            <Checkbox key={r.rt_id} value={String(r.rt_id)} label={r.label} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Checkbox.Group
        label={t('onboarding.step7.equipment')}
        withAsterisk
        value={equipmentIds}
        onChange={chooseEquipment}
        error={tx(errors.dq_equip_operated?.message)}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
          {(equipment.data ?? []).map((e) => (
            <Checkbox key={e.eo_id} value={String(e.eo_id)} label={e.label} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      {equipmentIds.map((id) => (
        <EquipmentCard key={id} form={form} id={id} name={names.get(id) ?? id} />
      ))}
    </Stack>
  );
}

/** SPEC §2 onboarding step 7. */
export const finalQualificationsStep: StepDefinition = {
  title: 'onboarding.stepTitles.6',
  Component: FinalQualifications,
  schema: step7Schema,
};
