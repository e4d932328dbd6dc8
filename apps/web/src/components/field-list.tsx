import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Field {
  label: string;
  /** Needed only when two labels in one list read the same ("Please explain"). */
  id?: string;
  /** Empty (null, undefined, '') reads `emptyText`. */
  value: ReactNode;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/**
 * Label/value pairs as a definition list: one column on a phone, two or three on a desk. The
 * applicant file and the driver's summary before signing read answers the same way.
 */
export function FieldList({ fields, cols = 2, emptyText }: { fields: Field[]; cols?: 2 | 3; emptyText: string }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: cols }} spacing="lg" verticalSpacing="sm" m={0}>
      {fields.map((field) => (
        <div key={field.id ?? field.label}>
          <Text component="dt" size="sm" c="dimmed">
            {field.label}
          </Text>
          <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {isEmpty(field.value) ? (
              <Text span c="dimmed" fs="italic">
                {emptyText}
              </Text>
            ) : (
              field.value
            )}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
