import { Paper, Stack, Text, Title } from '@mantine/core';
import { type DraftAddressRow, messages } from '@roadhire/shared';
import { useId } from 'react';
import { fileTexts } from '../texts';
import { dateAnswer } from './answers';
import { FieldList } from './field-list';

const t = messages.onboarding.step1;

/** Step 1's earlier addresses, each a card of its fields and dates: readable on a phone. */
export function AddressHistoryList({ rows }: { rows: readonly DraftAddressRow[] }) {
  const idPrefix = useId();
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t.addressHistory}
      </Title>
      {rows.length === 0 && (
        <Text c="dimmed" size="sm">
          {fileTexts.dated.none}
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
            {t.addressRow(index + 1)}
          </Title>
          <FieldList
            cols={3}
            fields={[
              { label: t.addressRowStreet, value: row.address1 },
              { label: t.city, value: row.city },
              { label: t.province, value: row.province },
              { label: t.country, value: row.country },
              { label: t.postalCode, value: row.postal_code },
              { label: t.addressRowFrom, value: dateAnswer(row.from) },
              { label: t.addressRowTo, value: dateAnswer(row.to) },
            ]}
          />
        </Paper>
      ))}
    </Stack>
  );
}
