import { EMPLOYER_MAIL_KINDS, INVESTIGATION_MAIL_KINDS } from '@roadhire/shared';
import { and, desc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import {
  applicationContacts,
  applicationEvents,
  applicationMessages,
  auditLog,
  employerVerifications,
  mailMessages,
  users,
  verificationAttempts,
  verificationResponses,
} from '../db/schema.js';
import { memberName } from './application-owners-repository.js';

// The timeline of an application (issue 43, decision 035): each source read newest first, a page
// at a time, from an index that starts with the application (or the driver, for mail). The domain
// merges the sources into one page.

/**
 * Where a page starts: strictly older than this entry, in the order (time, source, id). The time
 * is in microseconds since 1970, as PostgreSQL keeps it: a JavaScript date would lose the
 * microseconds, and entries written in the same millisecond would be skipped or repeated.
 */
export interface TimelineCursor {
  atMicros: string;
  source: number;
  id: number;
}

/** Each source's place in the order of entries written at the same microsecond. */
export const TIMELINE_SOURCES = {
  mail: 1,
  contact: 2,
  event: 3,
  check_sent: 4,
  check_answered: 5,
  owner: 6,
  message: 7,
} as const;

const micros = (column: AnyPgColumn | SQL) => sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

/** The rows of one source older than the cursor; the bound on the time alone lets the index stop early. */
function olderThan(at: AnyPgColumn, id: AnyPgColumn, source: number, cursor: TimelineCursor | undefined) {
  if (!cursor) return undefined;
  const cursorAt = sql`(timestamptz 'epoch' + ${cursor.atMicros}::bigint * interval '1 microsecond')`;
  return sql`${at} <= ${cursorAt} and (${at}, ${source}::int, ${id}) < (${cursorAt}, ${cursor.source}::int, ${cursor.id}::int)`;
}

export interface PageRequest {
  cursor?: TimelineCursor | undefined;
  limit: number;
}

/** The mails to a driver's account, but those to previous employers; the investigation's only when `investigations`. */
export function timelineMail(db: Executor, userId: number, page: PageRequest, investigations: boolean) {
  const hidden = [...EMPLOYER_MAIL_KINDS, ...(investigations ? [] : INVESTIGATION_MAIL_KINDS)];
  return db
    .select({
      id: mailMessages.id,
      at: mailMessages.queued_at,
      at_micros: micros(mailMessages.queued_at),
      kind: mailMessages.kind,
      recipient: mailMessages.recipient,
      subject: mailMessages.subject,
      text: mailMessages.text,
      language: mailMessages.language,
      status: mailMessages.status,
      sent_at: mailMessages.sent_at,
      last_error: mailMessages.last_error,
    })
    .from(mailMessages)
    .where(
      and(
        eq(mailMessages.user_id, userId),
        notInArray(mailMessages.kind, hidden),
        olderThan(mailMessages.queued_at, mailMessages.id, TIMELINE_SOURCES.mail, page.cursor),
      ),
    )
    .orderBy(desc(mailMessages.queued_at), desc(mailMessages.id))
    .limit(page.limit);
}

export function timelineContacts(db: Executor, applicationId: number, page: PageRequest) {
  return db
    .select({
      id: applicationContacts.id,
      at: applicationContacts.contacted_at,
      at_micros: micros(applicationContacts.contacted_at),
      actor_id: applicationContacts.actor_id,
      actor_name: memberName(users),
      channel: applicationContacts.channel,
      outcome: applicationContacts.outcome,
      note: applicationContacts.note,
    })
    .from(applicationContacts)
    .leftJoin(users, eq(users.id, applicationContacts.actor_id))
    .where(
      and(
        eq(applicationContacts.application_id, applicationId),
        olderThan(applicationContacts.contacted_at, applicationContacts.id, TIMELINE_SOURCES.contact, page.cursor),
      ),
    )
    .orderBy(desc(applicationContacts.contacted_at), desc(applicationContacts.id))
    .limit(page.limit);
}

/** Recruiters' messages to the driver and the driver's answers. */
export function timelineMessages(db: Executor, applicationId: number, page: PageRequest) {
  return db
    .select({
      id: applicationMessages.id,
      at: applicationMessages.created_at,
      at_micros: micros(applicationMessages.created_at),
      actor_id: applicationMessages.author_id,
      actor_name: memberName(users),
      direction: applicationMessages.direction,
      subject: applicationMessages.subject,
      body: applicationMessages.body,
      language: applicationMessages.language,
    })
    .from(applicationMessages)
    .leftJoin(users, eq(users.id, applicationMessages.author_id))
    .where(
      and(
        eq(applicationMessages.application_id, applicationId),
        olderThan(applicationMessages.created_at, applicationMessages.id, TIMELINE_SOURCES.message, page.cursor),
      ),
    )
    .orderBy(desc(applicationMessages.created_at), desc(applicationMessages.id))
    .limit(page.limit);
}

/** Stage changes and notes (`application_events`). */
export function timelineEvents(db: Executor, applicationId: number, page: PageRequest, kinds: ('stage' | 'note')[]) {
  return db
    .select({
      id: applicationEvents.id,
      at: applicationEvents.created_at,
      at_micros: micros(applicationEvents.created_at),
      actor_id: applicationEvents.actor_id,
      actor_name: memberName(users),
      kind: applicationEvents.kind,
      from_stage: applicationEvents.from_stage,
      to_stage: applicationEvents.to_stage,
      note: applicationEvents.note,
    })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actor_id))
    .where(
      and(
        eq(applicationEvents.application_id, applicationId),
        kinds.length === 1 ? eq(applicationEvents.kind, kinds[0] ?? 'note') : undefined,
        olderThan(applicationEvents.created_at, applicationEvents.id, TIMELINE_SOURCES.event, page.cursor),
      ),
    )
    .orderBy(desc(applicationEvents.created_at), desc(applicationEvents.id))
    .limit(page.limit);
}

