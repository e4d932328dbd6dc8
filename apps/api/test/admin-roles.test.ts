import {
  type AdminAuditList,
  type AdminMe,
  apiPaths,
  inEnglish,
  type MessageId,
  PERMISSION_KEYS,
  type PermissionList,
  type Role,
  type RoleList,
} from '@roadhire/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRole, presetRoleId } from '../src/data/roles-repository.js';
import { users } from '../src/db/schema.js';
import { createAdmin } from './helpers/admin-applicants.js';
import { bearer, createCandidate } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// The team's permissions and roles (issue 43): the fixed list, the presets and the carrier's own
// roles, behind the `team` permission, each change audited.

const OWNER_EMAIL = 'owner-of-roles@example.test';
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: OWNER_EMAIL, ADMIN_PASSWORD: 'Owner-pass-1' });
  admin = await createAdmin(t, { investigations: true });
});
afterAll(async () => t.close());

type Caller = { token: string };
const call = (caller: Caller | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(caller ? { headers: bearer(caller.token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const createRole = (caller: Caller, payload: unknown) => call(caller, 'POST', apiPaths.adminRoles, payload);
const uniqueName = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

async function rolesOf(caller: Caller): Promise<Role[]> {
  const res = await call(caller, 'GET', apiPaths.adminRoles);
  expect(res.statusCode).toBe(200);
  return (res.json() as RoleList).items;
}

/** An administrator holding the role of id `role`. */
const member = (role: number, options: { investigations?: boolean } = {}) => createAdmin(t, { ...options, role });

async function auditOf(actorEmail: string) {
  const res = await call(admin, 'GET', `${apiPaths.adminAudit}?actor=${encodeURIComponent(actorEmail)}`);
  return (res.json() as AdminAuditList).items;
}

describe('the caller’s own role', () => {
  it('names the member, their role in their language and what they hold, to any member', async () => {
    const recruiterRole = (await presetRoleId(t.database.db, 'recruiter')) ?? 0;
    const recruiter = await member(recruiterRole);
    const res = await call(recruiter, 'GET', apiPaths.adminMe);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: recruiter.id,
      first_name: 'Ada',
      last_name: 'Admin',
      role: { id: recruiterRole, name: 'Recruiter' },
      permissions: ['applicants.read', 'applicants.act'],
    } satisfies AdminMe);

    // The investigation file counts only with the account's own flag (decision 029).
    const processorRole = (await presetRoleId(t.database.db, 'processor')) ?? 0;
    const processor = await member(processorRole);
    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, processor.id));
    const mine = (await call(processor, 'GET', apiPaths.adminMe)).json() as AdminMe;
    expect(mine.role).toEqual({ id: processorRole, name: 'Traitement des dossiers' });
    expect(mine.permissions).toEqual(['applicants.read', 'applicants.act', 'hiring']);
  });

  it('holds nothing without a role', async () => {
    const roleless = await createAdmin(t);
    await t.database.db.update(users).set({ role_id: null }).where(eq(users.id, roleless.id));
    const none = (await call(roleless, 'GET', apiPaths.adminMe)).json() as AdminMe;
    expect(none).toMatchObject({ role: null, permissions: [] });
  });

  it('is refused to a driver (403) and to a visitor (401)', async () => {
    const driver = await createCandidate(t);
    expect((await call(driver, 'GET', apiPaths.adminMe)).statusCode).toBe(403);
    expect((await call(undefined, 'GET', apiPaths.adminMe)).statusCode).toBe(401);
  });
});

