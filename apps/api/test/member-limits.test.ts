import { type AdminApplicationList, type AdminStats, apiPaths, inEnglish } from '@roadhire/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listInvestigationAdmins } from '../src/data/hiring-repository.js';
import { applications, auditLog, employerVerifications, mailMessages, users } from '../src/db/schema.js';
import { type ApplicantParam, applicantParamOf } from '../src/plugins/applicant-scope.js';
import { createAdmin, seedApplicant } from './helpers/admin-applicants.js';
import { bearer, createCandidate, createPosition } from './helpers/factories.js';
import { fillPath, type Operation, operationsOf, validParameter, validQueryString } from './helpers/openapi.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Issue 43: a member limited to some positions or provinces sees only those applicants,
// everywhere. Every admin route of the app's own OpenAPI description is called as a member of the
// Administrator preset limited to Ontario, with applicants seeded in Ontario and in Quebec: no
// answer names a Quebec applicant, and every route about one answers 404 for them, as for none.
// A route added later is walked too.

const OWNER_EMAIL = 'owner-of-the-portal@example.test';
type Caller = { id: number; token: string };
type Seeded = { applicationId: number; userId: number; verificationId: number };

let t: TestApp;
let owner: Caller;
let limited: Caller;
let adminOperations: Operation[];
const inside: Seeded[] = [];
const outside: Seeded[] = [];

const call = (caller: Caller, method: string, url: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(caller.token),
    ...(payload === undefined ? {} : { payload }),
  });

/** An applicant living in `province`, as the profile says, or as only the draft's first step does. */
async function seedLiving(
  names: { first_name: string; last_name: string },
  where: { profile?: string; draft?: string },
  jobId: number,
  stage: 'in_progress' | 'submitted' | 'hired',
): Promise<Seeded> {
  const hired = stage === 'hired';
  const application = await seedApplicant(t, {
    jobId,
    ...names,
    email: `${names.first_name}.${names.last_name}@example.test`.toLowerCase(),
    status: stage === 'in_progress' ? 'in_progress' : 'submitted',
    recruiter_stage: stage === 'in_progress' ? null : hired ? 'hired' : 'submitted',
  });
  if (where.profile)
    await t.database.db.update(users).set({ province: where.profile }).where(eq(users.id, application.user_id));
  if (where.draft || hired) {
    await t.database.db
      .update(applications)
      .set({
        ...(where.draft ? { draft: { province: where.draft } } : {}),
        ...(hired ? { hiredOn: '2026-01-05' } : {}),
      })
      .where(eq(applications.id, application.id));
  }
  const [check] = await t.database.db
    .insert(employerVerifications)
    .values({
      application_id: application.id,
      user_id: application.user_id,
      status: 'awaiting_contact',
      employer_name: `Former employer of ${names.first_name} ${names.last_name}`,
      period_from: '2023-01-01',
      asks_drug_alcohol: false,
      accidents_from: '2023-01-01',
      accidents_to: '2026-01-01',
    })
    .returning({ id: employerVerifications.id });
  if (!check) throw new Error('no check');
  // A mail to the driver that failed for good: the dashboard's alert counts it.
  await t.database.db.insert(mailMessages).values({
    recipient: `${names.first_name}@example.test`,
    user_id: application.user_id,
    kind: 'application_received',
    subject: `Mail to ${names.first_name} ${names.last_name}`,
    text: 'text',
    html: '<p>text</p>',
    headers: {},
    status: 'failed',
  });
  return { applicationId: application.id, userId: application.user_id, verificationId: check.id };
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: OWNER_EMAIL, ADMIN_PASSWORD: 'Owner-pass-1' });
  const account = await createCandidate(t, { email: OWNER_EMAIL });
  await t.database.db.update(users).set({ role: 1, can_view_investigations: true }).where(eq(users.id, account.id));
  owner = account;
  // The Administrator preset with the investigation file's flag: only the limits hold anything back.
  limited = await createAdmin(t, { investigations: true });
  const set = await call(owner, 'PUT', apiPaths.adminMemberLimits(limited.id), { provinces: ['Ontario'] });
  expect(set.statusCode, set.body).toBe(200);

  const job = await createPosition(t, { p_position_title: 'Tanker Driver', p_requires_cdl: true });
  inside.push(
    await seedLiving({ first_name: 'Olivia', last_name: 'Insider' }, { profile: 'Ontario' }, job.p_id, 'submitted'),
  );
  // As typed elsewhere than the list: case and spaces aside, the same province.
  inside.push(
    await seedLiving({ first_name: 'Ivan', last_name: 'Insider' }, { profile: ' ontario ' }, job.p_id, 'hired'),
  );
  // An application in progress: where its draft's first step says they live.
  inside.push(
    await seedLiving({ first_name: 'Ines', last_name: 'Insider' }, { draft: 'Ontario' }, job.p_id, 'in_progress'),
  );
  outside.push(
    await seedLiving({ first_name: 'Quentin', last_name: 'Outsider' }, { profile: 'Quebec' }, job.p_id, 'submitted'),
  );
  outside.push(
    await seedLiving({ first_name: 'Oscar', last_name: 'Outsider' }, { profile: 'Quebec' }, job.p_id, 'hired'),
  );
  // What the team did about each of them, as the audit log names it.
  for (const seeded of [...inside, ...outside]) {
    const note = await call(owner, 'POST', apiPaths.adminApplicationNotes(seeded.applicationId), { note: 'Called' });
    expect(note.statusCode, note.body).toBe(201);
    expect((await call(owner, 'GET', apiPaths.adminUserMail(seeded.userId))).statusCode).toBe(200);
  }
  adminOperations = operationsOf(t.app).filter((op) => op.path.startsWith('/api/admin/'));
});
afterAll(async () => t.close());

