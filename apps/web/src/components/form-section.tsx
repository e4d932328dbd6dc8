import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One titled part of a long form, as a region named by its h2. Fields sit two to a row from
 * tablet width up; `columns={1}` keeps them one per row (questions read better that way).
 */
export function FormSection({
  id,
  title,
  hint,
  columns = 2,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  columns?: 1 | 2;
  children: ReactNode;
}) {
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb={hint ? 4 : 'md'}>
        {title}
      </Title>
      {hint && (
        <Text size="sm" c="dimmed" mb="md">
          {hint}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: columns }} spacing="md">
        {children}
      </SimpleGrid>
    </Paper>
  );
}
