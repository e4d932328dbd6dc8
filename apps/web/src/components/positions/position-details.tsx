import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Typography.css';
import { Button, Drawer, Stack, Text, Title, Typography } from '@mantine/core';
import { messages, type OpenPosition, sanitizePositionHtml } from '@roadhire/shared';
import { useId, useMemo } from 'react';
import type { ApplyAction } from './apply-action';
import { PositionFacts } from './position-facts';

const t = messages.careers;

/**
 * SPEC §2 slide-in details panel. Loaded on first open, with the sanitizer it needs: the
 * description was sanitized when written and is sanitized again here (DESIGN).
 */
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
  const descriptionId = useId();
  const html = useMemo(() => sanitizePositionHtml(position.p_landing_page_desc), [position.p_landing_page_desc]);
  const applyButton = (
    <Button size="md" mih={44} fullWidth disabled={action.disabled} onClick={() => action.apply(position.p_id)}>
      {action.label}
    </Button>
  );
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(100%, 40rem)"
      title={position.p_position_title}
      closeButtonProps={{ 'aria-label': t.close, size: 'xl' }}
      styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700, overflowWrap: 'anywhere' } }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t.positionNumber}: {position.p_position_number}
        </Text>
        <PositionFacts position={position} />
        {/* Right under the title, so a phone reaches it without scrolling (two taps from the list). */}
        {applyButton}
        <section aria-labelledby={descriptionId}>
          <Title order={3} size="h3" id={descriptionId} mb="xs">
            {t.description}
          </Title>
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized just above with the position allow-list. */}
            <div dangerouslySetInnerHTML={{ __html: html }} />
          </Typography>
        </section>
        {/* And again where a long description ends, so nobody scrolls back up to apply. */}
        {applyButton}
      </Stack>
    </Drawer>
  );
}
