import { Text, Title } from '@mantine/core';
import type { ApplicationCorrections } from '@roadhire/shared';
import { useT } from '../../../../../lib/i18n/locale';
import { useFormatDateTime } from '../../../shared/format-date';

/** The driver's correction requests on this application, each with its number, date and status. */
export function CorrectionRequests({ requests }: { requests: ApplicationCorrections['requests'] }) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  return (
    <>
      <Title order={3} size="h5">
        {t('corrections.requestsTitle')}
      </Title>
      {requests.length === 0 && <Text size="sm">{t('corrections.noRequests')}</Text>}
      {requests.map((request) => (
        <div key={request.id}>
          <Text size="sm" fw={500}>
            {`#${request.id} · ${t('corrections.requestLine', {
              received: formatDateTime(request.received_at),
              status: t(`corrections.requestStatus.${request.status}`),
            })}`}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {request.detail}
          </Text>
        </div>
      ))}
    </>
  );
}
