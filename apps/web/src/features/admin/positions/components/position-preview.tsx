import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdminPositionInput } from '@roadhire/shared';
import { useId, useMemo, useState } from 'react';
import type { ApplyAction } from '../../../../components/positions/apply-action';
import { PositionCard } from '../../../../components/positions/position-card';
import { PositionDetails } from '../../../../components/positions/position-details';
import { useT } from '../../../../lib/i18n/locale';
import { previewPositionOf } from '../position-input';

/** The real careers card and details panel, fed with the form as it stands. */
export function PositionPreview({ values, positionId }: { values: AdminPositionInput; positionId: number }) {
  const t = useT();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const headingId = useId();
  const untitled = t('adminPositions.preview.untitled');
  const position = useMemo(() => previewPositionOf(values, positionId, untitled), [values, positionId, untitled]);
  // The buttons show as a visitor sees them, but a recruiter cannot apply from a preview.
  const inertApply: ApplyAction = { kind: 'apply', label: t('careers.applyNow'), disabled: true, apply: () => {} };
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" bg="gray.0">
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('adminPositions.preview.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('adminPositions.preview.intro')}
        </Text>
        <PositionCard position={position} action={inertApply} onOpen={() => setDetailsOpen(true)} linked={false} />
        <Button variant="default" onClick={() => setDetailsOpen(true)}>
          {t('adminPositions.preview.openDetails')}
        </Button>
      </Stack>
      <PositionDetails
        position={position}
        opened={detailsOpen}
        onClose={() => setDetailsOpen(false)}
        action={inertApply}
      />
    </Paper>
  );
}
