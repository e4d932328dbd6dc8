import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../../../lib/api-client';
import { downloadFile } from '../../../../lib/download-file';
import { useT } from '../../../../lib/i18n/locale';

interface DownloadButtonProps {
  path: string;
  fallbackName: string;
  label: string;
  busyLabel: string;
  failedText: string;
  align?: 'flex-start' | 'flex-end';
}

/** A file fetched with the bearer token, so a button rather than a link; busy while it comes, the failure said. */
export function DownloadButton({
  path,
  fallbackName,
  label,
  busyLabel,
  failedText,
  align = 'flex-end',
}: DownloadButtonProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadFile(path, fallbackName);
    } catch (failure) {
      setError(errorText(failure, failedText));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" align={align}>
      <Button onClick={download} loading={busy} loaderProps={{ 'aria-label': busyLabel }}>
        {label}
      </Button>
      {error && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel={t('adminApplications.file.dismiss')}
          onClose={() => setError(null)}
        >
          {error}
        </Alert>
      )}
    </Stack>
  );
}
