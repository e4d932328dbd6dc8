import { Checkbox, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type DraftWorkHistory,
  HOURS_OF_INSTRUCTION,
  MILITARY_BRANCHES,
  messages,
  WORK_HISTORY_SKILLS,
} from '@roadhire/shared';
import type { FieldPath } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { YesNoQuestion } from '../../../components/yes-no-question';
import { useEquipmentOperated } from '../api/dropdowns';
import type { OnboardingForm, OnboardingValues } from '../step-contract';
import { LocationFields } from './location-fields';

const text = messages.onboarding;
const t = text.step8;
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
  const error = form.formState.errors.wh_form?.[field]?.message;
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
  return <YesNoQuestion question={question} values={YES_NO_VALUES} registration={form.register(path(field))} />;
}

/** SPEC §4: 'Still Active?' disables and nulls the end date and sets wh_status to Yes. */
export function EntryDates({ form }: FieldsProps) {
  const status = useWatch({ control: form.control, name: 'wh_form.wh_status' });
  const active = status === 'Yes';
  const errors = form.formState.errors.wh_form;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        type="date"
        required
        label={t.dateFrom}
        {...form.register('wh_form.wh_datefrom')}
        error={errors?.wh_datefrom?.message}
      />
      <Stack gap="xs">
        <TextInput
          type="date"
          required={!active}
          disabled={active}
          label={t.dateTo}
          {...form.register('wh_form.wh_dateto')}
          error={errors?.wh_dateto?.message}
        />
        <Checkbox
          label={t.stillActive}
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
  const [drove, types] = useWatch({
    control: form.control,
    name: ['wh_form.wh_comm_vehicle', 'wh_form.wh_comm_vehicle_types'],
  });
  const equipment = useEquipmentOperated();
  return (
    <>
      <EntryYesNo form={form} field="wh_comm_vehicle" question={t.commVehicle} />
      {drove === 'Yes' && (
        <Checkbox.Group
          label={t.commVehicleTypes}
          value={types ?? []}
          onChange={(names) => form.setValue('wh_form.wh_comm_vehicle_types', names, { shouldDirty: true })}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {(equipment.data ?? []).map((e) => (
              <Checkbox key={e.eo_id} value={e.eo_name} label={e.eo_name} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      )}
    </>
  );
}

function Place({ form }: FieldsProps) {
  return (
    <>
      <EntryText form={form} field="wh_city" label={t.city} required autoComplete="off" />
      <LocationFields
        form={form}
        country="wh_form.wh_country"
        province="wh_form.wh_province"
        countryLabel={t.country}
        provinceLabel={t.province}
      />
    </>
  );
}

export function WorkingFields({ form }: FieldsProps) {
  return (
    <>
      <EntryText form={form} field="wh_name" label={t.employer} required />
      <EntryText form={form} field="wh_position" label={t.position} required />
      <EntryText form={form} field="wh_address1" label={t.address1} />
      <EntryText form={form} field="wh_address2" label={t.address2} />
      <Place form={form} />
      <EntryText form={form} field="wh_postcode" label={t.postcode} />
      <EntryText form={form} field="wh_confname" label={t.contactFirstName} />
      <EntryText form={form} field="wh_conlname" label={t.contactLastName} />
      <EntryText form={form} field="wh_contact_position" label={t.contactPosition} />
      <EntryText form={form} field="wh_phone" label={t.phone} type="tel" />
      <EntryText form={form} field="wh_email" label={t.email} type="email" />
      <EntryDates form={form} />
      <CommercialVehicle form={form} />
      <EntryYesNo form={form} field="wh_terminated" question={t.terminated} />
      <ReasonForLeaving form={form} />
      <EntryYesNo form={form} field="wh_safety_sensitive" question={t.safetySensitive} />
      <EntryYesNo form={form} field="wh_transport_regulation" question={t.transportRegulation} />
      <Skills form={form} />
    </>
  );
}

/** A job that ended needs its reason for leaving (49 CFR 391.21(b)(11)); a job still held has none. */
function ReasonForLeaving({ form }: FieldsProps) {
  const stillHeld = useWatch({ control: form.control, name: 'wh_form.wh_status' }) === 'Yes';
  if (stillHeld) return null;
  return (
    <Textarea
      minRows={2}
      required
      label={t.reason}
      {...form.register('wh_form.wh_reason')}
      error={form.formState.errors.wh_form?.wh_reason?.message}
    />
  );
}

/**
 * SPEC §3 wh_skills: four booleans, shown as one group of checkboxes. The group owns its boxes'
 * checked state, so it is bound to the form as the list of skills ticked.
 */
function Skills({ form }: FieldsProps) {
  const skills = useWatch({ control: form.control, name: 'wh_form.wh_skills' });
  const ticked = WORK_HISTORY_SKILLS.filter((skill) => skills?.[skill]);
  return (
    <Checkbox.Group
      label={t.skills}
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
          <Checkbox key={skill} value={skill} label={t.skillNames[skill]} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

export function UnemployedFields({ form }: FieldsProps) {
  return (
    <>
      <EntryDates form={form} />
      <Textarea minRows={2} label={t.unemployedReason} {...form.register('wh_form.wh_reason')} />
    </>
  );
}

export function SchoolFields({ form }: FieldsProps) {
  return (
    <>
      <EntryText form={form} field="wh_name" label={t.school} required />
      <Place form={form} />
      <EntryDates form={form} />
      <EntryYesNo form={form} field="wh_graduated" question={t.graduated} />
      <EntryText form={form} field="wh_gpa" label={t.gpa} />
    </>
  );
}

export function DrivingSchoolFields({ form }: FieldsProps) {
  return (
    <>
      <EntryText form={form} field="wh_name" label={t.drivingSchool} required />
      <Place form={form} />
      <EntryDates form={form} />
      <EntryYesNo form={form} field="wh_graduated" question={t.graduated} />
      <NativeSelect
        required
        label={t.hours}
        {...form.register('wh_form.wh_hours_of_instruction')}
        error={form.formState.errors.wh_form?.wh_hours_of_instruction?.message}
        data={[{ value: '', label: text.select }, ...HOURS_OF_INSTRUCTION.map((hours) => String(hours))]}
      />
    </>
  );
}

export function MilitaryFields({ form }: FieldsProps) {
  return (
    <>
      <NativeSelect
        required
        label={t.branch}
        {...form.register('wh_form.wh_branch_service')}
        error={form.formState.errors.wh_form?.wh_branch_service?.message}
        data={[{ value: '', label: text.select }, ...MILITARY_BRANCHES]}
      />
      <EntryText form={form} field="wh_military_rank" label={t.rank} required />
      <EntryDates form={form} />
      <CommercialVehicle form={form} />
    </>
  );
}
