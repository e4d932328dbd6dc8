import type { ConsentPurpose, HeldRecord, Locale, PrivacyRequestKind, RecordType } from '@roadhire/shared';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { resultRows } from '../db/result-rows.js';
import {
  applicationCorrections,
  applicationEvents,
  applicationSignatures,
  applications,
  auditLog,
  clearinghouseChecks,
  confidentialityIncidents,
  employerVerifications,
  legalHolds,
  licenses,
  mailMessages,
  onboardingForms,
  privacyConsents,
  privacyExportLinks,
  privacyFileDeletions,
  privacyRequests,
  qualifications,
  uploads,
  users,
  userTokens,
  verificationResponses,
  workHistories,
} from '../db/schema.js';
import { clearinghouseFilesOf } from './clearinghouse-repository.js';

// A driver's data (decision 031): holds, the requests register, the erasure of one person's
// records, the files waiting for their delete, consents, export links and incidents.

/** Holds in force on `day` (YYYY-MM-DD) for a person: theirs, and those on a record type for everyone. */
export function activeHolds(db: Executor, userId: number, day: string) {
  return db
    .select()
    .from(legalHolds)
    .where(
      and(
        isNull(legalHolds.lifted_at),
        or(isNull(legalHolds.until), sql`${legalHolds.until} >= ${day}::date`),
        or(eq(legalHolds.user_id, userId), and(isNull(legalHolds.user_id), isNotNull(legalHolds.record_type))),
      ),
    )
    .orderBy(asc(legalHolds.id));
}

/** What of a person the DOT rules keep: each hired application with its dates and Clearinghouse query. */
export function hiredApplicationsOf(db: Executor, userId: number) {
  return db
    .select({
      id: applications.id,
      hired_on: applications.hiredOn,
      employment_ended_on: applications.employment_ended_on,
      queried_on: sql<
        string | null
      >`(select max(q.queried_on) from clearinghouse_queries q where q.application_id = ${applications.id})`,
      has_clearinghouse: sql<boolean>`(${clearinghouseChecks.application_id} is not null
        or exists (select 1 from clearinghouse_queries q where q.application_id = ${applications.id}))`,
      verifications: sql<number>`(select count(*)::int from ${employerVerifications} where ${employerVerifications.application_id} = ${applications.id})`,
    })
    .from(applications)
    .leftJoin(clearinghouseChecks, eq(clearinghouseChecks.application_id, applications.id))
    .where(and(eq(applications.user_id, userId), isNotNull(applications.hiredOn)));
}

export async function insertPrivacyRequest(
  db: Executor,
  row: {
    user_id: number;
    kind: PrivacyRequestKind;
    received_at: Date;
    due_on: string;
    erase_after?: Date | null;
    held?: HeldRecord[];
    application_id?: number | null;
    detail?: string | null;
    status?: 'received' | 'in_progress' | 'done';
    answer?: string | null;
    done_at?: Date | null;
  },
) {
  const [inserted] = await db.insert(privacyRequests).values(row).returning();
  if (!inserted) throw new Error('privacy request not written');
  return inserted;
}

export async function findOpenErasure(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(privacyRequests)
    .where(
      and(eq(privacyRequests.user_id, userId), eq(privacyRequests.kind, 'erasure'), ne(privacyRequests.status, 'done')),
    )
    .orderBy(desc(privacyRequests.id))
    .limit(1);
  return row;
}

export async function findLatestErasure(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(privacyRequests)
    .where(and(eq(privacyRequests.user_id, userId), eq(privacyRequests.kind, 'erasure')))
    .orderBy(desc(privacyRequests.id))
    .limit(1);
  return row;
}

export function listPrivacyRequests(db: Executor, userId?: number) {
  return db
    .select()
    .from(privacyRequests)
    .where(userId === undefined ? undefined : eq(privacyRequests.user_id, userId))
    .orderBy(desc(privacyRequests.received_at), desc(privacyRequests.id))
    .limit(500);
}

/**
 * Closes the person's erasure request as cancelled while its quarantine still runs; undefined when
 * there is none, or the sweep has it already (its row lock makes this wait, then find it taken).
 */
export async function cancelErasureInQuarantine(db: Executor, userId: number, answer: string, at: Date) {
  const [row] = await db
    .update(privacyRequests)
    .set({ status: 'done', answer, done_at: at })
    .where(
      and(
        eq(privacyRequests.user_id, userId),
        eq(privacyRequests.kind, 'erasure'),
        eq(privacyRequests.status, 'received'),
        gt(privacyRequests.erase_after, at),
      ),
    )
    .returning();
  return row;
}

