import { Alert, Paper, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../../../lib/api-client';
import { useSayMessage, useT } from '../../../../lib/i18n/locale';
import { useFormatDate, useFormatDateTime } from '../../shared/format-date';
import { privacyRequestsQuery } from '../api/privacy-admin';

export function RequestsRegister() {
  const t = useT();
  const translate = useSayMessage();
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
  const requests = useQuery(privacyRequestsQuery());
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="privacy-requests">
      <Title order={2} size="h3" id="privacy-requests" mb="sm">
        {t('privacy.admin.requestsTitle')}
      </Title>
      {requests.isError && <Alert color="red">{errorText(requests.error, t('privacy.admin.requestsFailed'))}</Alert>}
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-labelledby="privacy-requests">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('privacy.admin.requestColumns.number')}</Table.Th>
              <Table.Th>{t('privacy.admin.requestColumns.kind')}</Table.Th>
              <Table.Th>{t('privacy.admin.requestColumns.status')}</Table.Th>
              <Table.Th>{t('privacy.admin.requestColumns.received')}</Table.Th>
              <Table.Th>{t('privacy.admin.requestColumns.due')}</Table.Th>
              <Table.Th>{t('privacy.admin.requestColumns.eraseAfter')}</Table.Th>
              <Table.Th>{t('privacy.admin.requestColumns.done')}</Table.Th>
              <Table.Th>{t('privacy.admin.requestColumns.answer')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(requests.data ?? []).map((request) => (
              <Table.Tr key={request.id}>
                <Table.Td>{request.id}</Table.Td>
                <Table.Td>{t(`privacy.admin.requestKinds.${request.kind}`)}</Table.Td>
                <Table.Td>{t(`privacy.admin.requestStatuses.${request.status}`)}</Table.Td>
                <Table.Td>{formatDateTime(request.received_at)}</Table.Td>
                <Table.Td>{formatDate(request.due_on)}</Table.Td>
                <Table.Td>{formatDate(request.erase_after)}</Table.Td>
                <Table.Td>{formatDateTime(request.done_at)}</Table.Td>
                <Table.Td>
                  {request.detail ?? ''}
                  {request.held.length > 0 &&
                    ` ${t('privacy.admin.held', {
                      records: request.held.map((held) => t(`privacy.recordTypes.${held.record_type}`)).join(', '),
                    })}`}
                  {request.answer ? ` ${translate(request.answer)}` : ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
