import type { AdminUserListQuery } from '@roadhire/shared';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { users } from '../db/schema.js';
import { foldSearchText } from './admin-applications-repository.js';
import { containsPattern } from './admin-positions-repository.js';

// Any fixed number: serialises role changes, so two removals cannot both leave no administrator.
const ROLE_CHANGE_LOCK_ID = 4_242_101;

const userColumns = {
  id: users.id,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  role: users.role,
  can_view_investigations: users.can_view_investigations,
  email_verified_at: users.email_verified_at,
  created_at: users.created_at,
};

export type AdminUserRow = { [K in keyof typeof userColumns]: (typeof users.$inferSelect)[K] };

/** Accounts, newest first; never the password hash. */
export async function listUsers(
  db: Executor,
  query: AdminUserListQuery,
  paging: { limit: number; offset: number },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    // Names folded as the applicants search folds them (decision 013); accounts are few enough to
    // fold per row searched rather than keep folded columns.
    const folded = await foldSearchText(db, query.q);
    conditions.push(
      or(
        ilike(users.email, containsPattern(query.q)),
        // A query of punctuation alone folds to nothing, which would match every name.
        folded === ''
          ? undefined
          : sql`search_fold(${users.first_name} || ' ' || ${users.last_name}) like ${containsPattern(folded)}`,
      ),
    );
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  const where = and(...conditions);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(where)
    .orderBy(desc(users.created_at), desc(users.id))
    .limit(paging.limit)
    .offset(paging.offset);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Takes the role-change lock until the transaction ends. */
export async function lockRoleChanges(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${ROLE_CHANGE_LOCK_ID})`);
}

export async function findUserForRole(db: Executor, id: number): Promise<AdminUserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function countAdmins(db: Executor, adminRole: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.role, adminRole));
  return Number(row?.n ?? 0);
}

export async function setUserRole(db: Executor, id: number, role: number): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, id));
}
