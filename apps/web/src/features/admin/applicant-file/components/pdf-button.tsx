import { Alert, Button, Stack } from '@mantine/core';
import { apiPaths } from '@roadhire/shared';
import { useState } from 'react';
import { errorText } from '../../../../lib/api-client';
import { downloadFile } from '../../../../lib/download-file';
import { fileTexts } from '../texts';

/** The printable application; fetched with the bearer token, so a button rather than a link. */
export function PdfButton({ applicationId }: { applicationId: number }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadFile(apiPaths.adminApplicationPdf(applicationId), `application-${applicationId}.pdf`);
    } catch (failure) {
      setError(errorText(failure, fileTexts.pdfFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" align="flex-end">
      <Button onClick={download} loading={busy} loaderProps={{ 'aria-label': fileTexts.downloadingPdf }}>
        {fileTexts.downloadPdf}
      </Button>
      {error && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel={fileTexts.dismiss}
          onClose={() => setError(null)}
        >
          {error}
        </Alert>
      )}
    </Stack>
  );
}
