import { type AdminAuditList, type AdminUserList, apiPaths, inEnglish } from '@roadhire/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { createAdmin } from './helpers/admin-applicants.js';
import { bearer, createCandidate, uniqueEmail } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { onPostgresOnly } from './helpers/test-database.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Leaves exactly the given accounts as administrators. */
async function onlyAdmins(...ids: number[]) {
  await t.database.db.update(users).set({ role: 2 });
  for (const id of ids) await t.database.db.update(users).set({ role: 1 }).where(eq(users.id, id));
}

const logIn = async (userid: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: apiPaths.login, payload: { userid, password } })).json().token as string;
const setRole = (token: string, id: number, role: unknown) =>
  t.app.inject({ method: 'PUT', url: apiPaths.adminUserRole(id), headers: bearer(token), payload: { role } });

async function adminCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.role, 1));
  return Number(row?.n);
}

describe('admin users and roles', () => {
  it('lists accounts with search, role filter and paging, never with password hashes', async () => {
    const admin = await createAdmin(t);
    const tag = uniqueEmail('x').slice(2, 10);
    const a = await createCandidate(t, { first_name: `Lena${tag}`, last_name: 'Park' });
    const b = await createCandidate(t, { email: `${tag}-b@example.test` });
    const list = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${apiPaths.adminUsers}?${query}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode).toBe(200);
      return res.json() as AdminUserList;
    };
    const found = await list(`q=${tag}`);
    expect(found.total).toBe(2);
    expect(found.items.map((u) => u.id).sort()).toEqual([a.id, b.id].sort());
    expect(Object.keys(found.items[0] ?? {}).sort()).toEqual(
      [
        'can_view_investigations',
        'created_at',
        'deactivated_at',
        'email',
        'email_verified_at',
        'first_name',
        'id',
        'last_name',
        'role',
      ].sort(),
    );
    expect(JSON.stringify(found)).not.toMatch(/password|hash|\$argon|\$2[aby]\$/);
    expect((await list(`q=Lena${tag} Park`)).items.map((u) => u.id)).toEqual([a.id]);
    // Accents, case and punctuation folded as in the applicants search.
    const other = uniqueEmail('y').slice(2, 10);
    const c = await createCandidate(t, { first_name: 'Marie-Hélène', last_name: `Côté${other}` });
    expect((await list(`q=${encodeURIComponent(`helene cote${other}`)}`)).items.map((u) => u.id)).toEqual([c.id]);
    expect((await list('role=1')).items.map((u) => u.id)).toContain(admin.id);
    expect((await list('role=1')).items.every((u) => u.role === 1)).toBe(true);
    expect((await list('role=2')).items.map((u) => u.id)).not.toContain(admin.id);
    const page1 = await list(`q=${tag}&pageSize=1`);
    const page2 = await list(`q=${tag}&pageSize=1&page=2`);
    expect(page1.items).toHaveLength(1);
    expect(page2.items).toHaveLength(1);
    expect(page1.items[0]?.id).not.toBe(page2.items[0]?.id);

    for (const query of ['role=3', 'pageSize=0', 'pageSize=101', 'page=x']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${apiPaths.adminUsers}?${query}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode, query).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('grants and removes the administrator role, with audit entries, and the new role counts at once', async () => {
    const admin = await createAdmin(t);
    const driver = await createCandidate(t);
    await onlyAdmins(admin.id);

    const refusedBefore = await t.app.inject({
      method: 'GET',
      url: apiPaths.adminUsers,
      headers: bearer(driver.token),
    });
    expect(refusedBefore.statusCode).toBe(403);

    const grant = await setRole(admin.token, driver.id, 1);
    expect(grant.statusCode).toBe(200);
    expect(grant.json()).toMatchObject({ id: driver.id, role: 1 });
    // A role change ends the account's sessions (decision 019): the new role counts from the next login.
    const adminUsers = (token: string) =>
      t.app.inject({ method: 'GET', url: apiPaths.adminUsers, headers: bearer(token) });
    expect((await adminUsers(driver.token)).statusCode).toBe(401);
    const asAdmin = await logIn(driver.email, driver.password);
    expect((await adminUsers(asAdmin)).statusCode).toBe(200);

    const remove = await setRole(admin.token, driver.id, 2);
    expect(remove.json()).toMatchObject({ id: driver.id, role: 2 });
    expect((await adminUsers(asAdmin)).statusCode).toBe(401);
    expect((await adminUsers(await logIn(driver.email, driver.password))).statusCode).toBe(403);

    const audit = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.adminAudit}?actor=${encodeURIComponent(admin.email)}`,
      headers: bearer(admin.token),
    });
    const items = (audit.json() as AdminAuditList).items;
    expect(items.map((e) => e.action)).toEqual(['user.remove_admin', 'user.grant_admin']);
    expect(items[0]).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      target_type: 'user',
      target_id: driver.id,
      details: { email: driver.email, from: 1, to: 2 },
    });
    expect(Date.now() - Date.parse(items[0]?.created_at ?? '')).toBeLessThan(60_000);

    for (const role of [0, 3, '1', null]) {
      const bad = await setRole(admin.token, driver.id, role);
      expect(bad.statusCode, String(role)).toBe(400);
      expect(bad.json().message).toBe(inEnglish.t('adminPositions.badRole'));
    }
    expect((await setRole(admin.token, 2_000_000_000, 1)).statusCode).toBe(404);
  });

  it('never removes the last administrator, themself included', async () => {
    const admin = await createAdmin(t);
    await onlyAdmins(admin.id);
    const self = await setRole(admin.token, admin.id, 2);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({
      message: inEnglish.t('adminPositions.lastAdmin'),
      messageId: 'adminPositions.lastAdmin',
    });
    expect(await adminCount()).toBe(1);

    const other = await createAdmin(t);
    await onlyAdmins(admin.id, other.id);
    expect((await setRole(admin.token, admin.id, 2)).statusCode).toBe(200);
    expect((await setRole(other.token, other.id, 2)).statusCode).toBe(409);
    expect(await adminCount()).toBe(1);
  });

  it('lets only one of two concurrent removals pass when two administrators are left', async (context) => {
    onPostgresOnly(context);
    for (const selfRemoval of [false, true, false, true]) {
      const first = await createAdmin(t);
      const second = await createAdmin(t);
      await onlyAdmins(first.id, second.id);
      // Each removes the other, or each removes themself, at the same moment.
      const results = await Promise.all([
        setRole(first.token, selfRemoval ? first.id : second.id, 2),
        setRole(second.token, selfRemoval ? second.id : first.id, 2),
      ]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(
        codes.filter((c) => c === 200),
        codes.join(),
      ).toHaveLength(1);
      // The other is refused: the last administrator is kept (409), or the
      // winner's change came first and the loser, now a driver, is refused
      // the admin route (403) or has had their sessions ended by it (401).
      expect(selfRemoval ? [409] : [401, 403, 409]).toContain(codes.find((c) => c !== 200));
      expect(await adminCount()).toBe(1);
    }
  });
});

describe('admin audit log', () => {
  it('lists entries newest first with action, actor and date filters and paging', async () => {
    const admin = await createAdmin(t);
    const driver = await createCandidate(t);
    await onlyAdmins(admin.id);
    await setRole(admin.token, driver.id, 1);
    await setRole(admin.token, driver.id, 2);
    await setRole(admin.token, driver.id, 1);
    const get = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${apiPaths.adminAudit}?${query}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode, query).toBe(200);
      return res.json() as AdminAuditList;
    };
    const actor = `actor=${encodeURIComponent(admin.email.toUpperCase())}`;
    const mine = await get(actor);
    expect(mine.total).toBe(3);
    expect(mine.items.map((e) => e.action)).toEqual(['user.grant_admin', 'user.remove_admin', 'user.grant_admin']);
    const ids = mine.items.map((e) => e.id);
    expect([...ids].sort((x, y) => y - x)).toEqual(ids);
    expect((await get(`${actor}&action=user.remove_admin`)).total).toBe(1);
    const paged = await get(`${actor}&pageSize=2&page=2`);
    expect(paged.total).toBe(3);
    expect(paged.items.map((e) => e.id)).toEqual([ids[2]]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`${actor}&from=${today}&to=${today}`)).total).toBe(3);
    expect((await get(`${actor}&to=2000-01-01`)).total).toBe(0);
    expect((await get(`${actor}&from=2999-01-01`)).total).toBe(0);

    for (const query of ['from=2026-13-01', 'from=2026-02-02&to=2026-02-01', 'pageSize=500']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${apiPaths.adminAudit}?${query}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode, query).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });
});
