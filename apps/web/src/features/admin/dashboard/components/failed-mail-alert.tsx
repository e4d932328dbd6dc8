import { Alert } from '@mantine/core';
import { type AdminMailFailed, apiPaths } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { useT } from '../../../../lib/i18n/locale';

/**
 * Messages the outbox gave up on after its last try. Shown only when there are some: an empty
 * count is nothing to act on, and a count that cannot be read is not worth a second error here.
 */
export function FailedMailAlert() {
  const t = useT();
  const failed = useQuery({
    queryKey: ['admin', 'mail', 'failed'],
    queryFn: ({ signal }) => apiRequest<AdminMailFailed>(apiPaths.adminMailFailed, { signal }),
  });
  const count = failed.data?.failed ?? 0;
  if (count === 0) return null;
  return (
    <Alert color="red" role="alert">
      {t('adminApplications.failedMail', { count })}
    </Alert>
  );
}