export async function reopenAccount(db: Executor, userId: number): Promise<void> {
  await db.update(users).set({ closed_at: null }).where(eq(users.id, userId));
}

export async function markRequestDone(db: Executor, id: number, answer: string, at: Date) {
  const [row] = await db
    .update(privacyRequests)
    .set({ status: 'done', answer, done_at: at })
    .where(and(eq(privacyRequests.id, id), ne(privacyRequests.status, 'done')))
    .returning();
  return row;
}

/**
 * The retention rules as one statement, so a sweep over every applicant stays one scan: each
 * candidate account with no activity since `cutoff`, no hire still within its DOT period
 * (employment end + 3 years, and 3 years after the last Clearinghouse query), no open erasure, no
 * hold and no consent to be kept for future jobs enters the register, quarantined until
 * `eraseAfter`. Answers how many entered.
 */
export async function quarantineUnhired(
  db: Executor,
  options: { cutoff: Date; now: Date; eraseAfter: Date; dueOn: string; day: string },
): Promise<number> {
  const { cutoff, now, eraseAfter, dueOn, day } = options;
  const result = await db.execute(sql`
    insert into privacy_requests (user_id, kind, source, status, received_at, due_on, erase_after, held)
    select u.id, 'erasure', 'retention', 'received', ${now.toISOString()}::timestamptz, ${dueOn}::date,
           ${eraseAfter.toISOString()}::timestamptz, '[]'::jsonb
    from users u
    where u.role = 2
      and greatest(u.created_at, u.updated_at) < ${cutoff.toISOString()}::timestamptz
      and not exists (
        select 1 from applications a
        where a.user_id = u.id
          and ((a.hired_on is not null
                and (a.employment_ended_on is null
                     or a.employment_ended_on + interval '3 years' > ${day}::date
                     or ((exists (select 1 from clearinghouse_checks c where c.application_id = a.id)
                          or exists (select 1 from clearinghouse_queries q where q.application_id = a.id))
                         and coalesce((select max(q.queried_on) from clearinghouse_queries q where q.application_id = a.id),
                                      a.hired_on) + interval '3 years' > ${day}::date)))
               or greatest(a.updated_at, a.created_at, coalesce(a.recruiter_stage_at, a.created_at),
                           coalesce(a.submitted_at, a.created_at)) >= ${cutoff.toISOString()}::timestamptz))
      and not exists (
        select 1 from privacy_requests r where r.user_id = u.id and r.kind = 'erasure' and r.status <> 'done')
      and not exists (
        select 1 from legal_holds h
        where h.lifted_at is null and (h.until is null or h.until >= ${day}::date)
          and ((h.user_id = u.id and (h.record_type is null or h.record_type in ('application_unhired', 'account')))
               or (h.user_id is null and h.record_type in ('application_unhired', 'account'))))
      and not exists (
        select 1 from privacy_consents c
        where c.user_id = u.id and c.purpose = 'talent_pool' and c.withdrawn_at is null
          and (c.expires_at is null or c.expires_at > ${now.toISOString()}::timestamptz))
    on conflict (user_id) where kind = 'erasure' and status <> 'done' do nothing
  `);
  return affected(result);
}

/** Erasure requests whose quarantine is over, locked for this sweep (another process takes others). */
export function lockDueErasures(db: Executor, now: Date, afterId: number, limit: number) {
  return db
    .select()
    .from(privacyRequests)
    .where(
      and(
        eq(privacyRequests.kind, 'erasure'),
        eq(privacyRequests.status, 'received'),
        isNotNull(privacyRequests.user_id),
        lte(privacyRequests.erase_after, now),
        gt(privacyRequests.id, afterId),
      ),
    )
    .orderBy(asc(privacyRequests.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export interface StoredFileRef {
  folder: 'resumes' | 'documents';
  filename: string;
}

/** Every stored file of a person: uploads (resumes and documents) and the Clearinghouse's PDFs. */
export async function storedFilesOf(
  db: Executor,
  userId: number,
  options: { applicationIds?: number[]; uploadIds?: number[] } = {},
): Promise<StoredFileRef[]> {
  const files: StoredFileRef[] = [];
  const uploadRows = await db
    .select({ id: uploads.id, kind: uploads.kind, filename: uploads.filename })
    .from(uploads)
    .where(
      and(
        eq(uploads.user_id, userId),
        options.uploadIds ? inArray(uploads.id, options.uploadIds.length ? options.uploadIds : [-1]) : undefined,
      ),
    );
  for (const row of uploadRows)
    files.push({ folder: row.kind === 'resume' ? 'resumes' : 'documents', filename: row.filename });
  const ownApplications = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.user_id, userId),
        options.applicationIds
          ? inArray(applications.id, options.applicationIds.length ? options.applicationIds : [-1])
          : undefined,
      ),
    );
  const clearinghouse = await clearinghouseFilesOf(
    db,
    ownApplications.map((row) => row.id),
  );
  for (const filename of clearinghouse) files.push({ folder: 'documents', filename });
  return files;
}

