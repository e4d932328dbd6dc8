import { Button, Group, Text } from '@mantine/core';
import { messages } from '@roadhire/shared';
import type { SyncStatus } from './draft-sync';

const o = messages.onboarding;

const TEXTS: Record<SyncStatus, string> = {
  idle: '',
  pending: o.savePending,
  saving: o.saving,
  saved: o.saved,
  retrying: o.saveRetrying,
  offline: o.saveOffline,
  signin: o.saveSignIn,
  stopped: o.notActive,
  submitted: o.alreadySubmitted,
  signed: messages.signing.api.frozen,
};

/** The quiet save status (decision 010), read out politely by screen readers. */
export function SaveStatus({ status, onSignIn }: { status: SyncStatus; onSignIn: () => void }) {
  const warn =
    status === 'retrying' ||
    status === 'offline' ||
    status === 'signin' ||
    status === 'stopped' ||
    status === 'signed' ||
    status === 'submitted';
  return (
    // On a phone the button goes under the text rather than off the screen.
    <Group gap={4} justify="flex-end" wrap="wrap">
      <Text size="sm" c={warn ? 'orange.9' : 'dimmed'} role="status" aria-live="polite" ta="right">
        {TEXTS[status]}
      </Text>
      {status === 'signin' && (
        <Button size="compact-sm" variant="light" onClick={onSignIn} style={{ flexShrink: 0 }}>
          {o.signInTitle}
        </Button>
      )}
    </Group>
  );
}
