import type { AdminPositionState } from '@roadhire/shared';
import { useT } from '../../../../lib/i18n/locale';
import { StateBadge } from '../../shared/state-badge';

const COLORS: Record<AdminPositionState, string> = { open: 'green', closed: 'gray', expired: 'orange' };

/** Open, closed, or expired (open with its closing date past, so hidden from candidates). */
export function PositionStateBadge({ state }: { state: AdminPositionState }) {
  const t = useT();
  return (
    <StateBadge color={COLORS[state]} variant="light">
      {t(`adminPositions.states.${state}`)}
    </StateBadge>
  );
}