describe('the permissions', () => {
  it('are the one fixed list, each labelled in the caller’s language', async () => {
    const res = await call(admin, 'GET', apiPaths.adminPermissions);
    expect(res.statusCode).toBe(200);
    const list = res.json() as PermissionList;
    expect(list.items.map((item) => item.key)).toEqual([
      'positions',
      'applicants.read',
      'applicants.act',
      'investigations',
      'hiring',
      'privacy',
      'team',
      'reports',
      'settings',
    ]);
    expect(list.items.find((item) => item.key === 'applicants.act')?.label).toBe('Act on applicants');
    expect(list.items.every((item) => item.label.length > 0)).toBe(true);

    const french = await createAdmin(t);
    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, french.id));
    const fr = (await call(french, 'GET', apiPaths.adminPermissions)).json() as PermissionList;
    expect(fr.items.find((item) => item.key === 'team')?.label).toBe('Équipe et rôles');
    const presets = (await rolesOf(french)).filter((role) => role.preset).map((role) => role.name);
    expect(presets).toEqual([
      'Administration',
      'Gestion du recrutement',
      'Recrutement',
      'Traitement des dossiers',
      'Conformité',
    ]);
  });
});

describe('roles', () => {
  it('lists the presets first, with their permissions and how many hold each', async () => {
    const items = await rolesOf(admin);
    const presets = items.filter((role) => role.preset);
    expect(presets.map((role) => role.name)).toEqual([
      'Administrator',
      'Recruiting manager',
      'Recruiter',
      'Processor',
      'Compliance',
    ]);
    expect(presets[0]?.permissions).toEqual([...PERMISSION_KEYS]);
    expect(presets[0]?.members).toBeGreaterThanOrEqual(1);
    expect(presets.find((role) => role.name === 'Recruiter')?.permissions).toEqual([
      'applicants.read',
      'applicants.act',
    ]);
  });

  it('creates, changes and deletes a role, each change audited', async () => {
    const name = uniqueName('Night desk');
    // Each key once, in the list's order, whatever order and repeats were sent.
    const created = await createRole(admin, { name: `  ${name} `, permissions: ['reports', 'positions', 'reports'] });
    expect(created.statusCode).toBe(201);
    const role = created.json() as Role;
    expect(role).toEqual({
      id: expect.any(Number),
      name,
      permissions: ['positions', 'reports'],
      preset: false,
      members: 0,
    });
    expect((await rolesOf(admin)).find((item) => item.id === role.id)).toEqual(role);

    const renamed = `${name} (weekends)`;
    const changed = await call(admin, 'PUT', apiPaths.adminRole(role.id), {
      name: renamed,
      permissions: ['applicants.read'],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ ...role, name: renamed, permissions: ['applicants.read'] });

    const deleted = await call(admin, 'DELETE', apiPaths.adminRole(role.id));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(inEnglish.t('team.api.roleDeleted'));
    expect((await rolesOf(admin)).some((item) => item.id === role.id)).toBe(false);
    expect((await call(admin, 'DELETE', apiPaths.adminRole(role.id))).statusCode).toBe(404);
    expect((await call(admin, 'PUT', apiPaths.adminRole(role.id), { name, permissions: [] })).statusCode).toBe(404);

    const entries = (await auditOf(admin.email)).filter((entry) => entry.target_id === role.id);
    expect(entries.map((entry) => entry.action)).toEqual(['role.delete', 'role.update', 'role.create']);
    expect(entries.every((entry) => entry.target_type === 'role' && entry.actor_id === admin.id)).toBe(true);
    expect(entries[2]?.details).toEqual({ name, permissions: ['positions', 'reports'] });
    expect(entries[1]?.details).toEqual({
      from: { name, permissions: ['positions', 'reports'] },
      to: { name: renamed, permissions: ['applicants.read'] },
    });
    expect(entries[0]?.details).toEqual({ name: renamed, permissions: ['applicants.read'] });
  });

  it('refuses a second role of the same name, whatever its case', async () => {
    const name = uniqueName('Dispatch');
    expect((await createRole(admin, { name, permissions: [] })).statusCode).toBe(201);
    const again = await createRole(admin, { name: name.toUpperCase(), permissions: [] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: inEnglish.t('team.api.nameTaken'), messageId: 'team.api.nameTaken' });
    const other = (await createRole(admin, { name: uniqueName('Other'), permissions: [] })).json() as Role;
    expect((await call(admin, 'PUT', apiPaths.adminRole(other.id), { name, permissions: [] })).statusCode).toBe(409);
    expect((await createRole(admin, { name: 'administrator', permissions: [] })).statusCode).toBe(409);
  });

  it('keeps the presets as shipped: neither changed nor deleted', async () => {
    const recruiter = (await presetRoleId(t.database.db, 'recruiter')) ?? 0;
    const changed = await call(admin, 'PUT', apiPaths.adminRole(recruiter), { name: 'Recruiter', permissions: [] });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(inEnglish.t('team.api.presetLocked'));
    const deleted = await call(admin, 'DELETE', apiPaths.adminRole(recruiter));
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(inEnglish.t('team.api.presetKept'));
    expect((await rolesOf(admin)).find((role) => role.id === recruiter)?.permissions).toEqual([
      'applicants.read',
      'applicants.act',
    ]);
  });

  it('does not delete a role someone holds', async () => {
    const role = (await createRole(admin, { name: uniqueName('Held'), permissions: ['reports'] })).json() as Role;
    const holders = [await member(role.id), await member(role.id)];
    const refused = await call(admin, 'DELETE', apiPaths.adminRole(role.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: inEnglish.t('team.api.inUse', { count: 2 }),
      messageId: 'team.api.inUse',
    });
    expect((await rolesOf(admin)).find((item) => item.id === role.id)?.members).toBe(2);
    for (const holder of holders)
      await t.database.db.update(users).set({ role_id: null }).where(eq(users.id, holder.id));
    expect((await call(admin, 'DELETE', apiPaths.adminRole(role.id))).statusCode).toBe(200);
  });

  it('answers bad input 400 with a message of the catalogue, never a 500', async () => {
    const v = (id: MessageId, values?: Record<string, number>) => inEnglish.t(id, values);
    const cases: [unknown, string][] = [
      [{ permissions: [] }, v('team.validation.nameRequired')],
      [{ name: '   ', permissions: [] }, v('team.validation.nameRequired')],
      [{ name: 42, permissions: [] }, v('team.validation.nameRequired')],
      [{ name: 'x'.repeat(61), permissions: [] }, v('team.validation.nameTooLong', { max: 60 })],
      [{ name: 'Fine' }, v('team.validation.permissionsList')],
      [{ name: 'Fine', permissions: 'team' }, v('team.validation.permissionsList')],
      [{ name: 'Fine', permissions: ['team', 'root'] }, v('team.validation.badPermission')],
      [{ name: 'Fine', permissions: [null] }, v('team.validation.badPermission')],
      [{ name: 'Fine', permissions: Array(51).fill('team') }, v('team.validation.permissionsList')],
      [[], v('team.validation.roleRequired')],
    ];
    for (const [payload, message] of cases) {
      for (const res of [await createRole(admin, payload), await call(admin, 'PUT', apiPaths.adminRole(1), payload)]) {
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().message, JSON.stringify(payload)).toBe(message);
      }
    }
    for (const id of ['0', 'x', '99999999999', '-1']) {
      const res = await call(admin, 'DELETE', `${apiPaths.adminRoles}/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toBe(inEnglish.t('api.invalidId'));
    }
  });
});

describe('the team permission', () => {
  const routes = () => {
    const somebody = 2_000_000_000;
    return [
      ['GET', apiPaths.adminPermissions, undefined],
      ['GET', apiPaths.adminRoles, undefined],
      ['POST', apiPaths.adminRoles, { name: uniqueName('Sneaky'), permissions: ['team'] }],
      ['PUT', apiPaths.adminRole(somebody), { name: 'x', permissions: [] }],
      ['DELETE', apiPaths.adminRole(somebody), undefined],
      // Refused before its input is read.
      ['POST', apiPaths.adminRoles, { name: 42 }],
    ] as const;
  };

  it('is needed on every route of roles: 403 naming it, 401 when anonymous', async () => {
    const recruiter = await member((await presetRoleId(t.database.db, 'recruiter')) ?? 0);
    const driver = await createCandidate(t);
    for (const [method, url, payload] of routes()) {
      const refused = await call(recruiter, method, url, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toEqual({
        message: inEnglish.t('team.api.permissionMissing', { permission: 'Team and roles' }),
        messageId: 'team.api.permissionMissing',
      });
      expect((await call(driver, method, url, payload)).statusCode).toBe(403);
      expect((await call(undefined, method, url, payload)).statusCode).toBe(401);
    }
  });

  it('is held by the administrator of ADMIN_EMAIL, whatever their role', async () => {
    const owner = await createCandidate(t, { email: OWNER_EMAIL });
    await t.database.db
      .update(users)
      .set({ role: 1, role_id: await presetRoleId(t.database.db, 'recruiter') })
      .where(eq(users.id, owner.id));
    expect((await call(owner, 'GET', apiPaths.adminRoles)).statusCode).toBe(200);
    const self = (await call(owner, 'GET', apiPaths.adminMe)).json() as AdminMe;
    expect(self.permissions).toEqual([...PERMISSION_KEYS]);
    const created = await createRole(owner, { name: uniqueName('Owner made'), permissions: [...PERMISSION_KEYS] });
    expect(created.statusCode).toBe(201);
  });

  it('counts at once when the role changes', async () => {
    const role = (await createRole(admin, { name: uniqueName('Team lead'), permissions: ['team'] })).json() as Role;
    const lead = await member(role.id);
    expect((await call(lead, 'GET', apiPaths.adminRoles)).statusCode).toBe(200);
    await call(admin, 'PUT', apiPaths.adminRole(role.id), { name: role.name, permissions: ['reports'] });
    expect((await call(lead, 'GET', apiPaths.adminRoles)).statusCode).toBe(403);
  });

  it('gives a role only what its editor holds, the investigation file only with its flag', async () => {
    const role = (
      await createRole(admin, { name: uniqueName('Coordinator'), permissions: ['team', 'reports'] })
    ).json() as Role;
    const coordinator = await member(role.id);
    const beyond = await createRole(coordinator, {
      name: uniqueName('Bigger'),
      permissions: ['reports', 'settings', 'hiring'],
    });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().message).toBe(
      inEnglish.t('team.api.beyondOwnPermissions', { permissions: 'Hiring and Clearinghouse and Settings', count: 2 }),
    );
    expect((await createRole(coordinator, { name: uniqueName('Smaller'), permissions: ['reports'] })).statusCode).toBe(
      201,
    );
    // Nor a role holding more than they do, even to take from it.
    const wide = (await createRole(admin, { name: uniqueName('Wide'), permissions: ['settings'] })).json() as Role;
    expect(
      (await call(coordinator, 'PUT', apiPaths.adminRole(wide.id), { name: wide.name, permissions: [] })).statusCode,
    ).toBe(403);
    // Nor take their own role past what they hold.
    expect(
      (
        await call(coordinator, 'PUT', apiPaths.adminRole(role.id), {
          name: role.name,
          permissions: [...PERMISSION_KEYS],
        })
      ).statusCode,
    ).toBe(403);

    // An Administrator without the investigation file's own flag holds everything but that file.
    const administrator = (await presetRoleId(t.database.db, 'administrator')) ?? 0;
    const withoutFlag = await member(administrator);
    const refused = await createRole(withoutFlag, { name: uniqueName('Checks'), permissions: ['investigations'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      inEnglish.t('team.api.beyondOwnPermissions', {
        permissions: 'Investigation file and drug-and-alcohol data',
        count: 1,
      }),
    );
    const withFlag = await member(administrator, { investigations: true });
    expect(
      (await createRole(withFlag, { name: uniqueName('Checks'), permissions: ['investigations'] })).statusCode,
    ).toBe(201);
  });
});

describe('a role written straight to the database', () => {
  it('is listed with only the keys of the list', async () => {
    const row = await insertRole(t.database.db, { name: uniqueName('Legacy'), permissions: ['reports'] });
    expect((await rolesOf(admin)).find((role) => role.id === row.id)?.permissions).toEqual(['reports']);
  });
});