/** The Fastify pattern of an OpenAPI path: `{id}` is `:id`. */
const patternOf = (op: Operation) => op.path.replace(/\{(\w+)\}/g, ':$1');

const idOf = (seeded: Seeded, param: ApplicantParam) =>
  ({ application: seeded.applicationId, driver: seeded.userId, verification: seeded.verificationId })[param];

/** A list as the screens first ask it: without filters, or with placeholder ones when it needs some. */
async function readList(caller: Caller, op: Operation) {
  const bare = await call(caller, op.method, op.path);
  return bare.statusCode === 400 ? call(caller, op.method, `${op.path}${validQueryString(op)}`) : bare;
}

describe('a member limited to one province', () => {
  it('reads no other applicant on any list of the admin area, and their own where the others read them', async () => {
    const lists = adminOperations.filter((op) => op.method === 'GET' && !op.path.includes('{'));
    const showingOutsiders: string[] = [];
    for (const op of lists) {
      const route = `GET ${op.path}`;
      const mine = await readList(limited, op);
      const everyone = await readList(owner, op);
      expect(mine.statusCode, route).toBe(everyone.statusCode);
      expect(mine.body.toLowerCase(), route).not.toContain('outsider');
      if (everyone.body.toLowerCase().includes('outsider')) showingOutsiders.push(op.path);
      if (everyone.body.toLowerCase().includes('insider')) expect(mine.body.toLowerCase(), route).toContain('insider');
    }
    // The walk saw the applicants where they are listed, so the absence above means something.
    expect(showingOutsiders).toEqual(
      expect.arrayContaining([
        apiPaths.adminApplications,
        apiPaths.adminApplicationsCsv,
        apiPaths.adminVerifications,
        apiPaths.adminClearinghouseDue,
        apiPaths.adminUsers,
        apiPaths.adminAudit,
      ]),
    );
  });

  it('is answered 404 on every route about another applicant, as for one that does not exist', async () => {
    const about = adminOperations.filter((op) => applicantParamOf(patternOf(op)));
    expect(about.length).toBeGreaterThan(20);
    for (const other of outside) {
      for (const op of about) {
        const param = applicantParamOf(patternOf(op)) as ApplicantParam;
        const url = fillPath(op, (parameter) =>
          parameter.name === 'id' ? String(idOf(other, param)) : validParameter(parameter),
        );
        const response = await call(limited, op.method, url);
        expect(response.statusCode, `${op.method} ${url}`).toBe(404);
        expect(response.json().messageId, `${op.method} ${url}`).toBe('api.notFound');
      }
    }
    // Their own applicant's file opens.
    const own = inside[0] as Seeded;
    expect((await call(limited, 'GET', apiPaths.adminApplication(own.applicationId))).statusCode).toBe(200);
    expect((await call(limited, 'GET', apiPaths.adminUserMail(own.userId))).statusCode).toBe(200);
  });

  it('counts only their applicants: the list, a search, the dashboard, the failed mails', async () => {
    const list = (caller: Caller, query = '') => call(caller, 'GET', `${apiPaths.adminApplications}${query}`);
    expect(((await list(limited)).json() as AdminApplicationList).total).toBe(3);
    expect(((await list(owner)).json() as AdminApplicationList).total).toBe(5);
    expect(((await list(limited, '?q=outsider')).json() as AdminApplicationList).total).toBe(0);
    expect(((await list(owner, '?q=outsider')).json() as AdminApplicationList).total).toBe(2);
    expect(((await list(limited, '?q=insider')).json() as AdminApplicationList).total).toBe(3);

    const stats = async (caller: Caller) => (await call(caller, 'GET', apiPaths.adminStats)).json() as AdminStats;
    const [mine, everyone] = [await stats(limited), await stats(owner)];
    expect(mine.byStatus.total).toBe(3);
    expect(everyone.byStatus.total).toBe(5);
    expect(mine.byStatus.status.in_progress).toBe(1);
    expect(mine.byStatus.stage.hired).toBe(1);
    expect(mine.byPosition.reduce((sum, row) => sum + row.count, 0)).toBe(3);
    expect(mine.perWeek.reduce((sum, week) => sum + week.count, 0)).toBe(3);

    expect((await call(limited, 'GET', apiPaths.adminMailFailed)).json().failed).toBe(3);
    expect((await call(owner, 'GET', apiPaths.adminMailFailed)).json().failed).toBe(5);
  });

  it('cannot be given an applicant outside their limits; one inside, yes', async () => {
    const other = outside[0] as Seeded;
    const refused = await call(owner, 'PUT', apiPaths.adminApplicationOwner(other.applicationId), {
      user_id: limited.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(inEnglish.t('adminApplications.ownerOutsideLimits'));
    const own = inside[0] as Seeded;
    const given = await call(owner, 'PUT', apiPaths.adminApplicationOwner(own.applicationId), { user_id: limited.id });
    expect(given.statusCode, given.body).toBe(200);
  });
});

describe('a member’s limits', () => {
  it('are read and set under the team permission, audited, positions checked', async () => {
    const member = await createAdmin(t);
    const job = await createPosition(t);
    expect((await call(owner, 'GET', apiPaths.adminMemberLimits(member.id))).json()).toEqual({
      position_ids: [],
      provinces: [],
    });
    const body = { position_ids: [job.p_id, job.p_id], provinces: ['Quebec'] };
    const set = await call(owner, 'PUT', apiPaths.adminMemberLimits(member.id), body);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ position_ids: [job.p_id], provinces: ['Quebec'] });
    expect((await call(owner, 'GET', apiPaths.adminMemberLimits(member.id))).json()).toEqual(set.json());
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.limits'), eq(auditLog.target_id, member.id)));
    expect(entry?.details).toEqual({
      from: { position_ids: [], provinces: [] },
      to: { position_ids: [job.p_id], provinces: ['Quebec'] },
    });
    // Of one position or one province: the Quebec applicants and whoever applied to that job.
    const seen = (await call(member, 'GET', apiPaths.adminApplications)).json() as AdminApplicationList;
    expect(seen.items.map((item) => item.last_name).sort()).toEqual(['Outsider', 'Outsider']);

    const unknown = await call(owner, 'PUT', apiPaths.adminMemberLimits(member.id), { position_ids: [2_000_000] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().messageId).toBe('team.validation.limits');
    // Two empty lists lift the limits.
    expect((await call(owner, 'PUT', apiPaths.adminMemberLimits(member.id), {})).json()).toEqual({
      position_ids: [],
      provinces: [],
    });
    expect(((await call(member, 'GET', apiPaths.adminApplications)).json() as AdminApplicationList).total).toBe(5);
    // A driver is not a member of the team.
    expect((await call(owner, 'GET', apiPaths.adminMemberLimits(outside[0]?.userId ?? 0))).statusCode).toBe(404);
  });

  it('cannot be changed by a member whose own applicants are limited, lest they open their own', async () => {
    const response = await call(limited, 'PUT', apiPaths.adminMemberLimits(limited.id), {});
    expect(response.statusCode).toBe(403);
    expect(response.json().messageId).toBe('team.api.limitsOfYourOwn');
  });
});

describe('mails about an applicant to the team', () => {
  it('ask for a review or a Clearinghouse query only of the members who see the applicant', async () => {
    // The review requests and the query reminders are mailed to these, in the application's transaction.
    const recipients = async (seeded: Seeded) =>
      (await listInvestigationAdmins(t.database.db, seeded.applicationId)).map((row) => row.id).sort();
    const mine = inside[0] as Seeded;
    const other = outside[0] as Seeded;
    expect(await recipients(mine)).toEqual([owner.id, limited.id].sort());
    expect(await recipients(other)).toEqual([owner.id]);
  });
});
