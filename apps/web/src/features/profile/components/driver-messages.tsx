import { Alert, Button, Group, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import type { DriverMessage } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../../../lib/api-client';
import { useLocale, useT } from '../../../lib/i18n/locale';
import { SESSION_KEYS } from '../../../lib/session';
import { driverMessagesQuery, useAnswerMessage } from '../api/driver-messages';

// The newest recruiter's message the driver has opened, kept in this browser per account: what is
// newer counts as new on the closed section, so the status and steps keep the first screen of a phone.
const seenKey = () => `driverMessagesSeen:${localStorage.getItem(SESSION_KEYS.userId) ?? ''}`;

function seenUpTo(): number {
  try {
    return Number(localStorage.getItem(seenKey())) || 0;
  } catch {
    return 0;
  }
}

function markSeen(id: number): void {
  try {
    localStorage.setItem(seenKey(), String(id));
  } catch {
    // Storage blocked: the count shows again next time, nothing is lost.
  }
}

const fromRecruiter = (items: DriverMessage[]) => items.filter((item) => item.direction === 'to_driver');

/**
 * The recruiters' messages and the driver's answers, on "My applications": a closed section that
 * says how many are new, opened to read them and answer.
 */
export function DriverMessages() {
  const t = useT();
  const titleId = useId();
  const panelId = useId();
  const { locale } = useLocale();
  const messages = useQuery(driverMessagesQuery(locale));
  const [open, setOpen] = useState(false);
  const [seen, setSeen] = useState(seenUpTo);
  const items = messages.data?.items ?? [];
  const unread = fromRecruiter(items).filter((item) => item.id > seen).length;
  const toggle = () => {
    const newest = Math.max(0, ...fromRecruiter(items).map((item) => item.id));
    if (!open && newest > seen) {
      markSeen(newest);
      setSeen(newest);
    }
    setOpen(!open);
  };
  return (
    // One per page, with an id a link may point to (the message mail could open it).
    <Stack component="section" id="messages" aria-labelledby={titleId} gap={0}>
      <Title order={2} size="h4" id={titleId} m={0}>
        <Button
          variant="default"
          fullWidth
          justify="space-between"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
          rightSection={unread > 0 ? <Text fw={700}>{t('messages.driver.unread', { count: unread })}</Text> : null}
          px={4}
        >
          {t('messages.driver.title')}
        </Button>
      </Title>
      {open && (
        <Stack id={panelId} gap="md" mt="sm">
          {messages.isError ? (
            <Alert color="red" role="alert">
              {t('messages.driver.loadFailed')}
            </Alert>
          ) : items.length === 0 ? (
            <Text size="sm">{t('messages.driver.empty')}</Text>
          ) : (
            <MessageList items={items} />
          )}
          <AnswerForm items={items} />
        </Stack>
      )}
    </Stack>
  );
}

function MessageList({ items }: { items: DriverMessage[] }) {
  const t = useT();
  const intl = useIntl();
  return (
    <Stack component="ol" gap="sm" aria-label={t('messages.driver.title')} p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Stack
          component="li"
          key={item.id}
          gap={2}
          pl="sm"
          style={{ borderLeft: `3px solid var(--mantine-color-${item.direction === 'to_driver' ? 'blue' : 'gray'}-5)` }}
        >
          <Text size="sm" fw={600}>
            {item.direction === 'from_driver'
              ? t('messages.driver.fromYou', { position: item.position_title })
              : item.from_name
                ? t('messages.driver.fromRecruiter', { name: item.from_name, position: item.position_title })
                : t('messages.driver.fromTeam', { position: item.position_title })}
          </Text>
          <Text size="xs" c="dimmed">
            <time dateTime={item.at}>{intl.formatDate(item.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
          </Text>
          {item.subject && (
            <Text size="sm" fw={600}>
              {item.subject}
            </Text>
          )}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.body}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

/** The driver's answer, about the application the latest message was about unless they choose another. */
function AnswerForm({ items }: { items: DriverMessage[] }) {
  const t = useT();
  const answer = useAnswerMessage();
  const [body, setBody] = useState('');
  const [sent, setSent] = useState(false);
  const applications = [...new Map(items.map((item) => [item.application_id, item.position_title])).entries()];
  const [about, setAbout] = useState<number | undefined>(undefined);
  const applicationId = about ?? items.at(-1)?.application_id;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    answer.mutate(
      { body, application_id: applicationId },
      {
        onSuccess: () => {
          setBody('');
          setSent(true);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {applications.length > 1 && (
          <NativeSelect
            label={t('messages.driver.about')}
            value={String(applicationId ?? '')}
            onChange={(event) => setAbout(Number(event.currentTarget.value))}
            data={applications.map(([id, title]) => ({ value: String(id), label: title }))}
          />
        )}
        <Textarea
          label={t('messages.driver.answer')}
          rows={4}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
        />
        {answer.isError && (
          <Alert color="red" role="alert">
            {errorText(answer.error, t('messages.driver.failed'))}
          </Alert>
        )}
        {sent && (
          <Text size="sm" role="status">
            {t('messages.driver.sent')}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={answer.isPending}>
            {t('messages.driver.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
