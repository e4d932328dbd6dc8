import type { AdminPositionState } from '@roadhire/shared';
import { StateBadge } from '../../shared/state-badge';
import { positionsTexts } from '../texts';

const COLORS: Record<AdminPositionState, string> = { open: 'green', closed: 'gray', expired: 'orange' };

/** Open, closed, or expired (open with its closing date past, so hidden from candidates). */
export function PositionStateBadge({ state }: { state: AdminPositionState }) {
  return (
    <StateBadge color={COLORS[state]} variant="light">
      {positionsTexts.states[state]}
    </StateBadge>
  );
}