/** Each request mailed or sent to a previous employer: the check's first ask and every new one. */
export function timelineChecksSent(db: Executor, applicationId: number, page: PageRequest) {
  return db
    .select({
      id: verificationAttempts.id,
      at: verificationAttempts.attempted_at,
      at_micros: micros(verificationAttempts.attempted_at),
      employer_name: employerVerifications.employer_name,
    })
    .from(verificationAttempts)
    .innerJoin(employerVerifications, eq(employerVerifications.id, verificationAttempts.verification_id))
    .where(
      and(
        eq(employerVerifications.application_id, applicationId),
        eq(verificationAttempts.kind, 'request'),
        olderThan(verificationAttempts.attempted_at, verificationAttempts.id, TIMELINE_SOURCES.check_sent, page.cursor),
      ),
    )
    .orderBy(desc(verificationAttempts.attempted_at), desc(verificationAttempts.id))
    .limit(page.limit);
}

/** Each previous employer's answer received: when and from whom, never what it says. */
export function timelineChecksAnswered(db: Executor, applicationId: number, page: PageRequest) {
  return db
    .select({
      id: verificationResponses.verification_id,
      at: verificationResponses.received_at,
      at_micros: micros(verificationResponses.received_at),
      employer_name: employerVerifications.employer_name,
    })
    .from(verificationResponses)
    .innerJoin(employerVerifications, eq(employerVerifications.id, verificationResponses.verification_id))
    .where(
      and(
        eq(employerVerifications.application_id, applicationId),
        olderThan(
          verificationResponses.received_at,
          verificationResponses.verification_id,
          TIMELINE_SOURCES.check_answered,
          page.cursor,
        ),
      ),
    )
    .orderBy(desc(verificationResponses.received_at), desc(verificationResponses.verification_id))
    .limit(page.limit);
}

/** Each change of owner, as its audit entry recorded it (decision 034). */
export function timelineOwnerChanges(db: Executor, applicationId: number, page: PageRequest) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.created_at,
      at_micros: micros(auditLog.created_at),
      actor_id: auditLog.actor_id,
      actor_name: memberName(users),
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actor_id))
    .where(
      and(
        eq(auditLog.target_type, 'application'),
        eq(auditLog.target_id, applicationId),
        eq(auditLog.action, 'application.owner'),
        olderThan(auditLog.created_at, auditLog.id, TIMELINE_SOURCES.owner, page.cursor),
      ),
    )
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(page.limit);
}
