import { type AdminApplicationList, type AdminOwnerResult, type AdminPossibleOwners, apiPaths } from '@roadhire/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presetRoleId } from '../src/data/roles-repository.js';
import { applications, auditLog, users } from '../src/db/schema.js';
import { createAdmin, seedApplicant, seedApplicants } from './helpers/admin-applicants.js';
import { bearer, createCandidate, createPosition } from './helpers/factories.js';
import { submittedCandidate } from './helpers/submitted-application.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { onPostgres } from './helpers/test-database.js';

// Issue 43: every applicant has an owner or waits in the "Unassigned" queue; a member claims one,
// two claims at once make one owner, and a member reassigns it. On PostgreSQL the claims really
// run at once; PGlite (one connection) takes them in turn.

let t: TestApp;
let jobId: number;

/** A member of the team under a name of their own, the Administrator preset unless `role` names another. */
async function member(first_name: string, last_name: string, role?: number) {
  const admin = await createAdmin(t, role === undefined ? {} : { role });
  await t.database.db.update(users).set({ first_name, last_name }).where(eq(users.id, admin.id));
  return admin;
}

let ana: Awaited<ReturnType<typeof member>>;
let ben: Awaited<ReturnType<typeof member>>;

beforeAll(async () => {
  t = await createTestApp();
  jobId = (await createPosition(t)).p_id;
  ana = await member('Ana', 'Recruiter');
  ben = await member('Ben', 'Manager');
});
afterAll(() => t.close());

const claim = (id: number, token: string) =>
  t.app.inject({ method: 'POST', url: apiPaths.adminApplicationClaim(id), headers: bearer(token) });
const reassign = (id: number, token: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: apiPaths.adminApplicationOwner(id),
    headers: bearer(token),
    payload: payload as object,
  });

const ownerOf = async (id: number) =>
  (await t.database.db.select({ owner_id: applications.owner_id }).from(applications).where(eq(applications.id, id)))[0]
    ?.owner_id;
const ownerEntries = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'application.owner'), eq(auditLog.target_id, id)))
    .orderBy(auditLog.id);

describe('POST /api/admin/applications/{id}/claim', () => {
  it('gives an applicant in the queue to the caller, audited as a claim', async () => {
    const application = await seedApplicant(t, { jobId });
    const before = Date.now();
    const response = await claim(application.id, ana.token);
    expect(response.statusCode, response.body).toBe(200);
    const result: AdminOwnerResult = response.json();
    expect(result).toMatchObject({ id: application.id, owner: { id: ana.id, name: 'Ana Recruiter' } });
    expect(Date.parse(result.owner?.owned_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(await ownerOf(application.id)).toBe(ana.id);
    const entries = await ownerEntries(application.id);
    expect(entries.map((entry) => [entry.actor_id, entry.details])).toEqual([
      [ana.id, { from: null, to: ana.id, to_name: 'Ana Recruiter', reason: 'claim' }],
    ]);
  });

  it('answers an owner claiming again as it stands, writing nothing', async () => {
    const application = await seedApplicant(t, { jobId });
    const first = await claim(application.id, ana.token);
    const again = await claim(application.id, ana.token);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await ownerEntries(application.id)).toHaveLength(1);
  });

  it('refuses 409 an applicant another member owns, naming them, in the caller’s language', async () => {
    const application = await seedApplicant(t, { jobId });
    expect((await claim(application.id, ana.token)).statusCode).toBe(200);
    const taken = await claim(application.id, ben.token);
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json()).toMatchObject({ messageId: 'adminApplications.ownedByOther' });
    expect(taken.json().message).toContain('Ana Recruiter');
    // A member whose account speaks French is told in French (decision 032).
    const fanny = await member('Fanny', 'Recrutement');
    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, fanny.id));
    const inFrench = await claim(application.id, fanny.token);
    expect(inFrench.statusCode).toBe(409);
    expect(inFrench.json().message).toBe(
      'Cette candidature est déjà prise en charge par Ana Recruiter. Demandez-lui de vous la réattribuer, ou adressez-vous à la gestion du recrutement.',
    );
    expect(await ownerOf(application.id)).toBe(ana.id);
    expect(await ownerEntries(application.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown application', async () => {
    const response = await claim(2_000_000_000, ana.token);
    expect(response.statusCode, response.body).toBe(404);
  });

  it('makes exactly one owner of claims made at once', async () => {
    const claimers = [ana, ben];
    for (let i = 0; i < (onPostgres() ? 6 : 2); i++) claimers.push(await member(`Member${i}`, 'Racer'));
    const contested = await seedApplicants(
      t,
      Array.from({ length: onPostgres() ? 20 : 5 }, () => ({ jobId })),
    );
    const answers = await Promise.all(
      contested.flatMap((application) => claimers.map((claimer) => claim(application.id, claimer.token))),
    );
    expect(answers.map((answer) => answer.statusCode).filter((code) => code !== 200 && code !== 409)).toEqual([]);
    for (const application of contested) {
      const won = answers
        .filter((answer) => answer.statusCode === 200)
        .map((answer) => answer.json() as AdminOwnerResult)
        .filter((result) => result.id === application.id);
      expect(won, `application ${application.id}`).toHaveLength(1);
      expect(await ownerOf(application.id)).toBe(won[0]?.owner?.id);
      expect(await ownerEntries(application.id)).toHaveLength(1);
    }
    // Every other claimer was told who won.
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(
      contested.length * (claimers.length - 1),
    );
  }, 120_000);

  it('is refused 403 to a member whose role cannot act on applicants', async () => {
    const compliance = await member('Cora', 'Compliance', (await presetRoleId(t.database.db, 'compliance')) ?? 0);
    const application = await seedApplicant(t, { jobId });
    const response = await claim(application.id, compliance.token);
    expect(response.statusCode, response.body).toBe(403);
    expect(await ownerOf(application.id)).toBeNull();
  });
});

