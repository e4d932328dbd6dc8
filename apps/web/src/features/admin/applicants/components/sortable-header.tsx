import { Table, UnstyledButton } from '@mantine/core';
import type { AdminApplicationSort } from '@roadhire/shared';

export type SortKey = 'name' | 'position' | 'created_at' | 'submitted_at' | 'stage';

/** Dates open newest first, text opens A to Z; a second click turns the order round. */
export function nextSort(key: SortKey, current: AdminApplicationSort): AdminApplicationSort {
  if (current === key) return `-${key}`;
  if (current === `-${key}`) return key;
  return key === 'created_at' || key === 'submitted_at' ? `-${key}` : key;
}

/** A column header that sorts the list; `aria-sort` tells screen readers the current order. */
export function SortableHeader({
  label,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  sortKey: SortKey;
  sort: AdminApplicationSort;
  onSort: (sort: AdminApplicationSort) => void;
}) {
  const direction = sort === sortKey ? 'ascending' : sort === `-${sortKey}` ? 'descending' : 'none';
  return (
    <Table.Th aria-sort={direction}>
      <UnstyledButton
        onClick={() => onSort(nextSort(sortKey, sort))}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', gap: 4, alignItems: 'center', minHeight: 32 }}
      >
        {label}
        <span aria-hidden="true" style={{ opacity: direction === 'none' ? 0.35 : 1 }}>
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}
