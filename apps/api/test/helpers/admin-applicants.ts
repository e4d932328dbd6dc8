import { randomUUID } from 'node:crypto';
import type { RecruiterStage } from '@roadhire/shared';
import { eq } from 'drizzle-orm';
import { type Application, applications, users } from '../../src/db/schema.js';
import { applyForm, createCandidate } from './factories.js';
import type { TestApp } from './test-app.js';

/** A logged-in administrator: a verified account given role 1. */
/** An administrator; `investigations` also gives the investigation file's permission (49 CFR 391.53). */
export async function createAdmin(t: TestApp, options: { investigations?: boolean } = {}) {
  const admin = await createCandidate(t, { first_name: 'Ada', last_name: 'Admin' });
  await t.database.db
    .update(users)
    .set({ role: 1, can_view_investigations: options.investigations ?? false })
    .where(eq(users.id, admin.id));
  return admin;
}

export interface ApplicantSeed {
  jobId: number;
  first_name?: string;
  last_name?: string;
  email?: string;
  mobile?: string;
  status?: Application['status'];
  recruiter_stage?: RecruiterStage | null;
  created_at?: Date;
}

/** A candidate and one application, written straight to the database (many rows, fast). */
export async function seedApplicant(t: TestApp, seed: ApplicantSeed): Promise<Application> {
  const db = t.database.db;
  const first_name = seed.first_name ?? 'Sam';
  const last_name = seed.last_name ?? 'Driver';
  const [user] = await db
    .insert(users)
    .values({
      email: seed.email ?? `seed-${randomUUID().slice(0, 8)}@example.test`,
      password_hash: 'not-a-hash',
      first_name,
      last_name,
      mobile: seed.mobile ?? '4165550000',
      email_verified_at: new Date(),
    })
    .returning();
  if (!user) throw new Error('no user');
  const status = seed.status ?? 'submitted';
  const created_at = seed.created_at ?? new Date();
  const form = applyForm(seed.jobId, { first_name, last_name, mobile: seed.mobile ?? '4165550000' });
  const { resume_file: _f, resume_original: _o, ...answers } = form;
  const [application] = await db
    .insert(applications)
    .values({
      ...answers,
      user_id: user.id,
      job_id: seed.jobId,
      status,
      submitted_at: status === 'submitted' ? created_at : null,
      recruiter_stage: status === 'submitted' ? (seed.recruiter_stage ?? 'submitted') : null,
      cancelled_at: status === 'cancelled' ? created_at : null,
      created_at,
    })
    .returning();
  if (!application) throw new Error('no application');
  return application;
}
