import { ROLE_ADMIN } from '@roadhire/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { applications, users } from '../db/schema.js';

// Who answers for each applicant (issue 43): the owner of an application, taken or given.

export interface OwnerRow {
  id: number;
  name: string;
  owned_at: Date;
}

/** A member's name as screens show it, from their account as it is now. */
export const memberName = (member: { first_name: AnyPgColumn; last_name: AnyPgColumn }) =>
  sql<string>`${member.first_name} || ' ' || ${member.last_name}`;

/**
 * Gives an application no one owns to `ownerId`, in one conditional UPDATE: of claims made at once,
 * the first to write wins and every other finds an owner already there. False when it had one (or
 * does not exist).
 */
export async function claimUnowned(db: Executor, applicationId: number, ownerId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set({ owner_id: ownerId, owned_at: at })
    .where(and(eq(applications.id, applicationId), isNull(applications.owner_id)))
    .returning({ id: applications.id });
  return rows.length > 0;
}

/** Sets or clears an application's owner; the caller holds the application's lock. */
export async function setOwner(db: Executor, applicationId: number, ownerId: number | null, at: Date): Promise<void> {
  await db
    .update(applications)
    .set({ owner_id: ownerId, owned_at: ownerId === null ? null : at })
    .where(eq(applications.id, applicationId));
}

/** The application's owner: undefined for an unknown application, null for one in the queue. */
export async function findApplicationOwner(db: Executor, applicationId: number): Promise<OwnerRow | null | undefined> {
  const [row] = await db
    .select({ owner_id: applications.owner_id, owned_at: applications.owned_at, name: memberName(users) })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.owner_id))
    .where(eq(applications.id, applicationId));
  if (!row) return undefined;
  if (row.owner_id === null || row.owned_at === null) return null;
  return { id: row.owner_id, name: row.name, owned_at: row.owned_at };
}

/** What decides whether an account may own applicants: its role, whether it is closed, its name. */
export async function findPossibleOwner(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      closed_at: users.closed_at,
      deactivated_at: users.deactivated_at,
      name: memberName(users),
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Clears the owner of every application `ownerId` owns, locking them as a reassignment does, and
 * returns each with its owner as it was.
 */
export async function releaseOwnedApplications(
  db: Executor,
  ownerId: number,
): Promise<{ id: number; from: OwnerRow }[]> {
  const owned = await db
    .select({ id: applications.id, owned_at: applications.owned_at, name: memberName(users) })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.owner_id))
    .where(eq(applications.owner_id, ownerId))
    .orderBy(applications.id)
    .for('update', { of: applications });
  if (owned.length === 0) return [];
  await db.update(applications).set({ owner_id: null, owned_at: null }).where(eq(applications.owner_id, ownerId));
  return owned.map((row) => ({
    id: row.id,
    from: { id: ownerId, name: row.name, owned_at: row.owned_at ?? new Date() },
  }));
}

/** The team's open, active administrators, by name: those who might own an applicant. */
export async function listActiveMembers(db: Executor): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: users.id, name: memberName(users) })
    .from(users)
    .where(and(eq(users.role, ROLE_ADMIN), isNull(users.closed_at), isNull(users.deactivated_at)))
    .orderBy(users.first_name, users.last_name, users.id);
}
