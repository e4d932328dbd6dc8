import { Stack, Text } from '@mantine/core';
import { type AdminMailMessage, LOCALE_TAGS } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { type Translate, useT } from '../../../../lib/i18n/locale';
import { useFormatDateTime } from '../../shared/format-date';
import { driverMailQuery } from '../api/applicant-file-api';
import { FileSection } from '../components/file-section';

// Dark shades: the state is read as text on white, at a contrast WCAG AA accepts.
const statusColor = { sent: 'teal.9', waiting: undefined, failed: 'red.9' } as const;

function statusLine(message: AdminMailMessage, t: Translate, formatDateTime: (iso: string | null) => string) {
  if (message.status === 'sent') return `${t('adminApplications.driverMail.sent')} ${formatDateTime(message.sent_at)}`;
  return message.status === 'failed'
    ? t('adminApplications.driverMail.failed')
    : t('adminApplications.driverMail.waiting');
}

/** Every message to the driver (the outbox, newest first): what it said, when it went or why not. */
export function DriverMailSection({ userId }: { userId: number }) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const labelled = (label: string) => t('careers.labelled', { label });
  const mail = useQuery(driverMailQuery(userId));
  return (
    <FileSection title={t('adminApplications.driverMail.title')}>
      {mail.isPending ? null : mail.isError ? (
        <Text c="red" role="alert">
          {t('adminApplications.driverMail.loadFailed')}
        </Text>
      ) : mail.data.items.length === 0 ? (
        <Text c="dimmed">{t('adminApplications.driverMail.empty')}</Text>
      ) : (
        <Stack
          component="ol"
          gap="sm"
          aria-label={t('adminApplications.driverMail.title')}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {mail.data.items.map((message) => (
            <Stack component="li" key={message.id} gap={4} pb="sm" style={{ borderBottom: '1px solid #e9ecef' }}>
              {/* The mail as the driver read it, in its own language (WCAG 3.1.2, language of parts). */}
              <Text fw={600} lang={LOCALE_TAGS[message.language]}>
                {message.subject}
              </Text>
              <Text size="sm" fw={600} c={statusColor[message.status]}>
                {statusLine(message, t, formatDateTime)}
              </Text>
              <Text size="sm" c="dimmed">
                {`${t('adminApplications.driverMail.queued')} ${formatDateTime(message.queued_at)} · ${labelled(t('adminApplications.driverMail.tries'))} ${message.tries} · ${message.recipient}`}
              </Text>
              {message.last_error && message.status !== 'sent' && (
                <Text size="sm" c="red.9">
                  {`${labelled(t('adminApplications.driverMail.lastError'))} ${message.last_error}`}
                </Text>
              )}
              <details>
                <summary style={{ cursor: 'pointer' }}>{t('adminApplications.driverMail.showText')}</summary>
                <Text
                  size="sm"
                  component="pre"
                  lang={LOCALE_TAGS[message.language]}
                  style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}
                >
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