describe('PUT /api/admin/applications/{id}/owner', () => {
  it('gives an applicant to another member, then back to the queue, each change audited', async () => {
    const application = await seedApplicant(t, { jobId });
    await claim(application.id, ana.token);
    const given = await reassign(application.id, ana.token, { user_id: ben.id });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ id: application.id, owner: { id: ben.id, name: 'Ben Manager' } });
    const queued = await reassign(application.id, ben.token, { user_id: null });
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json()).toEqual({ id: application.id, owner: null });
    expect(await ownerOf(application.id)).toBeNull();
    const entries = await ownerEntries(application.id);
    expect(entries.map((entry) => [entry.actor_id, entry.details])).toEqual([
      [ana.id, { from: null, to: ana.id, to_name: 'Ana Recruiter', reason: 'claim' }],
      [ana.id, { from: ana.id, to: ben.id, from_name: 'Ana Recruiter', to_name: 'Ben Manager', reason: 'reassign' }],
      [ben.id, { from: ben.id, to: null, from_name: 'Ben Manager', reason: 'reassign' }],
    ]);
    // Back in the queue, anyone may claim it again.
    expect((await claim(application.id, ana.token)).statusCode).toBe(200);
  });

  it('takes an applicant from the member who owns it, which a claim cannot', async () => {
    const application = await seedApplicant(t, { jobId });
    await claim(application.id, ana.token);
    const taken = await reassign(application.id, ben.token, { user_id: ben.id });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await ownerOf(application.id)).toBe(ben.id);
  });

  it('writes nothing when the owner does not change', async () => {
    const application = await seedApplicant(t, { jobId });
    await claim(application.id, ana.token);
    const same = await reassign(application.id, ben.token, { user_id: ana.id });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ owner: { id: ana.id } });
    expect(await ownerEntries(application.id)).toHaveLength(1);
  });

  it('gives applicants only to active members: 404 for no account, 400 for a driver or a closed account', async () => {
    const application = await seedApplicant(t, { jobId });
    await claim(application.id, ana.token);
    const driver = await createCandidate(t);
    const closed = await member('Carl', 'Closed');
    await t.database.db.update(users).set({ closed_at: new Date() }).where(eq(users.id, closed.id));

    const unknown = await reassign(application.id, ana.token, { user_id: 2_000_000_000 });
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json()).toMatchObject({ messageId: 'adminApplications.ownerNotFound' });
    for (const userId of [driver.id, closed.id]) {
      const refused = await reassign(application.id, ana.token, { user_id: userId });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ messageId: 'adminApplications.ownerNotMember' });
    }
    for (const payload of [{}, { user_id: 'me' }, { user_id: 0 }, { user_id: 1.5 }]) {
      const bad = await reassign(application.id, ana.token, payload);
      expect(bad.statusCode, bad.body).toBe(400);
    }
    const missing = await reassign(2_000_000_000, ana.token, { user_id: ana.id });
    expect(missing.statusCode, missing.body).toBe(404);
    expect(await ownerOf(application.id)).toBe(ana.id);
    expect(await ownerEntries(application.id)).toHaveLength(1);
  });

  it('gives applicants only to a member whose role acts on them', async () => {
    const application = await seedApplicant(t, { jobId });
    const compliance = await member('Cody', 'Compliance', (await presetRoleId(t.database.db, 'compliance')) ?? 0);
    const refused = await reassign(application.id, ana.token, { user_id: compliance.id });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ messageId: 'adminApplications.ownerCannotAct' });
    expect(await ownerOf(application.id)).toBeNull();
    const recruiter = await member('Rita', 'Recruiter', (await presetRoleId(t.database.db, 'recruiter')) ?? 0);
    const given = await reassign(application.id, ana.token, { user_id: recruiter.id });
    expect(given.statusCode, given.body).toBe(200);
    expect(await ownerOf(application.id)).toBe(recruiter.id);
  });

  it('is refused 403 to a member whose role cannot act on applicants', async () => {
    const compliance = await member('Cleo', 'Compliance', (await presetRoleId(t.database.db, 'compliance')) ?? 0);
    const application = await seedApplicant(t, { jobId });
    const response = await reassign(application.id, compliance.token, { user_id: compliance.id });
    expect(response.statusCode, response.body).toBe(403);
    expect(await ownerOf(application.id)).toBeNull();
  });
});

