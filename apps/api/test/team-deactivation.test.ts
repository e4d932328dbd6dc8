import { type AdminUser, apiPaths, inEnglish, type TeamMemberList } from '@roadhire/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presetRoleId } from '../src/data/roles-repository.js';
import { applications, auditLog, users } from '../src/db/schema.js';
import { createAdmin, seedApplicant } from './helpers/admin-applicants.js';
import { bearer, createCandidate, createPosition } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Deactivating a member of the team (issue 43, decision 033): their sessions end at once, sign-in
// is refused, their applicants go back to the queue, their history stays; reactivating undoes it.

const OWNER_EMAIL = 'owner-of-team@example.test';
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let jobId: number;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: OWNER_EMAIL, ADMIN_PASSWORD: 'Owner-pass-1' });
  admin = await createAdmin(t);
  jobId = (await createPosition(t)).p_id;
});
afterAll(async () => t.close());

type Caller = { token: string };
const setActive = (caller: Caller, userId: number, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: apiPaths.adminUserActive(userId),
    headers: bearer(caller.token),
    payload: payload as object,
  });
const get = (caller: Caller, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(caller.token) });
const login = (userid: string, password: string) =>
  t.app.inject({ method: 'POST', url: apiPaths.login, payload: { userid, password } });

describe('deactivating a member', () => {
  it('ends their live session at once, refuses their sign-in, and reactivation lets them back', async () => {
    const member = await createAdmin(t, { role: await presetRoleId(t.database.db, 'recruiter') });
    expect((await get(member, apiPaths.adminApplications)).statusCode).toBe(200);

    const res = await setActive(admin, member.id, { active: false });
    expect(res.statusCode).toBe(200);
    expect((res.json() as AdminUser).deactivated_at).not.toBeNull();
    // The token from before is refused on its very next request.
    expect((await get(member, apiPaths.adminApplications)).statusCode).toBe(401);
    const refused = await login(member.email, member.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(inEnglish.t('api.accountDeactivated'));
    // A wrong password hears nothing about the account.
    expect((await login(member.email, 'Wrong-pass-1')).statusCode).toBe(401);

    const members = (await get(admin, apiPaths.adminTeamMembers)).json() as TeamMemberList;
    expect(members.items.find((item) => item.id === member.id)?.deactivated_at).not.toBeNull();

    const back = await setActive(admin, member.id, { active: true });
    expect(back.statusCode).toBe(200);
    expect((back.json() as AdminUser).deactivated_at).toBeNull();
    const signedIn = await login(member.email, member.password);
    expect(signedIn.statusCode).toBe(200);
    expect((await get(signedIn.json(), apiPaths.adminApplications)).statusCode).toBe(200);
    // Sessions ended stay ended (decision 019): reactivating does not bring the old token back.
    expect((await get(member, apiPaths.adminApplications)).statusCode).toBe(401);
  });

  it('puts their applicants back in the queue, each audited, and keeps their history', async () => {
    const member = await createAdmin(t);
    const owned = await seedApplicant(t, { jobId });
    const claimed = await t.app.inject({
      method: 'POST',
      url: apiPaths.adminApplicationClaim(owned.id),
      headers: bearer(member.token),
    });
    expect(claimed.statusCode).toBe(200);

    expect((await setActive(admin, member.id, { active: false })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, owned.id));
    expect(row?.owner_id).toBeNull();
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.owner'), eq(auditLog.target_id, owned.id)))
      .orderBy(auditLog.id);
    // The member's claim stays theirs; the release is the deactivating administrator's.
    expect(entries.map((entry) => [entry.actor_id, entry.details.reason])).toEqual([
      [member.id, 'claim'],
      [admin.id, 'deactivated'],
    ]);
    expect(entries[1]?.details).toMatchObject({ from: member.id, to: null });
    const [deactivation] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.deactivate'), eq(auditLog.target_id, member.id)));
    expect(deactivation?.details).toMatchObject({ released: 1 });

    // Nobody gives them an applicant while they are away from the team.
    const reassigned = await t.app.inject({
      method: 'PUT',
      url: apiPaths.adminApplicationOwner(owned.id),
      headers: bearer(admin.token),
      payload: { user_id: member.id },
    });
    expect(reassigned.statusCode).toBe(400);
  });

  it('is refused for oneself, for the ADMIN_EMAIL administrator, and for an account off the team', async () => {
    const self = await setActive(admin, admin.id, { active: false });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(inEnglish.t('team.api.deactivateSelf'));

    const owner = await createAdmin(t);
    await t.database.db.update(users).set({ email: OWNER_EMAIL }).where(eq(users.id, owner.id));
    const portalOwner = await setActive(admin, owner.id, { active: false });
    expect(portalOwner.statusCode).toBe(409);
    expect(portalOwner.json().message).toBe(inEnglish.t('team.api.deactivateOwner'));

    const driver = await createCandidate(t);
    const offTeam = await setActive(admin, driver.id, { active: false });
    expect(offTeam.statusCode).toBe(400);
    expect(offTeam.json().message).toBe(inEnglish.t('team.api.notMember'));

    expect((await setActive(admin, 999_999, { active: false })).statusCode).toBe(404);
    const bad = await setActive(admin, driver.id, { active: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(inEnglish.t('team.validation.activeFlag'));
  });

  it('is audited both ways', async () => {
    const member = await createAdmin(t);
    await setActive(admin, member.id, { active: false });
    await setActive(admin, member.id, { active: true });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target_type, 'user'), eq(auditLog.target_id, member.id)))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.action, entry.actor_id])).toEqual([
      ['user.deactivate', admin.id],
      ['user.reactivate', admin.id],
    ]);
  });
});
