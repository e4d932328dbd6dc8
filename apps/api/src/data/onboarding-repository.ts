import type { OnboardingDraft } from '@roadhire/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import {
  type Application,
  applications,
  equipmentOperated,
  highestEducation,
  licenses,
  onboardingForms,
  positions,
  qualifications,
  regionsTravelled,
  workHistories,
} from '../db/schema.js';
import { isOpen } from './positions-repository.js';

// The onboarding draft and the final-submit records of an application (decision 007).

export type NewOnboardingForm = typeof onboardingForms.$inferInsert;
export type NewLicense = typeof licenses.$inferInsert;
export type NewQualifications = typeof qualifications.$inferInsert;

/** The application with its position's titles, for the onboarding page. */
export async function findOnboardingApplication(
  db: Executor,
  applicationId: number,
): Promise<
  (Application & { p_position_title: string; p_position_title_fr: string | null; position_open: boolean }) | undefined
> {
  const [row] = await db
    .select({
      application: applications,
      p_position_title: positions.p_position_title,
      p_position_title_fr: positions.p_position_title_fr,
      position_open: sql<boolean>`coalesce(${isOpen()}, false)`,
    })
    .from(applications)
    .innerJoin(positions, eq(positions.p_id, applications.job_id))
    .where(eq(applications.id, applicationId));
  return row
    ? {
        ...row.application,
        p_position_title: row.p_position_title,
        p_position_title_fr: row.p_position_title_fr,
        position_open: Boolean(row.position_open),
      }
    : undefined;
}

/**
 * Replaces the draft of an application in progress when it is still at the version the save was
 * based on, and raises the version (decision 010). One statement, so two saves based on the same
 * version cannot both win. Answers the step, time and new version saved, or undefined when the
 * application is not in progress or holds another version (nothing is written then).
 */
export async function saveDraft(
  db: Executor,
  applicationId: number,
  draft: OnboardingDraft,
): Promise<{ step: number; updated_at: Date; version: number } | undefined> {
  const now = new Date();
  const [row] = await db
    .update(applications)
    .set({
      draft: draft.data,
      draft_step: draft.step,
      draft_updated_at: now,
      draft_version: sql`${applications.draft_version} + 1`,
      updated_at: now,
    })
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.status, 'in_progress'),
        eq(applications.draft_version, draft.version),
      ),
    )
    .returning({
      step: applications.draft_step,
      updated_at: applications.draft_updated_at,
      version: applications.draft_version,
    });
  return row?.updated_at ? { step: row.step, updated_at: row.updated_at, version: row.version } : undefined;
}

export async function upsertOnboardingForm(db: Executor, form: NewOnboardingForm): Promise<void> {
  const { application_id: _id, ...changes } = form;
  await db
    .insert(onboardingForms)
    .values(form)
    .onConflictDoUpdate({ target: onboardingForms.application_id, set: { ...changes, updated_at: new Date() } });
}

/** Decision 007: a new submission drops the additional licences and work history of an earlier try. */
export async function clearSubmissionEntries(db: Executor, applicationId: number): Promise<void> {
  await db.delete(licenses).where(and(eq(licenses.application_id, applicationId), eq(licenses.dl_status, 'other')));
  await db.delete(workHistories).where(eq(workHistories.application_id, applicationId));
}

export async function upsertPrimaryLicense(db: Executor, license: Omit<NewLicense, 'dl_status'>): Promise<void> {
  const { application_id: _id, user_id: _user, ...changes } = license;
  await db
    .insert(licenses)
    .values({ ...license, dl_status: 'primary', entry_key: null })
    .onConflictDoUpdate({
      target: licenses.application_id,
      targetWhere: sql`${licenses.dl_status} = 'primary'`,
      set: { ...changes, entry_key: null },
    });
}