describe('GET /api/admin/applications/{id}/owners', () => {
  it('names the members a reassignment would accept: active, acting on applicants, seeing this one', async () => {
    const application = await seedApplicant(t, { jobId });
    const recruiter = await member('Rosa', 'Recruiter', (await presetRoleId(t.database.db, 'recruiter')) ?? 0);
    const compliance = await member('Cora', 'Compliance', (await presetRoleId(t.database.db, 'compliance')) ?? 0);
    const gone = await member('Dina', 'Deactivated');
    await t.database.db.update(users).set({ deactivated_at: new Date() }).where(eq(users.id, gone.id));
    const elsewhere = await member('Lena', 'Limited');
    const otherJob = (await createPosition(t)).p_id;
    const limited = await t.app.inject({
      method: 'PUT',
      url: apiPaths.adminMemberLimits(elsewhere.id),
      headers: bearer(ana.token),
      payload: { position_ids: [otherJob] },
    });
    expect(limited.statusCode, limited.body).toBe(200);

    const response = await t.app.inject({
      method: 'GET',
      url: apiPaths.adminApplicationOwners(application.id),
      headers: bearer(ana.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const names = (response.json() as AdminPossibleOwners).items.map((item) => item.name);
    expect(names).toEqual(expect.arrayContaining(['Ana Recruiter', 'Ben Manager', 'Rosa Recruiter']));
    for (const left of ['Cora Compliance', 'Dina Deactivated', 'Lena Limited']) expect(names).not.toContain(left);
    // Each one named is one the reassignment takes.
    const given = await reassign(application.id, ana.token, { user_id: recruiter.id });
    expect(given.statusCode, given.body).toBe(200);
    for (const refusedId of [compliance.id, elsewhere.id])
      expect((await reassign(application.id, ana.token, { user_id: refusedId })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown application and 403 to a member who cannot act', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: apiPaths.adminApplicationOwners(2_000_000_000),
      headers: bearer(ana.token),
    });
    expect(missing.statusCode).toBe(404);
    const reader = await member('Rhea', 'Reader', (await presetRoleId(t.database.db, 'compliance')) ?? 0);
    const application = await seedApplicant(t, { jobId });
    const refused = await t.app.inject({
      method: 'GET',
      url: apiPaths.adminApplicationOwners(application.id),
      headers: bearer(reader.token),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('owners on the applicants list and the file', () => {
  async function list(query: string, token = ana.token): Promise<AdminApplicationList> {
    const response = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.adminApplications}?${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('filters by owner: mine, a member’s, or the "Unassigned" queue, each row naming its owner', async () => {
    const position = await createPosition(t);
    const [mine, bens, queued] = await seedApplicants(t, [
      { jobId: position.p_id },
      { jobId: position.p_id },
      { jobId: position.p_id },
    ]);
    if (!mine || !bens || !queued) throw new Error('not seeded');
    await claim(mine.id, ana.token);
    await claim(bens.id, ben.token);

    const ids = (result: AdminApplicationList) => result.items.map((item) => item.id).sort();
    expect(ids(await list(`position=${position.p_id}&owner=me`))).toEqual([mine.id]);
    expect(ids(await list(`position=${position.p_id}&owner=me`, ben.token))).toEqual([bens.id]);
    expect(ids(await list(`position=${position.p_id}&owner=${ben.id}`))).toEqual([bens.id]);
    const unassigned = await list(`position=${position.p_id}&owner=none`);
    expect(ids(unassigned)).toEqual([queued.id]);
    expect(unassigned.total).toBe(1);

    const all = await list(`position=${position.p_id}`);
    const ownerOfRow = (id: number) => all.items.find((item) => item.id === id)?.owner;
    expect(ownerOfRow(mine.id)).toMatchObject({ id: ana.id, name: 'Ana Recruiter' });
    expect(ownerOfRow(bens.id)).toMatchObject({ id: ben.id, name: 'Ben Manager' });
    expect(ownerOfRow(queued.id)).toBeNull();
  });

  it('refuses an owner filter that is not me, none or an id', async () => {
    for (const owner of ['someone', '0', '-1', '99999999999']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${apiPaths.adminApplications}?owner=${owner}`,
        headers: bearer(ana.token),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors.owner).toEqual(['Filter the owner by me, none or a team member’s id.']);
    }
  });

  it('shows the owner on the file, which the signed application never holds', async () => {
    const s = await submittedCandidate(t);
    const file = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: apiPaths.adminApplication(s.applicationId),
        headers: bearer(ana.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect((await file()).owner).toBeNull();
    await claim(s.applicationId, ana.token);
    expect((await file()).owner).toMatchObject({ id: ana.id, name: 'Ana Recruiter' });
    // The driver signed before the claim: the file still reads as what was signed.
    const verified = await t.app.inject({
      method: 'POST',
      url: apiPaths.adminSignatureVerify(s.applicationId),
      headers: bearer(ana.token),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().matches).toBe(true);
  });
});
