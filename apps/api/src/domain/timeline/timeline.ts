import {
  type ContactChannel,
  type ContactOutcome,
  INVESTIGATION_MAIL_KINDS,
  type Locale,
  type MessageDirection,
  type Timeline,
  type TimelineItem,
  type TimelineKind,
  type TimelineQuery,
  translatorFor,
} from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { findApplication } from '../../data/applications-repository.js';
import { recordAudit, recordAuditOnce } from '../../data/audit-repository.js';
import {
  TIMELINE_SOURCES,
  type TimelineCursor,
  timelineChecksAnswered,
  timelineChecksSent,
  timelineContacts,
  timelineEvents,
  timelineMail,
  timelineMessages,
  timelineOwnerChanges,
} from '../../data/timeline-repository.js';
import { HttpError } from '../../lib/http-error.js';
import { hideSecretLinks } from '../../lib/secret-links.js';
import { permissionsOf } from '../team/permissions.js';

// One timeline per applicant (issue 43, decision 035): every mail to the driver with its state,
// messages, contacts, notes, stage changes, previous-employer checks and owner changes, newest
// first, a page at a time. Each source gives at most a page's worth from its own index, and the page is the
// newest of them all, so a long history answers as fast as a short one.
// Tasks join here once they exist: a source in the repository, a kind, and a line below.

interface Sourced {
  item: TimelineItem;
  source: number;
  atMicros: string;
}

const MAIL_STATES = { waiting: 'queued', sent: 'sent', failed: 'failed' } as const;

/** Who may read what: the investigation file's entries need the permission (49 CFR 391.53). */
interface Reader {
  id: number;
  investigations: boolean;
  /** The screen's id for one look at the file, so its reads make one audit row (decision 029). */
  view?: string | undefined;
}

function parseCursor(before: string | undefined): TimelineCursor | undefined {
  if (!before) return undefined;
  const [atMicros = '0', source = '0', id = '0'] = before.split('.');
  return { atMicros, source: Number(source), id: Number(id) };
}

/** Orders entries newest first; the same microsecond by source, then by id, as the cursor does. */
function newestFirst(a: Sourced, b: Sourced): number {
  const at = BigInt(b.atMicros) - BigInt(a.atMicros);
  if (at !== 0n) return at > 0n ? 1 : -1;
  return b.source - a.source || b.item.id - a.item.id;
}

const actorOf = (row: { actor_id: number | null; actor_name: string | null }) => ({
  actor_id: row.actor_id,
  actor_name: row.actor_id === null ? null : row.actor_name,
});

