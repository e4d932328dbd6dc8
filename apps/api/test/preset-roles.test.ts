import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths, PERMISSION_KEYS, PRESET_ROLE_KEYS, PRESET_ROLE_PERMISSIONS } from '@roadhire/shared';
import { eq, sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presetRoleId, upsertPresetRoles } from '../src/data/roles-repository.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { resultRows } from '../src/db/result-rows.js';
import { roles, users } from '../src/db/schema.js';
import { seedAdministrator } from '../src/db/seed/administrator.js';
import { seedPresetRoles } from '../src/db/seed/preset-roles.js';
import { createAdmin } from './helpers/admin-applicants.js';
import { bearer, createCandidate } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createEmptyPostgresDatabase } from './helpers/test-database.js';

// The preset roles (issue 43): shipped by the migration, kept in step with the code at every
// start, and the role every administrator holds until a narrower one is given.

let t: TestApp;
const cleanups: Array<() => Promise<void> | void> = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const presetRows = async (db: DatabaseHandle['db']) =>
  db
    .select({ key: roles.preset_key, name: roles.name, permissions: roles.permissions })
    .from(roles)
    .where(sql`${roles.preset_key} is not null`)
    .orderBy(roles.id);

const asShipped = () =>
  PRESET_ROLE_KEYS.map((key) => ({
    key,
    name: expect.any(String),
    permissions: [...PRESET_ROLE_PERMISSIONS[key]],
  }));

describe('preset roles', () => {
  it('are the code’s five presets in a migrated database, the Administrator with every permission', async () => {
    expect(await presetRows(t.database.db)).toEqual(asShipped());
    expect(PRESET_ROLE_PERMISSIONS.administrator).toEqual(PERMISSION_KEYS);
    // Already in step: a start writes nothing.
    expect(await upsertPresetRoles(t.database.db)).toBe(0);
  });

  it('are put back as the code defines them at start, idempotently', async () => {
    await t.database.db
      .update(roles)
      .set({ permissions: ['positions'], name: 'Renamed by hand' })
      .where(eq(roles.preset_key, 'recruiter'));
    await t.database.db.delete(roles).where(eq(roles.preset_key, 'compliance'));
    await seedPresetRoles(t.database.db, t.app.log);
    expect(await presetRows(t.database.db)).toEqual(
      expect.arrayContaining(asShipped().map((row) => expect.objectContaining(row))),
    );
    expect(await upsertPresetRoles(t.database.db)).toBe(0);
    const [recruiter] = await t.database.db.select().from(roles).where(eq(roles.preset_key, 'recruiter'));
    expect(recruiter?.name).toBe('Recruiter');
  });

  it('gives the administrator of ADMIN_EMAIL the Administrator role, and keeps the investigation flag', async () => {
    const email = 'owner-roles@example.test';
    await seedAdministrator(t.database.db, { email, password: 'Owner-pass-1' }, t.app.log);
    const [owner] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(owner).toMatchObject({
      role: 1,
      role_id: await presetRoleId(t.database.db, 'administrator'),
      can_view_investigations: true,
    });
  });

  it('is the Administrator for an account given role 1, and none once it is removed', async () => {
    const admin = await createAdmin(t);
    const driver = await createCandidate(t);
    const roleOf = async () =>
      (await t.database.db.select({ role_id: users.role_id }).from(users).where(eq(users.id, driver.id)))[0]?.role_id;
    const setRole = (role: number) =>
      t.app.inject({
        method: 'PUT',
        url: apiPaths.adminUserRole(driver.id),
        headers: bearer(admin.token),
        payload: { role },
      });
    expect(await roleOf()).toBeNull();
    expect((await setRole(1)).statusCode).toBe(200);
    expect(await roleOf()).toBe(await presetRoleId(t.database.db, 'administrator'));
    expect((await setRole(2)).statusCode).toBe(200);
    expect(await roleOf()).toBeNull();
  });
});

describe('the migration to roles', () => {
  /** The migrations folder as it stood before the roles. */
  function migrationsBefore(): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'roadhire-migrations-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    cpSync(fileURLToPath(new URL('../drizzle', import.meta.url)), dir, { recursive: true });
    const journalFile = path.join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
    const cut = journal.entries.findIndex((entry) => entry.tag.endsWith('_roles'));
    expect(cut).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, cut);
    writeFileSync(journalFile, JSON.stringify(journal));
    return dir;
  }

  async function emptyDatabase(): Promise<DatabaseHandle> {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) return openDatabase({});
    const empty = await createEmptyPostgresDatabase(adminUrl);
    cleanups.push(empty.drop);
    return openDatabase({ databaseUrl: empty.url });
  }

  it('makes every administrator an Administrator and leaves drivers without a role', { timeout: 120_000 }, async () => {
    const handle = await emptyDatabase();
    cleanups.push(() => handle.close());
    const migrationsFolder = migrationsBefore();
    if (handle.kind === 'pglite') await migratePglite(handle.db as never, { migrationsFolder });
    else await migrateNodePg(handle.db as never, { migrationsFolder });
    // Written with the columns users had then.
    const insert = (email: string, role: number, investigations: boolean) =>
      handle.db.execute(sql`insert into users (email, password_hash, first_name, last_name, role, can_view_investigations)
        values (${email}, 'not-a-hash', 'Sam', 'Driver', ${role}, ${investigations}) returning id`);
    await insert('admin-before@example.test', 1, false);
    await insert('investigator-before@example.test', 1, true);
    await insert('driver-before@example.test', 2, false);

    await handle.migrate();
    const rows = resultRows<{ email: string; preset_key: string | null; can_view_investigations: boolean }>(
      await handle.db.execute(sql`select u.email, r.preset_key, u.can_view_investigations
        from users u left join roles r on r.id = u.role_id order by u.id`),
    );
    expect(rows).toEqual([
      { email: 'admin-before@example.test', preset_key: 'administrator', can_view_investigations: false },
      { email: 'investigator-before@example.test', preset_key: 'administrator', can_view_investigations: true },
      { email: 'driver-before@example.test', preset_key: null, can_view_investigations: false },
    ]);
    expect(await presetRows(handle.db)).toEqual(asShipped());
  });
});
