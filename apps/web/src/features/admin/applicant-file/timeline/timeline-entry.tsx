import { Group, Stack, Text } from '@mantine/core';
import { LOCALE_TAGS, RECRUITER_STAGES, type RecruiterStage, type TimelineItem } from '@roadhire/shared';
import type { ReactNode } from 'react';
import { type Translate, useT } from '../../../../lib/i18n/locale';
import { useFormatDateTime } from '../../shared/format-date';

// Dark shades: a mail's state is read as text on white, at a contrast WCAG AA accepts (a light
// badge's green on pale green does not).
const MAIL_STATE_COLOR = { queued: undefined, sent: 'teal.9', failed: 'red.9' } as const;

// The rule at each entry's left says its kind at a glance: what was said, what was done.
const KIND_COLOR: Record<TimelineItem['kind'], string> = {
  mail: 'gray',
  message: 'blue',
  contact: 'teal',
  note: 'gray',
  stage: 'indigo',
  check: 'orange',
  owner: 'grape',
};

const stageName = (stage: string | null, t: Translate) =>
  stage && (RECRUITER_STAGES as readonly string[]).includes(stage)
    ? t(`adminApplications.stages.${stage as RecruiterStage}`)
    : t('adminApplications.file.noStage');

function heading(item: TimelineItem, t: Translate): ReactNode {
  switch (item.kind) {
    case 'mail':
      // The subject as the driver read it, in its own language (WCAG 3.1.2, language of parts).
      return <span lang={LOCALE_TAGS[item.language]}>{item.subject}</span>;
    case 'message':
      return t(item.direction === 'to_driver' ? 'timeline.panel.messageToDriver' : 'timeline.panel.messageFromDriver');
    case 'contact':
      return t('timeline.panel.contactTitle', {
        channel: t(`timeline.channels.${item.channel}`),
        outcome: t(`timeline.outcomes.${item.outcome}`),
      });
    case 'note':
      return t('timeline.panel.noteTitle');
    case 'stage':
      return item.from_stage
        ? t('adminApplications.file.stageEvent', {
            from: stageName(item.from_stage, t),
            to: stageName(item.to_stage, t),
          })
        : t('adminApplications.file.stageSetEvent', { to: stageName(item.to_stage, t) });
    case 'check':
      return t(item.event === 'sent' ? 'timeline.panel.checkSent' : 'timeline.panel.checkAnswered', {
        employer: item.employer_name,
      });
    case 'owner':
      if (!item.to_name) return t('timeline.panel.ownerUnassigned');
      return t(item.reason === 'claim' ? 'timeline.panel.ownerClaimed' : 'timeline.panel.ownerGiven', {
        to: item.to_name,
      });
  }
}

/** Who did it: the member's name now; none for a mail or a check, which the portal sent. */
function actorOf(item: TimelineItem, t: Translate): string | null {
  if (!('actor_id' in item)) return null;
  return item.actor_name ?? t('timeline.panel.formerMember');
}

/** What the entry says beyond its heading: a note, a message's words, a mail's text. */
function EntryText({ item }: { item: TimelineItem }) {
  const t = useT();
  const text = { size: 'sm', style: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } } as const;
  switch (item.kind) {
    case 'mail':
      return (
        <details>
          <summary style={{ cursor: 'pointer' }}>{t('timeline.panel.showText')}</summary>
          <Text {...text} lang={LOCALE_TAGS[item.language]}>
            {item.text}
          </Text>
        </details>
      );
    case 'message':
      // The driver's words, or a template filled in the driver's language: data, in that language.
      return (
        <Stack gap={2} lang={LOCALE_TAGS[item.language]}>
          {item.subject && (
            <Text size="sm" fw={600}>
              {item.subject}
            </Text>
          )}
          <Text {...text}>{item.body}</Text>
        </Stack>
      );
    case 'contact':
    case 'stage':
      return item.note ? <Text {...text}>{item.note}</Text> : null;
    case 'note':
      return <Text {...text}>{item.note}</Text>;
    default:
      return null;
  }
}

/** One thing said or done with the applicant: its kind, who, when, and what it said. */
export function TimelineEntry({ item }: { item: TimelineItem }) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const actor = actorOf(item, t);
  const when = formatDateTime(item.at);
  return (
    <Stack
      component="li"
      gap={4}
      pl="sm"
      style={{ borderLeft: `3px solid var(--mantine-color-${KIND_COLOR[item.kind]}-5)` }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {heading(item, t)}
        </Text>
        {item.kind === 'mail' && (
          <Text size="sm" fw={600} c={MAIL_STATE_COLOR[item.state]} style={{ flexShrink: 0 }}>
            {t(`timeline.panel.mailStates.${item.state}`)}
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {actor ? t('timeline.panel.byWhen', { who: actor, when }) : when}
      </Text>
      <EntryText item={item} />
    </Stack>
  );
}