export async function upsertAdditionalLicense(
  db: Executor,
  license: Omit<NewLicense, 'dl_status'> & { entry_key: string },
): Promise<void> {
  const { application_id: _id, user_id: _user, entry_key: _key, ...changes } = license;
  await db
    .insert(licenses)
    .values({ ...license, dl_status: 'other' })
    .onConflictDoUpdate({ target: [licenses.application_id, licenses.entry_key], set: changes });
}

export async function upsertQualifications(db: Executor, answers: NewQualifications): Promise<void> {
  const { application_id: _id, ...changes } = answers;
  await db
    .insert(qualifications)
    .values(answers)
    .onConflictDoUpdate({ target: qualifications.application_id, set: { ...changes, updated_at: new Date() } });
}

/** What the pipeline call needs before an application counts as complete (decision 007). */
export async function submissionParts(
  db: Executor,
  applicationId: number,
): Promise<{ form: boolean; primaryLicense: boolean; qualifications: boolean }> {
  const form = await db
    .select({ id: onboardingForms.application_id })
    .from(onboardingForms)
    .where(eq(onboardingForms.application_id, applicationId));
  const primary = await db
    .select({ id: licenses.id })
    .from(licenses)
    .where(and(eq(licenses.application_id, applicationId), eq(licenses.dl_status, 'primary')));
  const answers = await db
    .select({ id: qualifications.application_id })
    .from(qualifications)
    .where(eq(qualifications.application_id, applicationId));
  return { form: form.length > 0, primaryLicense: primary.length > 0, qualifications: answers.length > 0 };
}

export async function markSubmitted(db: Executor, applicationId: number): Promise<void> {
  const now = new Date();
  await db
    .update(applications)
    .set({
      status: 'submitted',
      submitted_at: now,
      recruiter_stage: 'submitted',
      recruiter_stage_at: now,
      updated_at: now,
    })
    .where(and(eq(applications.id, applicationId), eq(applications.status, 'in_progress')));
}

/** The reference lists a qualifications answer names by id (SPEC §3, §7 Dropdowns). */
export async function unknownReferenceIds(
  db: Executor,
  ids: { education: number; regions: number[]; equipment: number[] },
): Promise<{ education: boolean; regions: boolean; equipment: boolean }> {
  const education = await db
    .select({ id: highestEducation.he_id })
    .from(highestEducation)
    .where(eq(highestEducation.he_id, ids.education));
  const regions = ids.regions.length
    ? await db
        .select({ id: regionsTravelled.rt_id })
        .from(regionsTravelled)
        .where(inArray(regionsTravelled.rt_id, ids.regions))
    : [];
  const equipment = ids.equipment.length
    ? await db
        .select({ id: equipmentOperated.eo_id })
        .from(equipmentOperated)
        .where(inArray(equipmentOperated.eo_id, ids.equipment))
    : [];
  return {
    education: education.length === 0,
    regions: regions.length !== new Set(ids.regions).size,
    equipment: equipment.length !== new Set(ids.equipment).size,
  };
}

export async function findOnboardingForm(db: Executor, applicationId: number) {
  const [row] = await db.select().from(onboardingForms).where(eq(onboardingForms.application_id, applicationId));
  return row;
}

export function listApplicationLicenses(db: Executor, applicationId: number) {
  return db
    .select()
    .from(licenses)
    .where(eq(licenses.application_id, applicationId))
    .orderBy(asc(licenses.created_at), asc(licenses.id));
}

export async function findQualifications(db: Executor, applicationId: number) {
  const [row] = await db.select().from(qualifications).where(eq(qualifications.application_id, applicationId));
  return row;
}

/** What the driver declared of accidents on the application (391.21(b)(7)): yes or no, a day, words. */
export async function declaredAccidents(db: Executor, applicationId: number) {
  const [row] = await db
    .select({
      any: qualifications.dq_accidents_last5yr,
      date: qualifications.dq_accidents_last5yr_date,
      detail: qualifications.dq_accidents_last5yr_detail,
    })
    .from(qualifications)
    .where(eq(qualifications.application_id, applicationId));
  return row;
}
