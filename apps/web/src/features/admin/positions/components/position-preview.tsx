import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { type AdminPositionInput, messages } from '@roadhire/shared';
import { useId, useMemo, useState } from 'react';
import type { ApplyAction } from '../../../../components/positions/apply-action';
import { PositionCard } from '../../../../components/positions/position-card';
import { PositionDetails } from '../../../../components/positions/position-details';
import { previewPositionOf } from '../position-input';
import { positionsTexts } from '../texts';

const t = positionsTexts.preview;

// The buttons show as a visitor sees them, but a recruiter cannot apply from a preview.
const INERT_APPLY: ApplyAction = { kind: 'apply', label: messages.careers.applyNow, disabled: true, apply: () => {} };

/** The real careers card and details panel, fed with the form as it stands. */
export function PositionPreview({ values, positionId }: { values: AdminPositionInput; positionId: number }) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const headingId = useId();
  const position = useMemo(() => previewPositionOf(values, positionId, t.untitled), [values, positionId]);
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" bg="gray.0">
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t.intro}
        </Text>
        <PositionCard position={position} action={INERT_APPLY} onOpen={() => setDetailsOpen(true)} linked={false} />
        <Button variant="default" onClick={() => setDetailsOpen(true)}>
          {t.openDetails}
        </Button>
      </Stack>
      <PositionDetails
        position={position}
        opened={detailsOpen}
        onClose={() => setDetailsOpen(false)}
        action={INERT_APPLY}
      />
    </Paper>
  );
}
