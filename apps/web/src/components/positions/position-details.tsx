import '@mantine/core/styles/Drawer.css';
import { Drawer } from '@mantine/core';
import type { OpenPosition } from '@roadhire/shared';
import { useT } from '../../lib/i18n/locale';
import type { ApplyAction } from './apply-action';
import { PositionBody } from './position-body';

/** SPEC §2 slide-in details panel, loaded on first open with the sanitizer it needs. */
export function PositionDetails({
  position,
  opened,
  onClose,
  action,
}: {
  position: OpenPosition;
  opened: boolean;
  onClose: () => void;
  action: ApplyAction;
}) {
  const t = useT();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(100%, 40rem)"
      title={position.p_position_title}
      closeButtonProps={{ 'aria-label': t('careers.close'), size: 'xl' }}
      styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700, overflowWrap: 'anywhere' } }}
    >
      {/* The drawer's title is an h2. */}
      <PositionBody position={position} action={action} descriptionOrder={3} />
    </Drawer>
  );
}
