import type { RecordType } from '@roadhire/shared';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { resultRows } from '../db/result-rows.js';
import {
  applications,
  auditLog,
  mailMessages,
  privacyConsents,
  privacyExportLinks,
  uploads,
  users,
  userTokens,
} from '../db/schema.js';
import { type StoredFileRef, storedFilesOf } from './privacy-file-deletions-repository.js';

// The erasure of people (decision 031): all of a person, all but the held record types, or many
// people at once, with the audit rows that count what went.

/** Counts, per record type, of what erasing a person's unheld records removes. */
export type ErasureCounts = Partial<Record<RecordType, number>>;

async function count(db: Executor, table: SQL, where: SQL): Promise<number> {
  const [row] = resultRows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${table} where ${where}`),
  );
  return Number(row?.n ?? 0);
}

/**
 * Adds the applications about to be erased to the dashboard's anonymous totals, so its counts of
 * the past stay true once the people are gone; only position, status, stage and hour are kept.
 */
async function tallyErasedApplications(db: Executor, which: SQL): Promise<void> {
  await db.execute(sql`
    insert into erased_application_tallies as t (job_id, status, recruiter_stage, created_hour, count)
    select job_id, status, recruiter_stage, date_trunc('hour', created_at), count(*)::int
    from applications where ${which}
    group by job_id, status, recruiter_stage, date_trunc('hour', created_at)
    on conflict on constraint erased_application_tallies_key do update set count = t.count + excluded.count`);
}

/**
 * Removes every row of a person: mail bodies sent to them first (their outbox rows only keep the
 * account as `set null`), then the account, whose deletion cascades to every owned row.
 */
export async function deletePerson(db: Executor, userId: number): Promise<ErasureCounts> {
  const counts: ErasureCounts = {
    account: 1,
    application_unhired: await count(db, sql`applications`, sql`user_id = ${userId} and hired_on is null`),
    application_hired: await count(db, sql`applications`, sql`user_id = ${userId} and hired_on is not null`),
    investigation_file: await count(db, sql`employer_verifications`, sql`user_id = ${userId}`),
    clearinghouse_consent: await count(
      db,
      sql`clearinghouse_checks c join applications a on a.id = c.application_id`,
      sql`a.user_id = ${userId}`,
    ),
    documents: await count(db, sql`uploads`, sql`user_id = ${userId}`),
    mail: await deleteMailOf(db, userId),
  };
  await tallyErasedApplications(db, sql`user_id = ${userId}`);
  await db.delete(users).where(eq(users.id, userId));
  return counts;
}

async function deleteMailOf(db: Executor, userId: number): Promise<number> {
  const deleted = await db
    .delete(mailMessages)
    .where(
      and(
        eq(mailMessages.user_id, userId),
        sql`lower(${mailMessages.recipient}) = (select lower(email) from users where id = ${userId})`,
      ),
    )
    .returning({ id: mailMessages.id });
  return deleted.length;
}

/**
 * Erases what is not held of a person whose other records the law keeps: their applications never
 * hired, the uploads no kept application needs (all of them when documents are not held), the
 * mail bodies, tokens, consents and export links, and the account's identity; the account row
 * stays, emptied, because the kept records hang from it.
 */
export async function erasePersonExcept(
  db: Executor,
  userId: number,
  held: ReadonlySet<RecordType>,
): Promise<{ counts: ErasureCounts; files: StoredFileRef[] }> {
  const counts: ErasureCounts = {};
  const files: StoredFileRef[] = [];
  if (!held.has('application_unhired')) {
    const gone = await db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.user_id, userId), isNull(applications.hiredOn)));
    const ids = gone.map((row) => row.id);
    files.push(...(await storedFilesOf(db, userId, { applicationIds: ids, uploadIds: [] })));
    if (ids.length) {
      await tallyErasedApplications(db, inArray(applications.id, ids));
      await db.delete(applications).where(inArray(applications.id, ids));
    }
    counts.application_unhired = ids.length;
  }
  // Uploads the kept applications still name stay; the rest go unless documents are held.
  const kept = await db
    .select({ resume: applications.resume_upload_id })
    .from(applications)
    .where(eq(applications.user_id, userId));
  const keptResumes = kept.map((row) => row.resume).filter((id): id is number => id !== null);
  const removable = await db
    .select({ id: uploads.id, kind: uploads.kind })
    .from(uploads)
    .where(eq(uploads.user_id, userId));
  const goingIds = removable
    .filter((row) => !keptResumes.includes(row.id) && (row.kind === 'resume' || !held.has('documents')))
    .map((row) => row.id);
  if (goingIds.length) {
    files.push(...(await storedFilesOf(db, userId, { uploadIds: goingIds, applicationIds: [] })));
    await db
      .update(applications)
      .set({ resume_upload_id: null })
      .where(inArray(applications.resume_upload_id, goingIds));
    await db.delete(uploads).where(inArray(uploads.id, goingIds));
  }
  counts.documents = goingIds.length;
  if (!held.has('mail')) counts.mail = await deleteMailOf(db, userId);
  await db.delete(userTokens).where(eq(userTokens.user_id, userId));
  await db.delete(privacyExportLinks).where(eq(privacyExportLinks.user_id, userId));
  if (held.has('account')) return { counts, files };
  await db.delete(privacyConsents).where(eq(privacyConsents.user_id, userId));
  await db
    .update(users)
    .set({
      email: `erased-${userId}@erased.invalid`,
      password_hash: '!',
      first_name: '',
      mid_name: null,
      last_name: '',
      gender: null,
      mobile: null,
      home_phone: null,
      dob: null,
      address1: null,
      address2: null,
      city: null,
      province: null,
      country: null,
      postal_code: null,
      pending_email: null,
    })
    .where(eq(users.id, userId));
  counts.account = 1;
  return { counts, files };
}

/** The audit row of an erasure: the request's number and counts, never a name, address or file name. */
export async function auditErasure(
  db: Executor,
  requestId: number,
  details: { erased: ErasureCounts; held: RecordType[]; source: string },
): Promise<void> {
  await db.insert(auditLog).values({
    actor_id: null,
    actor_email: '',
    action: 'privacy.erasure',
    target_type: 'privacy_request',
    target_id: requestId,
    details,
  });
}

/**
 * Erases whole people at once (nothing of theirs held): their stored files queued under their
 * request, the mail bodies sent to them, then their accounts, whose rows cascade. Answers the
 * counts per request, by record type.
 */
export async function deletePeople(
  db: Executor,
  requests: Array<{ id: number; user_id: number }>,
): Promise<Map<number, ErasureCounts>> {
  const byRequest = new Map<number, ErasureCounts>();
  if (requests.length === 0) return byRequest;
  const users_ = sql.join(
    requests.map((request) => sql`${request.user_id}`),
    sql`, `,
  );
  const requestIds = sql.join(
    requests.map((request) => sql`${request.id}`),
    sql`, `,
  );
  const counted = resultRows<{
    user_id: number;
    unhired: number;
    hired: number;
    checks: number;
    consents: number;
    documents: number;
  }>(
    await db.execute(sql`
      select u.id as user_id,
        (select count(*)::int from applications a where a.user_id = u.id and a.hired_on is null) as unhired,
        (select count(*)::int from applications a where a.user_id = u.id and a.hired_on is not null) as hired,
        (select count(*)::int from employer_verifications v where v.user_id = u.id) as checks,
        (select count(*)::int from clearinghouse_checks c join applications a on a.id = c.application_id
          where a.user_id = u.id) as consents,
        (select count(*)::int from uploads up where up.user_id = u.id) as documents
      from users u where u.id in (${users_})`),
  );
  await db.execute(sql`
    insert into privacy_file_deletions (request_id, folder, filename)
    select r.id, case when up.kind = 'resume' then 'resumes' else 'documents' end, up.filename
    from uploads up join privacy_requests r on r.user_id = up.user_id
    where r.id in (${requestIds})
    union all
    select r.id, 'documents', q.result_filename
    from clearinghouse_queries q join applications a on a.id = q.application_id
      join privacy_requests r on r.user_id = a.user_id
    where r.id in (${requestIds}) and q.result_filename is not null
    union all
    select r.id, 'documents', d.filename
    from clearinghouse_rtd_documents d join applications a on a.id = d.application_id
      join privacy_requests r on r.user_id = a.user_id
    where r.id in (${requestIds})`);
  const mails = resultRows<{ user_id: number; n: number }>(
    await db.execute(sql`
      with gone as (
        delete from mail_messages m using users u
        where m.user_id = u.id and u.id in (${users_}) and lower(m.recipient) = lower(u.email)
        returning m.user_id)
      select user_id, count(*)::int as n from gone group by user_id`),
  );
  await db.execute(
    sql`update privacy_requests set status = 'in_progress', held = '[]'::jsonb where id in (${requestIds})`,
  );
  await tallyErasedApplications(db, sql`user_id in (${users_})`);
  await db.execute(sql`delete from users where id in (${users_})`);
  for (const request of requests) {
    const row = counted.find((count) => Number(count.user_id) === request.user_id);
    byRequest.set(request.id, {
      account: row ? 1 : 0,
      application_unhired: Number(row?.unhired ?? 0),
      application_hired: Number(row?.hired ?? 0),
      investigation_file: Number(row?.checks ?? 0),
      clearinghouse_consent: Number(row?.consents ?? 0),
      documents: Number(row?.documents ?? 0),
      mail: Number(mails.find((mail) => Number(mail.user_id) === request.user_id)?.n ?? 0),
    });
  }
  return byRequest;
}

/** The audit rows of many erasures in one insert: numbers and counts only. */
export async function auditErasures(
  db: Executor,
  entries: Array<{ requestId: number; erased: ErasureCounts; source: string }>,
): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      actor_id: null,
      actor_email: '',
      action: 'privacy.erasure',
      target_type: 'privacy_request',
      target_id: entry.requestId,
      details: { erased: entry.erased, held: [], source: entry.source },
    })),
  );
}
