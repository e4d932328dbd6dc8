import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import {
  applicationCorrections,
  applicationEvents,
  applicationSignatures,
  applications,
  clearinghouseChecks,
  employerVerifications,
  licenses,
  mailMessages,
  onboardingForms,
  privacyConsents,
  privacyExportLinks,
  privacyRequests,
  qualifications,
  uploads,
  users,
  verificationResponses,
  workHistories,
} from '../db/schema.js';

// A driver's data export (decision 031): the rows it holds, and the links of the exports built in
// the background with their ZIPs.

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
