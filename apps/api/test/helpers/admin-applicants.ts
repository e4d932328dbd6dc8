import { randomUUID } from 'node:crypto';
import type { RecruiterStage } from '@roadhire/shared';
import { eq } from 'drizzle-orm';
import { presetRoleId } from '../../src/data/roles-repository.js';
import { type Application, applications, users } from '../../src/db/schema.js';
import { applyForm, createCandidate } from './factories.js';
import type { TestApp } from './test-app.js';

/**
 * A logged-in administrator: a verified account given role 1 and a role of the team, the
 * Administrator preset unless `role` names another (its id); `investigations` also gives the
 * investigation file's permission (49 CFR 391.53).
 */
export async function createAdmin(t: TestApp, options: { investigations?: boolean; role?: number } = {}) {
  const admin = await createCandidate(t, { first_name: 'Ada', last_name: 'Admin' });
  const role_id = options.role ?? (await presetRoleId(t.database.db, 'administrator'));
  await t.database.db
    .update(users)
    .set({ role: 1, role_id, can_view_investigations: options.investigations ?? false })
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

/** A candidate and one application, written straight to the database. */
export async function seedApplicant(t: Pick<TestApp, 'database'>, seed: ApplicantSeed): Promise<Application> {
  const [application] = await seedApplicants(t, [seed]);
  if (!application) throw new Error('no application');
  return application;
}

/** Rows per statement: far below PostgreSQL's 65,535 parameters per statement at an application's columns. */
const SEED_ROWS_PER_STATEMENT = 500;

/**
 * A candidate and one application per seed, a few hundred rows per statement: thousands of rows
 * one by one take half a minute on PGlite.
 */
export async function seedApplicants(t: Pick<TestApp, 'database'>, seeds: ApplicantSeed[]): Promise<Application[]> {
  const seeded: Application[] = [];
  for (let start = 0; start < seeds.length; start += SEED_ROWS_PER_STATEMENT)
    seeded.push(...(await seedBatch(t, seeds.slice(start, start + SEED_ROWS_PER_STATEMENT))));
  return seeded;
}

async function seedBatch(t: Pick<TestApp, 'database'>, seeds: ApplicantSeed[]): Promise<Application[]> {
  const db = t.database.db;
  const people = seeds.map((seed) => ({
    seed,
    first_name: seed.first_name ?? 'Sam',
    last_name: seed.last_name ?? 'Driver',
    mobile: seed.mobile ?? '4165550000',
    email: seed.email ?? `seed-${randomUUID()}@example.test`,
  }));
  const created = await db
    .insert(users)
    .values(
      people.map(({ first_name, last_name, mobile, email }) => ({
        email,
        password_hash: 'not-a-hash',
        first_name,
        last_name,
        mobile,
        email_verified_at: new Date(),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userIds = new Map(created.map((user) => [user.email, user.id]));
  return db
    .insert(applications)
    .values(
      people.map(({ seed, first_name, last_name, mobile, email }) => {
        const status = seed.status ?? 'submitted';
        const created_at = seed.created_at ?? new Date();
        const {
          resume_file: _f,
          resume_original: _o,
          ...answers
        } = applyForm(seed.jobId, {
          first_name,
          last_name,
          mobile,
        });
        const user_id = userIds.get(email);
        if (user_id === undefined) throw new Error(`no user for ${email}`);
        return {
          ...answers,
          user_id,
          job_id: seed.jobId,
          status,
          submitted_at: status === 'submitted' ? created_at : null,
          recruiter_stage: status === 'submitted' ? (seed.recruiter_stage ?? 'submitted') : null,
          cancelled_at: status === 'cancelled' ? created_at : null,
          created_at,
        };
      }),
    )
    .returning();
}