export async function readTimeline(
  ctx: AppContext,
  reader: Reader,
  applicationId: number,
  query: TimelineQuery,
): Promise<Timeline> {
  const application = await findApplication(ctx.db, applicationId);
  if (!application) throw new HttpError(404, 'api.notFound');
  const wanted = new Set<TimelineKind>(query.kinds ?? []);
  const wants = (kind: TimelineKind) => wanted.size === 0 || wanted.has(kind);
  // One more than a page tells whether an older page exists.
  const page = { cursor: parseCursor(query.before), limit: query.limit + 1 };
  const db = ctx.db;
  const eventKinds = (['stage', 'note'] as const).filter(wants);
  const hidden = {
    en: (await translatorFor('en')).t('adminApplications.driverMail.linkHidden'),
    fr: (await translatorFor('fr')).t('adminApplications.driverMail.linkHidden'),
  };

  const [mail, messages, contacts, events, sent, answered, owners] = await Promise.all([
    wants('mail') ? timelineMail(db, application.user_id, page, reader.investigations) : [],
    wants('message') ? timelineMessages(db, applicationId, page) : [],
    wants('contact') ? timelineContacts(db, applicationId, page) : [],
    eventKinds.length > 0 ? timelineEvents(db, applicationId, page, [...eventKinds]) : [],
    wants('check') && reader.investigations ? timelineChecksSent(db, applicationId, page) : [],
    wants('check') && reader.investigations ? timelineChecksAnswered(db, applicationId, page) : [],
    wants('owner') ? timelineOwnerChanges(db, applicationId, page) : [],
  ]);

  const entries: Sourced[] = [
    ...mail.map((row) => ({
      source: TIMELINE_SOURCES.mail,
      atMicros: row.at_micros,
      item: {
        kind: 'mail' as const,
        id: row.id,
        at: row.at.toISOString(),
        mail_kind: row.kind,
        recipient: row.recipient,
        subject: row.subject,
        // A reset or verification link is the driver's alone (decision 018).
        text: hideSecretLinks(row.text, hidden[row.language]),
        language: row.language,
        state: MAIL_STATES[row.status],
        sent_at: row.sent_at?.toISOString() ?? null,
        last_error: row.last_error,
      },
    })),
    ...messages.map((row) => ({
      source: TIMELINE_SOURCES.message,
      atMicros: row.at_micros,
      item: {
        kind: 'message' as const,
        id: row.id,
        at: row.at.toISOString(),
        ...actorOf(row),
        direction: row.direction as MessageDirection,
        subject: row.subject,
        body: row.body,
        language: row.language as Locale,
      },
    })),
    ...contacts.map((row) => ({
      source: TIMELINE_SOURCES.contact,
      atMicros: row.at_micros,
      item: {
        kind: 'contact' as const,
        id: row.id,
        at: row.at.toISOString(),
        ...actorOf(row),
        channel: row.channel as ContactChannel,
        outcome: row.outcome as ContactOutcome,
        note: row.note,
      },
    })),
    ...events.map((row) => ({
      source: TIMELINE_SOURCES.event,
      atMicros: row.at_micros,
      item:
        row.kind === 'note'
          ? { kind: 'note' as const, id: row.id, at: row.at.toISOString(), ...actorOf(row), note: row.note ?? '' }
          : {
              kind: 'stage' as const,
              id: row.id,
              at: row.at.toISOString(),
              ...actorOf(row),
              from_stage: row.from_stage,
              to_stage: row.to_stage,
              note: row.note,
            },
    })),
    ...sent.map((row) => ({
      source: TIMELINE_SOURCES.check_sent,
      atMicros: row.at_micros,
      item: {
        kind: 'check' as const,
        id: row.id,
        at: row.at.toISOString(),
        event: 'sent' as const,
        employer_name: row.employer_name,
      },
    })),
    ...answered.map((row) => ({
      source: TIMELINE_SOURCES.check_answered,
      atMicros: row.at_micros,
      item: {
        kind: 'check' as const,
        id: row.id,
        at: row.at.toISOString(),
        event: 'answered' as const,
        employer_name: row.employer_name,
      },
    })),
    ...owners.map((row) => {
      const details = row.details as { from_name?: string; to_name?: string; reason?: string };
      return {
        source: TIMELINE_SOURCES.owner,
        atMicros: row.at_micros,
        item: {
          kind: 'owner' as const,
          id: row.id,
          at: row.at.toISOString(),
          ...actorOf(row),
          from_name: details.from_name ?? null,
          to_name: details.to_name ?? null,
          reason: details.reason ?? 'reassign',
        },
      };
    }),
  ].sort(newestFirst);

  const shown = entries.slice(0, query.limit);
  const last = shown.at(-1);
  await auditInvestigationReads(ctx, reader, applicationId, shown);
  return {
    items: shown.map((entry) => entry.item),
    next_before: entries.length > query.limit && last ? `${last.atMicros}.${last.source}.${last.item.id}` : null,
  };
}

const isInvestigationEntry = (item: TimelineItem) =>
  item.kind === 'check' ||
  (item.kind === 'mail' && (INVESTIGATION_MAIL_KINDS as readonly string[]).includes(item.mail_kind));

/**
 * A page that shows the investigation file's entries is a read of it, audited as the file's own
 * reads are (decision 029): once per look at the file when the screen names its view.
 */
async function auditInvestigationReads(ctx: AppContext, reader: Reader, applicationId: number, shown: Sourced[]) {
  if (!shown.some((entry) => isInvestigationEntry(entry.item))) return;
  const entry = {
    action: 'investigation.read' as const,
    target_type: 'application',
    target_id: applicationId,
    details: reader.view ? { part: 'timeline' as const, view: reader.view } : { part: 'timeline' as const },
  };
  if (reader.view) await recordAuditOnce(ctx.db, reader.id, entry, reader.view);
  else await recordAudit(ctx.db, reader.id, entry);
}

/** Whether the reader holds the investigation file's permission. */
export async function timelineReader(ctx: AppContext, adminId: number, view: string | undefined): Promise<Reader> {
  const held = await permissionsOf(ctx.db, adminId, ctx.config.admin?.email);
  return { id: adminId, investigations: held.has('investigations'), view };
}
