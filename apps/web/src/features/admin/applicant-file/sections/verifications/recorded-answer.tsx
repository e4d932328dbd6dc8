import { Button, Stack, Text } from '@mantine/core';
import { type AdminVerification, apiPaths } from '@roadhire/shared';
import { downloadFile } from '../../../../../lib/download-file';
import { useT } from '../../../../../lib/i18n/locale';
import { formatDateTime } from '../../../shared/format-date';

/** Who answered, how and when, the answer's fingerprint and its PDF. */
export function RecordedAnswer({ id, response }: { id: number; response: NonNullable<AdminVerification['response']> }) {
  const t = useT();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {`${t('careers.labelled', { label: t('verifications.admin.answer') })} ${response.responder_name}${response.responder_title ? `, ${response.responder_title}` : ''} · ${response.channel} · ${formatDateTime(response.received_at)}`}
      </Text>
      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
        SHA-256 {response.sha256}
      </Text>
      <Button
        variant="light"
        size="xs"
        w="fit-content"
        onClick={() => downloadFile(apiPaths.adminVerificationResponsePdf(id), `previous-employer-answer-${id}.pdf`)}
      >
        PDF
      </Button>
    </Stack>
  );
}
