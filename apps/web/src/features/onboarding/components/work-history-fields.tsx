import { Checkbox, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type DraftWorkHistory, HOURS_OF_INSTRUCTION, MILITARY_BRANCHES, WORK_HISTORY_SKILLS } from '@roadhire/shared';
import type { FieldPath } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { YesNoQuestion } from '../../../components/yes-no-question';
import { useEquipmentOperated } from '../../../lib/api/dropdowns';
import { useSayMessage, useT } from '../../../lib/i18n/locale';
import type { OnboardingForm, OnboardingValues } from '../step-contract';
import { militaryBranchName } from '../work-history-entry';
import { LocationFields } from './location-fields';
import { useYesNoLabels } from './step-fields';

const YES_NO_VALUES = { yes: 'Yes', no: 'No' };

type EntryField = Exclude<keyof DraftWorkHistory, 'entry_key' | 'wh_skills' | 'wh_comm_vehicle_types'>;
const path = (field: EntryField) => `wh_form.${field}` as FieldPath<OnboardingValues>;

interface FieldsProps {
  form: OnboardingForm;
}

/** A text field of the entry, with its error under it. */
function EntryText({
  form,
  field,
  label,
  required = false,
  type,
  autoComplete,
}: FieldsProps & { field: EntryField; label: string; required?: boolean; type?: string; autoComplete?: string }) {
  const tx = useSayMessage();
  const error = tx(form.formState.errors.wh_form?.[field]?.message);
  return (
    <TextInput
      label={label}
      required={required}
      type={type}
      autoComplete={autoComplete}
      {...form.register(path(field))}
      error={error}
    />
  );
}

function EntryYesNo({ form, field, question }: FieldsProps & { field: EntryField; question: string }) {
  const labels = useYesNoLabels();
  return (
    <YesNoQuestion
      question={question}
      values={YES_NO_VALUES}
      labels={labels}
      registration={form.register(path(field))}
    />
  );
}

/** SPEC §4: 'Still Active?' disables and nulls the end date and sets wh_status to Yes. */
export function EntryDates({ form }: FieldsProps) {
  const t = useT();
  const status = useWatch({ control: form.control, name: 'wh_form.wh_status' });
  const active = status === 'Yes';
  const tx = useSayMessage();
  const errors = form.formState.errors.wh_form;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        type="date"
        required
        label={t('onboarding.step8.dateFrom')}
        {...form.register('wh_form.wh_datefrom')}
        error={tx(errors?.wh_datefrom?.message)}
      />
      <Stack gap="xs">
        <TextInput
          type="date"
          required={!active}
          disabled={active}
          label={t('onboarding.step8.dateTo')}
          {...form.register('wh_form.wh_dateto')}
          error={tx(errors?.wh_dateto?.message)}
        />
        <Checkbox
          label={t('onboarding.step8.stillActive')}
          checked={active}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            form.setValue('wh_form.wh_status', checked ? 'Yes' : 'No', { shouldDirty: true });
            if (checked) form.setValue('wh_form.wh_dateto', '', { shouldDirty: true });
          }}
        />
      </Stack>
    </SimpleGrid>
  );
}

