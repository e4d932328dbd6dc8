import { Paper, Stack, Text, Title } from '@mantine/core';
import type { DraftAddressRow } from '@roadhire/shared';
import { useId } from 'react';
import { useT } from '../../../../lib/i18n/locale';
import { useAnswerFormat } from './answers';
import { FieldList } from './field-list';

/** Step 1's earlier addresses, each a card of its fields and dates: readable on a phone. */
export function AddressHistoryList({ rows }: { rows: readonly DraftAddressRow[] }) {
  const t = useT();
  const { date: dateAnswer, names } = useAnswerFormat();
  const idPrefix = useId();
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('onboarding.step1.addressHistory')}
      </Title>
      {rows.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('adminApplications.file.dated.none')}
        </Text>
      )}
      {rows.map((row, index) => (
        <Paper
          key={`${row.from}-${row.to}-${row.address1}`}
          withBorder
          p="sm"
          component="article"
          aria-labelledby={`${idPrefix}-${index}`}
        >
          <Title order={4} size="h6" mb="xs" id={`${idPrefix}-${index}`}>
            {t('onboarding.step1.addressRow', { n: index + 1 })}
          </Title>
          <FieldList
            cols={3}
            fields={[
              { label: t('onboarding.step1.addressRowStreet'), value: row.address1 },
              { label: t('onboarding.step1.city'), value: row.city },
              { label: t('onboarding.step1.province'), value: names.province(row.province) },
              { label: t('onboarding.step1.country'), value: names.country(row.country) },
              { label: t('onboarding.step1.postalCode'), value: row.postal_code },
              { label: t('onboarding.step1.addressRowFrom'), value: dateAnswer(row.from) },
              { label: t('onboarding.step1.addressRowTo'), value: dateAnswer(row.to) },
            ]}
          />
        </Paper>
      ))}
    </Stack>
  );
}