export async function queueFileDeletions(db: Executor, requestId: number, files: StoredFileRef[]): Promise<void> {
  if (files.length === 0) return;
  await db.insert(privacyFileDeletions).values(files.map((file) => ({ request_id: requestId, ...file })));
}

export function pendingFileDeletions(db: Executor, limit: number) {
  return db
    .select()
    .from(privacyFileDeletions)
    .orderBy(asc(privacyFileDeletions.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function fileDeletionDone(db: Executor, id: number): Promise<void> {
  await db.delete(privacyFileDeletions).where(eq(privacyFileDeletions.id, id));
}

export async function fileDeletionFailed(db: Executor, id: number, error: string): Promise<void> {
  await db
    .update(privacyFileDeletions)
    .set({ tries: sql`${privacyFileDeletions.tries} + 1`, last_error: error.slice(0, 500) })
    .where(eq(privacyFileDeletions.id, id));
}

export async function countPendingFiles(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(privacyFileDeletions);
  return row?.n ?? 0;
}

/** Marks done, in one statement, the erasures whose records are gone and whose files storage has all deleted. */
export async function completeErasures(db: Executor, answer: string, at: Date): Promise<number> {
  const done = await db
    .update(privacyRequests)
    .set({ status: 'done', answer, done_at: at })
    .where(
      and(
        eq(privacyRequests.kind, 'erasure'),
        eq(privacyRequests.status, 'in_progress'),
        sql`not exists (select 1 from ${privacyFileDeletions} where ${privacyFileDeletions.request_id} = ${privacyRequests.id})`,
      ),
    )
    .returning({ id: privacyRequests.id });
  return done.length;
}

export async function setRequestState(
  db: Executor,
  id: number,
  status: 'received' | 'in_progress',
  held: HeldRecord[],
): Promise<void> {
  await db.update(privacyRequests).set({ status, held }).where(eq(privacyRequests.id, id));
}

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

export async function closeAccount(db: Executor, userId: number, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ closed_at: at, sessions_valid_after: new Date(at.getTime() + 1) })
    .where(eq(users.id, userId));
  await db.delete(userTokens).where(eq(userTokens.user_id, userId));
}

// Holds, consents, export links, incidents.

export function listHolds(db: Executor, userId?: number) {
  return db
    .select()
    .from(legalHolds)
    .where(userId === undefined ? undefined : eq(legalHolds.user_id, userId))
    .orderBy(desc(legalHolds.id))
    .limit(500);
}

export async function insertHold(db: Executor, row: typeof legalHolds.$inferInsert) {
  const [inserted] = await db.insert(legalHolds).values(row).returning();
  if (!inserted) throw new Error('hold not written');
  return inserted;
}

export async function liftHold(db: Executor, id: number, at: Date) {
  const [row] = await db
    .update(legalHolds)
    .set({ lifted_at: at })
    .where(and(eq(legalHolds.id, id), isNull(legalHolds.lifted_at)))
    .returning();
  return row;
}

export function consentsOf(db: Executor, userId: number) {
  return db
    .select()
    .from(privacyConsents)
    .where(eq(privacyConsents.user_id, userId))
    .orderBy(desc(privacyConsents.granted_at), desc(privacyConsents.id));
}

export async function withdrawConsent(db: Executor, userId: number, purpose: ConsentPurpose, at: Date) {
  await db
    .update(privacyConsents)
    .set({ withdrawn_at: at })
    .where(
      and(
        eq(privacyConsents.user_id, userId),
        eq(privacyConsents.purpose, purpose),
        isNull(privacyConsents.withdrawn_at),
      ),
    );
}

export async function grantConsent(db: Executor, row: typeof privacyConsents.$inferInsert) {
  await db.insert(privacyConsents).values(row);
}

export async function insertExportLink(db: Executor, row: typeof privacyExportLinks.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(privacyExportLinks).values(row).returning({ id: privacyExportLinks.id });
  if (!inserted) throw new Error('The export link was not stored');
  return inserted.id;
}

/** Keeps the built ZIP on its link, once: a second build of the same link changes nothing. */
export async function storeExportZip(db: Executor, id: number, zip: Buffer, at: Date): Promise<boolean> {
  const stored = await db
    .update(privacyExportLinks)
    .set({ zip, ready_at: at })
    .where(and(eq(privacyExportLinks.id, id), isNull(privacyExportLinks.ready_at)))
    .returning({ id: privacyExportLinks.id });
  return stored.length > 0;
}

/** Expired links go with their ZIPs: nothing of an export outlives its link. */
export async function deleteExpiredExportLinks(db: Executor, now: Date): Promise<void> {
  await db.delete(privacyExportLinks).where(lte(privacyExportLinks.expires_at, now));
}

export async function findExportLink(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(privacyExportLinks).where(eq(privacyExportLinks.token_hash, tokenHash));
  return row;
}

export function listIncidents(db: Executor) {
  return db.select().from(confidentialityIncidents).orderBy(desc(confidentialityIncidents.id)).limit(1000);
}

export async function insertIncident(db: Executor, row: typeof confidentialityIncidents.$inferInsert) {
  const [inserted] = await db.insert(confidentialityIncidents).values(row).returning();
  if (!inserted) throw new Error('incident not written');
  return inserted;
}

export async function setEmploymentEnd(db: Executor, applicationId: number, day: string | null) {
  await db.update(applications).set({ employment_ended_on: day }).where(eq(applications.id, applicationId));
}

function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}