function CommercialVehicle({ form }: FieldsProps) {
  const t = useT();
  const [drove, types] = useWatch({
    control: form.control,
    name: ['wh_form.wh_comm_vehicle', 'wh_form.wh_comm_vehicle_types'],
  });
  const equipment = useEquipmentOperated();
  return (
    <>
      <EntryYesNo form={form} field="wh_comm_vehicle" question={t('onboarding.step8.commVehicle')} />
      {drove === 'Yes' && (
        <Checkbox.Group
          label={t('onboarding.step8.commVehicleTypes')}
          value={types ?? []}
          onChange={(names) => form.setValue('wh_form.wh_comm_vehicle_types', names, { shouldDirty: true })}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {(equipment.data ?? []).map((e) => (
              <Checkbox key={e.eo_id} value={e.eo_name} label={e.label} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      )}
    </>
  );
}

function Place({ form }: FieldsProps) {
  const t = useT();
  return (
    <>
      <EntryText form={form} field="wh_city" label={t('onboarding.step8.city')} required autoComplete="off" />
      <LocationFields
        form={form}
        country="wh_form.wh_country"
        province="wh_form.wh_province"
        countryLabel={t('onboarding.step8.country')}
        provinceLabel={t('onboarding.step8.province')}
      />
    </>
  );
}

export function WorkingFields({ form }: FieldsProps) {
  const t = useT();
  return (
    <>
      <EntryText form={form} field="wh_name" label={t('onboarding.step8.employer')} required />
      <EntryText form={form} field="wh_position" label={t('onboarding.step8.position')} required />
      <EntryText form={form} field="wh_address1" label={t('onboarding.step8.address1')} />
      <EntryText form={form} field="wh_address2" label={t('onboarding.step8.address2')} />
      <Place form={form} />
      <EntryText form={form} field="wh_postcode" label={t('onboarding.step8.postcode')} />
      <EntryText form={form} field="wh_confname" label={t('onboarding.step8.contactFirstName')} />
      <EntryText form={form} field="wh_conlname" label={t('onboarding.step8.contactLastName')} />
      <EntryText form={form} field="wh_contact_position" label={t('onboarding.step8.contactPosition')} />
      <EntryText form={form} field="wh_phone" label={t('onboarding.step8.phone')} type="tel" />
      <EntryText form={form} field="wh_email" label={t('onboarding.step8.email')} type="email" />
      <EntryDates form={form} />
      <CommercialVehicle form={form} />
      <EntryYesNo form={form} field="wh_terminated" question={t('onboarding.step8.terminated')} />
      <ReasonForLeaving form={form} />
      <EntryYesNo form={form} field="wh_safety_sensitive" question={t('onboarding.step8.safetySensitive')} />
      <EntryYesNo form={form} field="wh_transport_regulation" question={t('onboarding.step8.transportRegulation')} />
      <Skills form={form} />
    </>
  );
}

/** A job that ended needs its reason for leaving (49 CFR 391.21(b)(11)); a job still held has none. */
function ReasonForLeaving({ form }: FieldsProps) {
  const t = useT();
  const tx = useSayMessage();
  const stillHeld = useWatch({ control: form.control, name: 'wh_form.wh_status' }) === 'Yes';
  if (stillHeld) return null;
  return (
    <Textarea
      minRows={2}
      required
      label={t('onboarding.step8.reason')}
      {...form.register('wh_form.wh_reason')}
      error={tx(form.formState.errors.wh_form?.wh_reason?.message)}
    />
  );
}

/**
 * SPEC §3 wh_skills: four booleans, shown as one group of checkboxes. The group owns its boxes'
 * checked state, so it is bound to the form as the list of skills ticked.
 */
function Skills({ form }: FieldsProps) {
  const t = useT();
  const skills = useWatch({ control: form.control, name: 'wh_form.wh_skills' });
  const ticked = WORK_HISTORY_SKILLS.filter((skill) => skills?.[skill]);
  return (
    <Checkbox.Group
      label={t('onboarding.step8.skills')}
      value={ticked}
      onChange={(names) =>
        form.setValue(
          'wh_form.wh_skills',
          Object.fromEntries(
            WORK_HISTORY_SKILLS.map((skill) => [skill, names.includes(skill)]),
          ) as DraftWorkHistory['wh_skills'],
          { shouldDirty: true },
        )
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
        {WORK_HISTORY_SKILLS.map((skill) => (
          <Checkbox key={skill} value={skill} label={t(`onboarding.step8.skillNames.${skill}`)} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

export function UnemployedFields({ form }: FieldsProps) {
  const t = useT();
  return (
    <>
      <EntryDates form={form} />
      <Textarea minRows={2} label={t('onboarding.step8.unemployedReason')} {...form.register('wh_form.wh_reason')} />
    </>
  );
}

export function SchoolFields({ form }: FieldsProps) {
  const t = useT();
  return (
    <>
      <EntryText form={form} field="wh_name" label={t('onboarding.step8.school')} required />
      <Place form={form} />
      <EntryDates form={form} />
      <EntryYesNo form={form} field="wh_graduated" question={t('onboarding.step8.graduated')} />
      <EntryText form={form} field="wh_gpa" label={t('onboarding.step8.gpa')} />
    </>
  );
}

export function DrivingSchoolFields({ form }: FieldsProps) {
  const t = useT();
  const tx = useSayMessage();
  return (
    <>
      <EntryText form={form} field="wh_name" label={t('onboarding.step8.drivingSchool')} required />
      <Place form={form} />
      <EntryDates form={form} />
      <EntryYesNo form={form} field="wh_graduated" question={t('onboarding.step8.graduated')} />
      <NativeSelect
        required
        label={t('onboarding.step8.hours')}
        {...form.register('wh_form.wh_hours_of_instruction')}
        error={tx(form.formState.errors.wh_form?.wh_hours_of_instruction?.message)}
        data={[{ value: '', label: t('onboarding.select') }, ...HOURS_OF_INSTRUCTION.map((hours) => String(hours))]}
      />
    </>
  );
}

export function MilitaryFields({ form }: FieldsProps) {
  const t = useT();
  const tx = useSayMessage();
  return (
    <>
      <NativeSelect
        required
        label={t('onboarding.step8.branch')}
        {...form.register('wh_form.wh_branch_service')}
        error={tx(form.formState.errors.wh_form?.wh_branch_service?.message)}
        data={[
          { value: '', label: t('onboarding.select') },
          ...MILITARY_BRANCHES.map((branch) => ({ value: branch, label: militaryBranchName(t, branch) })),
        ]}
      />
      <EntryText form={form} field="wh_military_rank" label={t('onboarding.step8.rank')} required />
      <EntryDates form={form} />
      <CommercialVehicle form={form} />
    </>
  );
}
