import { Button, Group, Text } from '@mantine/core';
import type { MessageId } from '@roadhire/shared';
import { useT } from '../../../lib/i18n/locale';
import type { SyncStatus } from './draft-sync';

const TEXTS: Record<SyncStatus, MessageId | null> = {
  idle: null,
  pending: 'onboarding.savePending',
  saving: 'onboarding.saving',
  saved: 'onboarding.saved',
  retrying: 'onboarding.saveRetrying',
  offline: 'onboarding.saveOffline',
  signin: 'onboarding.saveSignIn',
  stopped: 'onboarding.notActive',
  submitted: 'onboarding.alreadySubmitted',
  signed: 'signing.api.frozen',
};

/** The quiet save status (decision 010), read out politely by screen readers. */
export function SaveStatus({ status, onSignIn }: { status: SyncStatus; onSignIn: () => void }) {
  const t = useT();
  const text = TEXTS[status];
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
        {text ? t(text) : ''}
      </Text>
      {status === 'signin' && (
        <Button size="compact-sm" variant="light" onClick={onSignIn} style={{ flexShrink: 0 }}>
          {t('onboarding.signInTitle')}
        </Button>
      )}
    </Group>
  );
}
