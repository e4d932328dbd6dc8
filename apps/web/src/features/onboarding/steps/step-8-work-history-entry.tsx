import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import {
  type DraftWorkHistory,
  idsUnder,
  WORK_HISTORY_TYPES,
  WorkHistoryEntrySchema,
  type WorkHistoryType,
} from '@roadhire/shared';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useSayMessage, useT } from '../../../lib/i18n/locale';
import { useEarlierWorkHistory } from '../api/get-work-history';
import { ConfirmDialog } from '../components/confirm-dialog';
import {
  DrivingSchoolFields,
  MilitaryFields,
  SchoolFields,
  UnemployedFields,
  WorkingFields,
} from '../components/work-history-fields';
import { emptyWorkHistory } from '../empty-draft';
import { useNextGuard } from '../next-guard';
import type { OnboardingForm, StepDefinition, StepProps } from '../step-contract';
import { toEntryInput, workHistoryTypeName } from '../work-history-entry';

// The message the form holds is a catalogue id (the shared schemas'); the field says it in the page's language.
const v = idsUnder('onboarding.validation');

/** A form with no history type chosen yet: nothing on it has been answered. */
const isBlank = (entry: DraftWorkHistory | null) => !entry || entry.wh_type === '';

/**
 * A form with at most its type chosen: every other answer is still what a new entry starts with
 * (SPEC §4: today's dates, not still active). It holds nothing the driver typed, so it never
 * blocks Next and is not kept. An entry being edited was saved once, so it always counts.
 */
function isUntouched(entry: DraftWorkHistory | null, editingKey: string | null = null): boolean {
  if (!entry) return true;
  if (editingKey !== null && entry.wh_type !== '') return false;
  const fresh = emptyWorkHistory(entry.entry_key);
  return Object.entries(fresh).every(
    ([field, value]) =>
      field === 'wh_type' || JSON.stringify(entry[field as keyof DraftWorkHistory]) === JSON.stringify(value),
  );
}

/**
 * SPEC §5 step 8: the entry on the form, checked with the shared schema (issues land on
 * `wh_form.<field>`). A blank form is the driver moving on to the review without adding one
 * (SPEC §4: step 9 jumps to 8 to add); the step's guard holds them only when they have no entry.
 */
const EntrySchema = z.preprocess(
  (entry) => (entry && typeof entry === 'object' ? toEntryInput(entry as never) : entry),
  WorkHistoryEntrySchema,
);
const Step8Schema = z
  .object({ wh_form: z.custom<DraftWorkHistory | null>(), wh_editing_key: z.string().nullable() })
  .superRefine((values, ctx) => {
    if (isUntouched(values.wh_form, values.wh_editing_key)) return;
    for (const problem of EntrySchema.safeParse(values.wh_form).error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: ['wh_form', ...problem.path.map(String)], message: problem.message });
  });

/** The messages of an entry that has to be filled in, on its fields. */
function showEntryProblems(form: OnboardingForm) {
  const problems = EntrySchema.safeParse(form.getValues('wh_form')).error?.issues ?? [];
  problems.forEach((problem, index) => {
    form.setError(
      ['wh_form', ...problem.path.map(String)].join('.') as 'wh_form.wh_type',
      { type: 'validate', message: problem.message },
      { shouldFocus: index === 0 },
    );
  });
}

const FIELDS_BY_TYPE: Record<WorkHistoryType, (props: { form: OnboardingForm }) => React.ReactNode> = {
  Working: WorkingFields,
  Unemployed: UnemployedFields,
  School: SchoolFields,
  'Driving School': DrivingSchoolFields,
  Military: MilitaryFields,
};

