import { PERMISSION_KEYS, type PermissionKey, PRESET_ROLE_PERMISSIONS, type PresetRoleKey } from '@roadhire/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { type RoleRow, roles, users } from '../db/schema.js';

export type RoleWithMembers = RoleRow & { members: number };

/** The English name each preset is stored under; screens name it from the catalogue. */
export const PRESET_ROLE_NAMES: Record<PresetRoleKey, string> = {
  administrator: 'Administrator',
  recruiting_manager: 'Recruiting manager',
  recruiter: 'Recruiter',
  processor: 'Processor',
  compliance: 'Compliance',
};

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

const knownKeys = (keys: readonly string[]): PermissionKey[] => PERMISSION_KEYS.filter((key) => keys.includes(key));

/**
 * Writes each preset as the code defines it, leaving rows already equal untouched; returns how many
 * it wrote. Run at every start, from any number of processes at once.
 */
export async function upsertPresetRoles(db: Executor): Promise<number> {
  let written = 0;
  for (const [key, permissions] of Object.entries(PRESET_ROLE_PERMISSIONS) as [PresetRoleKey, readonly string[]][]) {
    const name = PRESET_ROLE_NAMES[key];
    const rows = await db
      .insert(roles)
      .values({ name, permissions: [...permissions], preset_key: key })
      .onConflictDoUpdate({
        target: roles.preset_key,
        set: { name, permissions: [...permissions], updated_at: new Date() },
        setWhere: sql`${roles.name} <> ${name} or ${roles.permissions} <> ${textArray(permissions)}`,
      })
      .returning({ id: roles.id });
    written += rows.length;
  }
  return written;
}

export async function presetRoleId(db: Executor, key: PresetRoleKey): Promise<number | undefined> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.preset_key, key));
  return row?.id;
}

// Written out: inside a select of one table, drizzle leaves columns unqualified, and "id" would be the user's.
const members = sql<number>`(select count(*)::int from "users" holder where holder."role_id" = "roles"."id")`;

/** Every role, the presets first in the order they ship, then the others by name. */
export async function listRoles(db: Executor): Promise<RoleWithMembers[]> {
  const rows = await db
    .select({ role: roles, members })
    .from(roles)
    .orderBy(sql`${roles.preset_key} is null`, asc(roles.id));
  return rows.map((row) => ({ ...row.role, members: Number(row.members) }));
}

/** One role, locked for the change the transaction makes, with how many accounts hold it. */
export async function findRoleForChange(db: Executor, id: number): Promise<RoleWithMembers | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id)).for('update');
  if (!row) return undefined;
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.role_id, id));
  return { ...row, members: Number(count?.n ?? 0) };
}

export async function insertRole(db: Executor, role: { name: string; permissions: PermissionKey[] }): Promise<RoleRow> {
  const [row] = await db.insert(roles).values(role).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateRole(
  db: Executor,
  id: number,
  role: { name: string; permissions: PermissionKey[] },
): Promise<RoleRow | undefined> {
  const [row] = await db
    .update(roles)
    .set({ ...role, updated_at: new Date() })
    .where(eq(roles.id, id))
    .returning();
  return row;
}

export async function deleteRole(db: Executor, id: number): Promise<void> {
  await db.delete(roles).where(eq(roles.id, id));
}

/** What the permission check reads of an account: its email, role, role's keys and the 391.53 flag. */
export async function findPermissionHolder(db: Executor, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      role: users.role,
      can_view_investigations: users.can_view_investigations,
      deactivated_at: users.deactivated_at,
      permissions: roles.permissions,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.role_id))
    .where(eq(users.id, userId));
  return row && { ...row, permissions: knownKeys(row.permissions ?? []) };
}

export async function setUserRoleId(db: Executor, userId: number, roleId: number | null): Promise<void> {
  await db.update(users).set({ role_id: roleId }).where(eq(users.id, userId));
}

/** A member's name and the role they hold, as the admin area greets them. */
export async function findMemberWithRole(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      role_id: roles.id,
      role_name: roles.name,
      preset_key: roles.preset_key,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.role_id))
    .where(eq(users.id, userId));
  return row;
}
