import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A badge naming a state (open, a stage, a role) that never clips its words. Mantine's badge hides
 * its overflow, so a table squeezing its column would show "OP…"; at its full width as its minimum,
 * the column makes room instead and the table scrolls sideways when it must.
 */
export function StateBadge({ children, ...props }: BadgeProps & { children: ReactNode }) {
  return (
    <Badge {...props} style={{ minWidth: 'max-content', flexShrink: 0, overflow: 'visible' }}>
      {children}
    </Badge>
  );
}
