import { Stack, Text } from '@mantine/core';
import {
  type AnswerRow,
  answerRows,
  CANADA_DOC_TYPES,
  type CanadaDocType,
  type ComplianceTextsResponse,
  type DatedRow,
  type DraftAddressRow,
  type GapExplanation,
  type MessageId,
  questionsOf,
  type WorkHistoryRecord,
} from '@roadhire/shared';
import type { ReactNode } from 'react';
import { type Field, FieldList } from '../../../components/field-list';
import { useEquipmentOperated, useHighestEducation, useRegionsTravelled } from '../../../lib/api/dropdowns';
import { useReferenceNames } from '../../../lib/api/reference-names';
import { type Translate, useLocale, useT } from '../../../lib/i18n/locale';
import { LicenceTable } from '../components/licence-table';
import type { OnboardingValues } from '../step-contract';
import { describeEntry } from '../work-history-entry';
import { Section } from './summary-section';

export interface Signer {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string | null;
}

/** Names of the reference lists the answers hold as ids. */
interface Names {
  education: Map<string, string>;
  regions: Map<string, string>;
  equipment: Map<string, string>;
  /** A stored province or country (an English name) as the forms offered it in the page's language. */
  place: Pick<ReturnType<typeof useReferenceNames>, 'province' | 'country'>;
}

const isDocType = (value: string): value is CanadaDocType => (CANADA_DOC_TYPES as readonly string[]).includes(value);

function named(ids: unknown, names: Map<string, string>): string {
  return Array.isArray(ids) ? ids.map((id) => names.get(String(id)) ?? String(id)).join(', ') : '';
}

/** An answer as the driver reads it back, in the page's language: names rather than ids, one line per row. */
function shown(row: AnswerRow, names: Names, t: Translate, colon: string): ReactNode {
  const value = row.value;
  switch (row.kind) {
    case 'yesNo':
      return value === 'Yes' ? t('onboarding.yes') : value === 'No' ? t('onboarding.no') : null;
    case 'docType':
      return typeof value === 'string' && isDocType(value) ? t(`onboarding.step2.docTypes.${value}`) : null;
    case 'id':
      return value ? (names.education.get(String(value)) ?? String(value)) : null;
    case 'ids':
      return named(value, row.field === 'dq_reg_travelled' ? names.regions : names.equipment);
    case 'rows':
      return (value as DatedRow[] | undefined)?.map((entry) => `${entry.type} — ${entry.date}`).join('\n') ?? null;
    case 'gapExplanations':
      return (value as GapExplanation[] | undefined)
        ?.map((row) => `${t('onboarding.step9.period', { from: row.from, to: row.to })}${colon}${row.explanation}`)
        .join('\n');
    case 'addressRows':
      return (value as DraftAddressRow[] | undefined)
        ?.map(
          (row) =>
            `${row.address1}, ${row.city}, ${names.place.province(row.province)}, ${names.place.country(row.country)} ${row.postal_code} — ${t('onboarding.step9.period', { from: row.from, to: row.to })}`,
        )
        .join('\n');
    case 'equipment':
      return Object.entries((value as Record<string, { miles: string; desc: string }>) ?? {})
        .map(([id, detail]) => `${names.equipment.get(id) ?? id}${colon}${detail.miles} — ${detail.desc}`)
        .join('\n');
    default:
      if (typeof value === 'string' && (row.field === 'province' || row.field === 'country')) {
        return names.place[row.field](value) ?? null;
      }
      if (Array.isArray(value))
        return value
          .map((entry) => (typeof entry === 'object' && entry ? Object.values(entry).join(', ') : String(entry)))
          .join('\n');
      return typeof value === 'string' ? value : value === null || value === undefined ? null : String(value);
  }
}

export interface ApplicationSummaryProps {
  values: OnboardingValues;
  earlier: WorkHistoryRecord[];
  signer: Signer;
  carrier: ComplianceTextsResponse['carrier'];
  positionTitle: string | undefined;
  today: string;
}

/**
 * The whole application as it will be signed (decision 016): the employer, the driver, every
 * step's answers in the order asked, the licences and the work history.
 */
export function ApplicationSummary({
  values,
  earlier,
  signer,
  carrier,
  positionTitle,
  today,
}: ApplicationSummaryProps) {
  const t = useT();
  // French sets a non-breaking space before a colon.
  const colon = useLocale().locale === 'fr' ? '\u00a0: ' : ': ';
  const education = useHighestEducation();
  const regions = useRegionsTravelled();
  const equipment = useEquipmentOperated();
  const place = useReferenceNames();
  const names: Names = {
    place,
    education: new Map((education.data ?? []).map((item) => [String(item.he_id), item.label])),
    regions: new Map((regions.data ?? []).map((item) => [String(item.rt_id), item.label])),
    equipment: new Map((equipment.data ?? []).map((item) => [String(item.eo_id), item.label])),
  };
  const answers = values as unknown as Record<string, unknown>;
  const fields = (step: 1 | 2 | 4 | 6 | 7 | 9): Field[] =>
    answerRows(questionsOf(step), answers).map((row) => ({
      id: row.field,
      label: t(`onboarding.${row.entry.label}`),
      value: shown(row, names, t, colon),
    }));
  const list = (items: Field[]) => <FieldList fields={items} emptyText={t('signing.notAnswered')} />;

  return (
    <Stack gap="lg">
      <Section title={t('signing.applyingTo')}>
        {list([
          { label: t('signing.applyingTo'), value: `${carrier.legal_name}\n${carrier.address}` },
          { label: t('signing.position'), value: positionTitle },
          { label: t('signing.dateOfApplication'), value: today },
        ])}
      </Section>
      <Section title={t('signing.yourDetails')}>
        {list([
          { label: t('signing.name'), value: `${signer.first_name} ${signer.last_name}` },
          { label: t('signing.email'), value: signer.email },
          { label: t('signing.mobile'), value: signer.mobile },
        ])}
      </Section>
      {([1, 2, 4, 6, 7] as const).map((step) => (
        <Section key={step} title={t(`onboarding.stepTitles.${step - 1}` as MessageId)}>
          {list(fields(step))}
        </Section>
      ))}
      <Section title={t('signing.licences')}>
        <LicenceTable
          licences={[
            { key: 'primary', status: t('onboarding.step5.primary'), licence: values },
            ...(values.other_licenses_held === 'Yes' ? values.additional_licenses : []).map((licence) => ({
              key: licence.entry_key,
              status: t('onboarding.step5.other'),
              licence,
            })),
          ]}
        />
      </Section>
      <Section title={t('signing.workHistory')}>
        {values.wh_gap_explanations.length > 0 && list(fields(9))}
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {[...earlier, ...values.work_history].map((entry) => {
            const { heading, dates } = describeEntry(entry, t);
            return (
              <Text component="li" key={'wh_id' in entry ? `earlier-${entry.wh_id}` : entry.entry_key} size="sm">
                <Text span fw={600}>
                  {heading}
                </Text>{' '}
                {dates}
              </Text>
            );
          })}
        </Stack>
      </Section>
    </Stack>
  );
}
