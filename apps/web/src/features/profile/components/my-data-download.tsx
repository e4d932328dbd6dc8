import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { apiPaths } from '@roadhire/shared';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { errorText, isSessionRefused } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/locale';
import { useLeaveSession } from '../../../lib/use-leave-session';
import { useDownloadMyData } from '../api/privacy';

/**
 * "Download my data" (decision 031): the ZIP at once, or, for a large account, built in the
 * background and offered by mail, whose link (`?export=`) brings the driver back here to download
 * it signed in.
 */
export function MyDataDownload() {
  const say = useT();
  const leaveSession = useLeaveSession();
  const timedOut = say('session.timedOut');
  const [params] = useSearchParams();
  const linked = params.get('export');
  const download = useDownloadMyData();
  const refused = isSessionRefused(download.error);
  useEffect(() => {
    if (refused) leaveSession(timedOut);
  }, [refused, leaveSession, timedOut]);
  return (
    <Stack gap="sm">
      {linked && (
        <Alert color="blue" title={say('privacyExport.readyTitle')}>
          {say('privacyExport.readyIntro')}
        </Alert>
      )}
      <Group>
        <Button
          loading={download.isPending}
          onClick={() => download.mutate(linked ? apiPaths.privacyExportLink(linked) : undefined)}
        >
          {say('privacy.driver.download')}
        </Button>
      </Group>
      {download.isPending && <Text size="sm">{say('privacy.driver.downloading')}</Text>}
      {download.data === 'saved' && (
        <Alert color="green" role="status">
          {say('privacy.driver.downloaded')}
        </Alert>
      )}
      {download.data === 'preparing' && (
        <Alert color="blue" role="status">
          {say('privacyExport.preparing')}
        </Alert>
      )}
      {download.isError && !refused && (
        <Alert color="red" role="alert">
          {errorText(download.error, say('privacy.driver.downloadFailed'))}
        </Alert>
      )}
    </Stack>
  );
}
