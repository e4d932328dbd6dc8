import { Badge } from '@mantine/core';
import type { AdminPositionState } from '@roadhire/shared';
import { positionsTexts } from '../texts';

const COLORS: Record<AdminPositionState, string> = { open: 'green', closed: 'gray', expired: 'orange' };

/** Open, closed, or expired (open with its closing date past, so hidden from candidates). */
export function PositionStateBadge({ state }: { state: AdminPositionState }) {
  return (
    <Badge color={COLORS[state]} variant="light">
      {positionsTexts.states[state]}
    </Badge>
  );
}
