import { Stack, Text } from '@mantine/core';
import type { AdminMailMessage } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../shared/format-date';
import { driverMailQuery } from '../api/applicant-file-api';
import { FileSection } from '../components/file-section';
import { fileTexts } from '../texts';

const t = fileTexts.driverMail;
// Dark shades: the state is read as text on white, at a contrast WCAG AA accepts.
const statusColor = { sent: 'teal.9', waiting: undefined, failed: 'red.9' } as const;

function statusLine(message: AdminMailMessage) {
  if (message.status === 'sent') return `${t.sent} ${formatDateTime(message.sent_at)}`;
  return message.status === 'failed' ? t.failed : t.waiting;
}

/** Every message to the driver (the outbox, newest first): what it said, when it went or why not. */
export function DriverMailSection({ userId }: { userId: number }) {
  const mail = useQuery(driverMailQuery(userId));
  return (
    <FileSection title={t.title}>
      {mail.isPending ? null : mail.isError ? (
        <Text c="red" role="alert">
          {t.loadFailed}
        </Text>
      ) : mail.data.items.length === 0 ? (
        <Text c="dimmed">{t.empty}</Text>
      ) : (
        <Stack component="ol" gap="sm" aria-label={t.title} p={0} m={0} style={{ listStyle: 'none' }}>
          {mail.data.items.map((message) => (
            <Stack component="li" key={message.id} gap={4} pb="sm" style={{ borderBottom: '1px solid #e9ecef' }}>
              <Text fw={600}>{message.subject}</Text>
              <Text size="sm" fw={600} c={statusColor[message.status]}>
                {statusLine(message)}
              </Text>
              <Text size="sm" c="dimmed">
                {`${t.queued} ${formatDateTime(message.queued_at)} · ${t.tries}: ${message.tries} · ${message.recipient}`}
              </Text>
              {message.last_error && message.status !== 'sent' && (
                <Text size="sm" c="red.9">
                  {`${t.lastError}: ${message.last_error}`}
                </Text>
              )}
              <details>
                <summary style={{ cursor: 'pointer' }}>{t.showText}</summary>
                <Text size="sm" component="pre" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
                  {message.text}
                </Text>
              </details>
            </Stack>
          ))}
        </Stack>
      )}
    </FileSection>
  );
}
