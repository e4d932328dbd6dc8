import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { TIMELINE_KINDS, type TimelineKind } from '@roadhire/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useT } from '../../../../lib/i18n/locale';
import { useTimelineQueryOptions } from '../api/timeline-api';
import { ConfirmationNotice } from '../components/confirmation-notice';
import { ContactForm } from './contact-form';
import { MessageForm } from './message-form';
import { TimelineEntry } from './timeline-entry';

type OpenForm = 'contact' | 'message' | null;

/**
 * Everything said and done with the applicant, newest first (decision 035): mails with their state,
 * messages both ways, contacts, notes, stage changes, checks and owners. A recruiter logs a contact
 * or writes to the driver from here; the list asks again on its own, so an answer shows unasked.
 */
export function TimelinePanel({ applicationId }: { applicationId: string }) {
  const t = useT();
  const titleId = useId();
  const [kind, setKind] = useState<TimelineKind | undefined>(undefined);
  const [open, setOpen] = useState<OpenForm>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const timeline = useInfiniteQuery(useTimelineQueryOptions(applicationId, kind));
  const items = timeline.data?.pages.flatMap((page) => page.items) ?? [];
  const done = (message: string) => {
    setOpen(null);
    setConfirmation(message);
  };
  const toggle = (form: Exclude<OpenForm, null>) => {
    setConfirmation(null);
    setOpen((current) => (current === form ? null : form));
  };
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          {t('timeline.panel.title')}
        </Title>
        {confirmation && <ConfirmationNotice onClose={() => setConfirmation(null)}>{confirmation}</ConfirmationNotice>}
        <Group gap="sm">
          <Button variant="default" aria-expanded={open === 'contact'} onClick={() => toggle('contact')}>
            {t('timeline.contactForm.open')}
          </Button>
          <Button variant="default" aria-expanded={open === 'message'} onClick={() => toggle('message')}>
            {t('timeline.messageForm.open')}
          </Button>
        </Group>
        {open === 'contact' && (
          <ContactForm applicationId={applicationId} onDone={done} onCancel={() => setOpen(null)} />
        )}
        {open === 'message' && (
          <MessageForm applicationId={applicationId} onDone={done} onCancel={() => setOpen(null)} />
        )}
        <NativeSelect
          label={t('timeline.panel.filter')}
          value={kind ?? ''}
          onChange={(event) => setKind((event.currentTarget.value || undefined) as TimelineKind | undefined)}
          data={[
            { value: '', label: t('timeline.panel.kinds.all') },
            ...TIMELINE_KINDS.map((value) => ({ value, label: t(`timeline.panel.kinds.${value}`) })),
          ]}
        />
        {timeline.isPending ? null : timeline.isError && items.length === 0 ? (
          <Alert color="red" role="alert">
            {t('timeline.panel.loadFailed')}
          </Alert>
        ) : items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('timeline.panel.empty')}
          </Text>
        ) : (
          <Stack
            component="ol"
            gap="md"
            aria-label={t('timeline.panel.entries')}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {items.map((item) => (
              <TimelineEntry key={`${item.kind}-${item.id}-${'event' in item ? item.event : ''}`} item={item} />
            ))}
          </Stack>
        )}
        {timeline.hasNextPage && (
          <Button
            variant="default"
            loading={timeline.isFetchingNextPage}
            onClick={() => timeline.fetchNextPage()}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('timeline.panel.more')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