/** Stops a closing account's applications in progress or waiting; a hire stays as it is. */
export async function cancelOpenApplicationsOf(db: Executor, userId: number, at: Date): Promise<void> {
  await db
    .update(applications)
    .set({ status: 'cancelled', cancelled_at: at, updated_at: at })
    .where(
      and(
        eq(applications.user_id, userId),
        inArray(applications.status, ['in_progress', 'submitted']),
        isNull(applications.hiredOn),
      ),
    );
}

/** One of the person's applications, or undefined when it is not theirs. */
export async function findOwnApplicationState(db: Executor, userId: number, applicationId: number) {
  const [row] = await db
    .select({ id: applications.id, status: applications.status, hired_on: applications.hiredOn })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.user_id, userId)));
  return row;
}

export async function withdrawOwnApplication(db: Executor, applicationId: number, at: Date): Promise<void> {
  await db
    .update(applications)
    .set({ status: 'cancelled', cancelled_at: at, updated_at: at })
    .where(eq(applications.id, applicationId));
}

/**
 * Everything a person gave, for their export (Quebec s. 27: what was collected from them): each
 * table's rows filtered by the owner only, so nothing of another person can enter. Recruiters'
 * notes are left out (created, not collected); the stage history is in.
 */
export async function exportRowsOf(db: Executor, userId: number) {
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  const apps = await db
    .select()
    .from(applications)
    .where(eq(applications.user_id, userId))
    .orderBy(asc(applications.id));
  const ids = apps.map((row) => row.id);
  const idsOrNone = ids.length ? ids : [-1];
  return {
    account,
    applications: apps,
    onboardingForms: await db.select().from(onboardingForms).where(eq(onboardingForms.user_id, userId)),
    qualifications: await db.select().from(qualifications).where(eq(qualifications.user_id, userId)),
    licences: await db.select().from(licenses).where(eq(licenses.user_id, userId)).orderBy(asc(licenses.id)),
    workHistory: await db
      .select()
      .from(workHistories)
      .where(eq(workHistories.user_id, userId))
      .orderBy(asc(workHistories.wh_datefrom)),
    signatures: await db.select().from(applicationSignatures).where(eq(applicationSignatures.user_id, userId)),
    clearinghouse: await db
      .select()
      .from(clearinghouseChecks)
      .where(inArray(clearinghouseChecks.application_id, idsOrNone)),
    releases: await db
      .select()
      .from(employerVerifications)
      .where(eq(employerVerifications.user_id, userId))
      .orderBy(asc(employerVerifications.id)),
    // What previous employers said about the person (49 CFR 391.23(i)): the answer as stored, and
    // who answered, but not the responder's own address, network or browser.
    employerAnswers: await db
      .select({
        verification_id: verificationResponses.verification_id,
        channel: verificationResponses.channel,
        responder_name: verificationResponses.responder_name,
        responder_title: verificationResponses.responder_title,
        received_at: verificationResponses.received_at,
        answer: verificationResponses.answer,
        answer_sha256: verificationResponses.answer_sha256,
      })
      .from(verificationResponses)
      .innerJoin(employerVerifications, eq(employerVerifications.id, verificationResponses.verification_id))
      .where(eq(employerVerifications.user_id, userId))
      .orderBy(asc(verificationResponses.verification_id)),
    statusHistory: await db
      .select({
        application_id: applicationEvents.application_id,
        from_stage: applicationEvents.from_stage,
        to_stage: applicationEvents.to_stage,
        at: applicationEvents.created_at,
      })
      .from(applicationEvents)
      .where(and(eq(applicationEvents.kind, 'stage'), inArray(applicationEvents.application_id, idsOrNone)))
      .orderBy(asc(applicationEvents.created_at)),
    corrections: await db
      .select()
      .from(applicationCorrections)
      .where(inArray(applicationCorrections.application_id, idsOrNone))
      .orderBy(asc(applicationCorrections.version)),
    uploads: await db.select().from(uploads).where(eq(uploads.user_id, userId)).orderBy(asc(uploads.id)),
    mails: account
      ? await db
          .select()
          .from(mailMessages)
          .where(and(eq(mailMessages.user_id, userId), sql`lower(${mailMessages.recipient}) = lower(${account.email})`))
          .orderBy(asc(mailMessages.queued_at))
      : [],
    consents: await db.select().from(privacyConsents).where(eq(privacyConsents.user_id, userId)),
    requests: await db.select().from(privacyRequests).where(eq(privacyRequests.user_id, userId)),
  };
}
export type ExportRows = Awaited<ReturnType<typeof exportRowsOf>>;

