import { Button, Group } from '@mantine/core';
import { type AdminVerification, apiPaths } from '@roadhire/shared';
import { useT } from '../../../../../lib/i18n/locale';
import type { VerificationAction } from './verification-action';

/** What a recruiter may do while the check is still open: send again, revoke, or open one of the forms. */
export function VerificationActions({
  item,
  onPost,
  onOpen,
}: {
  item: AdminVerification;
  onPost: (path: string) => void;
  onOpen: (action: VerificationAction) => void;
}) {
  const t = useT();
  return (
    <Group gap="xs">
      <Button
        size="xs"
        disabled={!item.release_signed || !item.contact_email}
        onClick={() => onPost(apiPaths.adminVerificationSend(item.id))}
      >
        {t('verifications.admin.resend')}
      </Button>
      {item.status === 'sent' && (
        <Button size="xs" variant="default" onClick={() => onPost(apiPaths.adminVerificationRevoke(item.id))}>
          {t('verifications.admin.revoke')}
        </Button>
      )}
      <Button size="xs" variant="default" onClick={() => onOpen('contact')}>
        {t('verifications.admin.correctContact')}
      </Button>
      <Button size="xs" variant="default" onClick={() => onOpen('answer')}>
        {t('verifications.admin.recordAnswer')}
      </Button>
      <Button size="xs" variant="default" color="red" onClick={() => onOpen('close')}>
        {t('verifications.admin.close')}
      </Button>
    </Group>
  );
}
