// The progress bar's own styles (SPEC §2: a percentage progress bar); the app loads CSS per component.
import '@mantine/core/styles/Progress.css';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { ONBOARDING_STEPS } from '@roadhire/shared';
import { useT } from '../../../lib/i18n/locale';
import type { SyncStatus } from '../draft-sync/draft-sync';
import { SaveStatus } from '../draft-sync/save-status';

/** The step reached as a bar and in words, with whether the answers are saved. */
export function StepProgress({
  step,
  hidden,
  status,
  onSignIn,
}: {
  step: number;
  hidden: boolean;
  status: SyncStatus;
  onSignIn: () => void;
}) {
  const t = useT();
  const percent = Math.round((step / ONBOARDING_STEPS) * 100);
  return (
    <Stack gap={4} display={hidden ? 'none' : undefined}>
      {/* The label goes on the section, the element with the progressbar role. */}
      <Progress.Root size="lg">
        <Progress.Section value={percent} aria-label={t('onboarding.progressLabel')} />
      </Progress.Root>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm">{t('onboarding.progress', { step, total: ONBOARDING_STEPS, percent })}</Text>
        <SaveStatus status={status} onSignIn={onSignIn} />
      </Group>
    </Stack>
  );
}
