import { Alert, Button, Stack } from '@mantine/core';
import { errorText } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/locale';

/**
 * What an admin page shows when its data could not be loaded: the server's message when it sent
 * one (else `fallback`), under an optional `title`, with a Retry button when `onRetry` is given.
 */
export function LoadFailedAlert({
  error,
  fallback,
  title,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  title?: string;
  onRetry?: () => void;
}) {
  const t = useT();
  return (
    <Alert color="red" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        {errorText(error, fallback)}
        {onRetry && (
          <Button size="xs" variant="default" onClick={onRetry}>
            {t('adminPage.table.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