function WorkHistoryEntryStep({ form, userId, applicationId, goTo }: StepProps) {
  const t = useT();
  const tx = useSayMessage();
  const entry = useWatch({ control: form.control, name: 'wh_form' });
  const editing = useWatch({ control: form.control, name: 'wh_editing_key' });
  const { earlier } = useEarlierWorkHistory(userId, applicationId);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);

  // Step 9 needs at least one entry: a new one, or one of an earlier application.
  useNextGuard(() => {
    const { wh_form: current, work_history: added } = form.getValues();
    if (!isUntouched(current) || added.length > 0 || earlier.length > 0) return true;
    if (isBlank(current))
      form.setError('wh_form.wh_type', { type: 'validate', message: v.workHistoryType }, { shouldFocus: true });
    else showEntryProblems(form);
    return false;
  });

  // The entry goes (or, being edited, stays as it was saved); the review follows when there is one.
  const discard = () => {
    setConfirmingDiscard(false);
    form.setValue('wh_form', emptyWorkHistory(), { shouldDirty: true });
    form.setValue('wh_editing_key', null, { shouldDirty: true });
    form.clearErrors('wh_form');
    if (form.getValues('work_history').length + earlier.length > 0) goTo(9);
  };

  // A new entry starts blank with today's dates (SPEC §4); one being edited is already here.
  useEffect(() => {
    if (form.getValues('wh_form') === null) form.setValue('wh_form', emptyWorkHistory());
  }, [form]);

  if (!entry) return null;
  const type = entry.wh_type as WorkHistoryType | '';
  const Fields = type ? FIELDS_BY_TYPE[type] : null;

  return (
    <Stack gap="md">
      <NativeSelect
        required
        label={t('onboarding.step8.type')}
        value={type}
        error={tx(form.formState.errors.wh_form?.wh_type?.message)}
        onChange={(event) => {
          // SPEC §4: choosing a type shows that type's fields; the answers of another type go.
          const current = form.getValues('wh_form') ?? emptyWorkHistory();
          form.setValue(
            'wh_form',
            {
              ...emptyWorkHistory(current.entry_key),
              wh_type: event.currentTarget.value,
              wh_datefrom: current.wh_datefrom,
              wh_dateto: current.wh_dateto,
              wh_status: current.wh_status,
            },
            { shouldDirty: true },
          );
          form.clearErrors('wh_form');
        }}
        data={[
          { value: '', label: t('onboarding.select') },
          ...WORK_HISTORY_TYPES.map((value) => ({ value, label: workHistoryTypeName(t, value) })),
        ]}
      />
      {Fields && <Fields form={form} />}
      {(!isBlank(entry) || editing) && (
        <Group justify="flex-start">
          <Button
            type="button"
            variant="subtle"
            color="red"
            px={0}
            onClick={() => (isUntouched(entry) && !editing ? discard() : setConfirmingDiscard(true))}
          >
            {editing ? t('onboarding.step8.discardChanges') : t('onboarding.step8.discardEntry')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirmingDiscard}
        question={editing ? t('onboarding.step8.discardChangesConfirm') : t('onboarding.step8.discardEntryConfirm')}
        confirmLabel={t('onboarding.step8.discard')}
        dismissLabel={t('onboarding.step8.keepEditing')}
        onConfirm={discard}
        onClose={() => setConfirmingDiscard(false)}
      />
    </Stack>
  );
}

/** SPEC §4: saving an entry appends it, or replaces the one being edited, then clears the edit state. */
function keepEntry(form: OnboardingForm) {
  const entry = form.getValues('wh_form');
  if (isUntouched(entry, form.getValues('wh_editing_key'))) {
    form.setValue('wh_form', null, { shouldDirty: true });
    form.setValue('wh_editing_key', null, { shouldDirty: true });
    return;
  }
  if (!entry) return;
  const saved = entry.wh_status === 'Yes' ? { ...entry, wh_dateto: '' } : entry;
  const editing = form.getValues('wh_editing_key');
  const list = form.getValues('work_history');
  const replaces = editing !== null && list.some((item) => item.entry_key === editing);
  form.setValue(
    'work_history',
    replaces
      ? list.map((item) => (item.entry_key === editing ? { ...saved, entry_key: editing } : item))
      : [...list, saved],
    { shouldDirty: true },
  );
  form.setValue('wh_form', null, { shouldDirty: true });
  form.setValue('wh_editing_key', null, { shouldDirty: true });
}

/** SPEC §2 onboarding step 8. */
export const workHistoryEntryStep: StepDefinition = {
  title: 'onboarding.stepTitles.7',
  Component: WorkHistoryEntryStep,
  schema: Step8Schema as unknown as StepDefinition['schema'],
  onNext: keepEntry,
  entryForm: true,
};
