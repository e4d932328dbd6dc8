import { Checkbox, NativeSelect, Textarea, TextInput } from '@mantine/core';
import type { EmployerResponseInput } from '@roadhire/shared';
import { useT } from '../lib/i18n/locale';

/** The employment part of a previous employer's answer, as typed. */
export interface EmploymentDraft {
  dates_confirmed: boolean;
  employed_from: string;
  employed_to: string;
  still_employed: boolean;
  position: string;
  drove_cmv: boolean;
  /** One vehicle type a line. */
  vehicle_types: string;
  reason_for_leaving: string;
  eligible_for_rehire: string;
}

/** Starts from what the driver claimed: the period and the position. */
export const employmentDraft = (claimed: {
  period_from: string;
  period_to: string | null;
  position: string | null;
}): EmploymentDraft => ({
  dates_confirmed: true,
  employed_from: claimed.period_from,
  employed_to: claimed.period_to ?? '',
  still_employed: claimed.period_to === null,
  position: claimed.position ?? '',
  drove_cmv: true,
  vehicle_types: '',
  reason_for_leaving: '',
  eligible_for_rehire: 'unknown',
});

/** The draft as the API takes it (EmployerEmploymentSchema). */
export const employmentAnswer = (draft: EmploymentDraft): EmployerResponseInput['employment'] => ({
  dates_confirmed: draft.dates_confirmed,
  employed_from: draft.employed_from,
  employed_to: draft.still_employed ? null : draft.employed_to,
  position: draft.position,
  drove_cmv: draft.drove_cmv,
  vehicle_types: draft.vehicle_types
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
  reason_for_leaving: draft.still_employed ? '' : draft.reason_for_leaving,
  eligible_for_rehire: draft.eligible_for_rehire as 'yes' | 'no' | 'unknown',
});

/**
 * The employment verification of FMCSA's Safety Performance History request: what the previous
 * employer answers on its page, and what a recruiter takes down from a phone call.
 */
export function EmploymentFields({
  value,
  onChange,
  errorOf,
  fieldId,
}: {
  value: EmploymentDraft;
  onChange: (value: EmploymentDraft) => void;
  errorOf: (field: string) => string | undefined;
  /** The id of a field's control, for an error summary's links. */
  fieldId?: (field: string) => string;
}) {
  const t = useT();
  const change = (patch: Partial<EmploymentDraft>) => onChange({ ...value, ...patch });
  return (
    <>
      <Checkbox
        label={t('verifications.employer.datesConfirmed')}
        checked={value.dates_confirmed}
        onChange={(event) => change({ dates_confirmed: event.currentTarget.checked })}
        id={fieldId?.('employment.dates_confirmed')}
        error={errorOf('employment.dates_confirmed')}
      />
      <TextInput
        type="date"
        label={t('verifications.employer.employedFrom')}
        value={value.employed_from}
        onChange={(event) => change({ employed_from: event.currentTarget.value })}
        id={fieldId?.('employment.employed_from')}
        error={errorOf('employment.employed_from')}
      />
      <Checkbox
        label={t('verifications.employer.stillEmployed')}
        checked={value.still_employed}
        onChange={(event) => change({ still_employed: event.currentTarget.checked })}
      />
      {!value.still_employed && (
        <TextInput
          type="date"
          label={t('verifications.employer.employedTo')}
          value={value.employed_to}
          onChange={(event) => change({ employed_to: event.currentTarget.value })}
          id={fieldId?.('employment.employed_to')}
          error={errorOf('employment.employed_to')}
        />
      )}
      <TextInput
        label={t('verifications.employer.position')}
        value={value.position}
        onChange={(event) => change({ position: event.currentTarget.value })}
        id={fieldId?.('employment.position')}
        error={errorOf('employment.position')}
      />
      <Checkbox
        label={t('verifications.employer.droveCmv')}
        checked={value.drove_cmv}
        onChange={(event) => change({ drove_cmv: event.currentTarget.checked })}
        id={fieldId?.('employment.drove_cmv')}
        error={errorOf('employment.drove_cmv')}
      />
      <Textarea
        label={t('verifications.employer.vehicleTypes')}
        autosize
        minRows={2}
        value={value.vehicle_types}
        onChange={(event) => change({ vehicle_types: event.currentTarget.value })}
        id={fieldId?.('employment.vehicle_types')}
        error={errorOf('employment.vehicle_types')}
      />
      {!value.still_employed && (
        <Textarea
          label={t('verifications.employer.reasonForLeaving')}
          autosize
          minRows={2}
          value={value.reason_for_leaving}
          onChange={(event) => change({ reason_for_leaving: event.currentTarget.value })}
          id={fieldId?.('employment.reason_for_leaving')}
          error={errorOf('employment.reason_for_leaving')}
        />
      )}
      <NativeSelect
        label={t('verifications.employer.eligibleForRehire')}
        data={[
          { value: 'yes', label: t('verifications.employer.rehire.yes') },
          { value: 'no', label: t('verifications.employer.rehire.no') },
          { value: 'unknown', label: t('verifications.employer.rehire.unknown') },
        ]}
        value={value.eligible_for_rehire}
        onChange={(event) => change({ eligible_for_rehire: event.currentTarget.value })}
        id={fieldId?.('employment.eligible_for_rehire')}
        error={errorOf('employment.eligible_for_rehire')}
      />
    </>
  );
}
