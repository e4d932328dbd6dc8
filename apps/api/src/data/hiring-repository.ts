import { ROLE_ADMIN } from '@roadhire/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { applications, type ClearinghouseCheck, clearinghouseChecks, positions, users } from '../db/schema.js';
import { seesApplicationCondition } from './applicant-scope.js';

// From a signed application to a hire (decision 029): the investigation file's permission, the
// driver's Clearinghouse consent of each application, and the driver's own applications.

/** Whether the account may read the investigation file (49 CFR 391.53). */
export async function canViewInvestigations(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db.select({ allowed: users.can_view_investigations }).from(users).where(eq(users.id, userId));
  return row?.allowed === true;
}

export async function setCanViewInvestigations(db: Executor, userId: number, allowed: boolean): Promise<void> {
  await db.update(users).set({ can_view_investigations: allowed, updated_at: new Date() }).where(eq(users.id, userId));
}

export async function findClearinghouseCheck(
  db: Executor,
  applicationId: number,
): Promise<ClearinghouseCheck | undefined> {
  const [row] = await db
    .select()
    .from(clearinghouseChecks)
    .where(eq(clearinghouseChecks.application_id, applicationId));
  return row;
}

/** Writes the given columns of an application's consent record, creating its row the first time. */
export async function saveClearinghouseCheck(
  db: Executor,
  applicationId: number,
  values: Partial<Omit<ClearinghouseCheck, 'application_id' | 'updated_at'>>,
): Promise<ClearinghouseCheck> {
  const set = { ...values, updated_at: new Date() };
  const [row] = await db
    .insert(clearinghouseChecks)
    .values({ application_id: applicationId, ...set })
    .onConflictDoUpdate({ target: clearinghouseChecks.application_id, set })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/** The application with what the Clearinghouse step needs of its position. */
export async function findApplicationForHiring(db: Executor, applicationId: number) {
  const [row] = await db
    .select({
      id: applications.id,
      user_id: applications.user_id,
      status: applications.status,
      recruiter_stage: applications.recruiter_stage,
      hired_on: applications.hiredOn,
      p_position_title: positions.p_position_title,
      p_requires_cdl: positions.p_requires_cdl,
    })
    .from(applications)
    .innerJoin(positions, eq(positions.p_id, applications.job_id))
    .where(eq(applications.id, applicationId));
  return row;
}

export async function setHiredOn(db: Executor, applicationId: number, hiredOn: string | null): Promise<void> {
  await db.update(applications).set({ hiredOn }).where(eq(applications.id, applicationId));
}

/** The driver's applications, newest first, with their Clearinghouse consent when signed. */
export function listDriverApplications(db: Executor, userId: number) {
  return db
    .select({
      id: applications.id,
      p_position_title: positions.p_position_title,
      p_position_title_fr: positions.p_position_title_fr,
      p_requires_cdl: positions.p_requires_cdl,
      status: applications.status,
      recruiter_stage: applications.recruiter_stage,
      submitted_at: applications.submitted_at,
      consent_signed_at: clearinghouseChecks.consent_signed_at,
    })
    .from(applications)
    .innerJoin(positions, eq(positions.p_id, applications.job_id))
    .leftJoin(clearinghouseChecks, eq(clearinghouseChecks.application_id, applications.id))
    .where(eq(applications.user_id, userId))
    .orderBy(desc(applications.created_at), desc(applications.id));
}

/**
 * The administrators who may read the investigation file and see this application (their limits
 * include it), with the language they read in.
 */
export function listInvestigationAdmins(db: Executor, applicationId: number) {
  return db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(
      and(eq(users.role, ROLE_ADMIN), eq(users.can_view_investigations, true), seesApplicationCondition(applicationId)),
    );
}

export async function setEmploymentEnd(db: Executor, applicationId: number, day: string | null) {
  await db.update(applications).set({ employment_ended_on: day }).where(eq(applications.id, applicationId));
}

export async function findEmploymentEnd(db: Executor, applicationId: number): Promise<string | null> {
  const [row] = await db
    .select({ ended: applications.employment_ended_on })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row?.ended ?? null;
}
