import { Checkbox, Text } from '@mantine/core';
import type { EmployerResponseInput } from '@roadhire/shared';
import { useT } from '../lib/i18n/locale';

type DrugAlcohol = NonNullable<EmployerResponseInput['drug_alcohol']>;

export const noDrugAlcoholFindings: DrugAlcohol = {
  alcohol_04_or_more: false,
  verified_positive_drug: false,
  refusals: false,
  other_violations: false,
  return_to_duty_documents: false,
};

/**
 * The drug and alcohol questions of 49 CFR 40.25(b), asked only where the Clearinghouse does not
 * answer them: on the previous employer's page, and in a recruiter's note of a phone call.
 */
export function DrugAlcoholFields({
  value,
  onChange,
  errorOf,
}: {
  value: DrugAlcohol;
  onChange: (value: DrugAlcohol) => void;
  errorOf: (field: string) => string | undefined;
}) {
  const t = useT();
  return (
    <>
      {(
        [
          ['alcohol_04_or_more', t('verifications.employer.alcohol')],
          ['verified_positive_drug', t('verifications.employer.drugs')],
          ['refusals', t('verifications.employer.refusals')],
          ['other_violations', t('verifications.employer.otherViolations')],
          ['return_to_duty_documents', t('verifications.employer.returnToDuty')],
        ] as const
      ).map(([key, label]) => (
        <Checkbox
          key={key}
          label={label}
          checked={value[key]}
          onChange={(event) => onChange({ ...value, [key]: event.currentTarget.checked })}
          error={errorOf(`drug_alcohol.${key}`)}
        />
      ))}
      {errorOf('drug_alcohol') && (
        <Text c="red" size="sm">
          {errorOf('drug_alcohol')}
        </Text>
      )}
    </>
  );
}