export async function findEmploymentEnd(db: Executor, applicationId: number): Promise<string | null> {
  const [row] = await db
    .select({ ended: applications.employment_ended_on })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row?.ended ?? null;
}

// The sweep's bulk path: most people due for erasure have nothing held, and one statement per step
// for a whole batch keeps a sweep over many people to a few round trips (bench/privacy-sweep.ts).

/** Of these people, those a hold or a hire might keep something of: they take the one-by-one path. */
export async function maybeHeld(db: Executor, userIds: number[], day: string): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const found = resultRows<{ id: number }>(
    await db.execute(sql`
      select u.id from users u
      where u.id in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})
        and (exists (select 1 from legal_holds h
                     where h.lifted_at is null and (h.until is null or h.until >= ${day}::date)
                       and (h.user_id = u.id or (h.user_id is null and h.record_type is not null)))
             or exists (select 1 from applications a where a.user_id = u.id and a.hired_on is not null))`),
  );
  return new Set(found.map((row) => Number(row.id)));
}

/** Of these retention requests, those whose person came back after being quarantined. */
export async function activeSinceQuarantine(db: Executor, requestIds: number[]): Promise<Set<number>> {
  if (requestIds.length === 0) return new Set();
  const found = resultRows<{ id: number }>(
    await db.execute(sql`
      select r.id from privacy_requests r join users u on u.id = r.user_id
      where r.id in (${sql.join(
        requestIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and r.source = 'retention'
        and (u.updated_at > r.received_at
             or exists (select 1 from applications a where a.user_id = u.id
                        and greatest(a.updated_at, coalesce(a.recruiter_stage_at, a.created_at)) > r.received_at))`),
  );
  return new Set(found.map((row) => Number(row.id)));
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

/**
 * Consents to be kept for future jobs that lapse before `before` and whose renewal was not asked
 * yet: marked as asked, and answered with the person to ask.
 */
export async function claimConsentRenewals(db: Executor, now: Date, before: Date) {
  return resultRows<{
    id: number;
    user_id: number;
    email: string;
    first_name: string;
    language: Locale;
    expires_at: string | Date;
  }>(
    await db.execute(sql`
      update privacy_consents c set renewal_requested_at = ${now.toISOString()}::timestamptz
      from users u
      where u.id = c.user_id and u.closed_at is null and c.purpose = 'talent_pool' and c.withdrawn_at is null
        and c.renewal_requested_at is null and c.expires_at > ${now.toISOString()}::timestamptz
        and c.expires_at <= ${before.toISOString()}::timestamptz
      returning c.id, c.user_id, u.email, u.first_name, u.language, c.expires_at`),
  );
}
