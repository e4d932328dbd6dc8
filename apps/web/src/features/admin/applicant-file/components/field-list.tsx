import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { adminTableTexts } from '../../shared/texts';

export interface Field {
  label: string;
  /** Needed only when two labels in one list read the same ("Please explain"). */
  id?: string;
  /** Empty (null, undefined, '') reads "Not answered". */
  value: ReactNode;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/** Label/value pairs as a definition list: one column on a phone, two or three on a desk. */
export function FieldList({ fields, cols = 2 }: { fields: Field[]; cols?: 2 | 3 }) {
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
                {adminTableTexts.notAnswered}
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
