import { type AdminUserListQuery, type CandidateProfile, ROLE_ADMIN } from '@roadhire/shared';
import { and, desc, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { type TokenPurpose, type User, users, userTokens } from '../db/schema.js';
import type { SessionUser } from '../lib/session-token.js';
import { createRandomToken, hashToken } from '../lib/tokens.js';
import { type ApplicantScope, driverScopeCondition } from './applicant-scope.js';
import { foldSearchText, likeContains } from './search-text.js';

export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Executor, email: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * Who a session belongs to now: the id, the current role and the moment before which its tokens
 * are refused; undefined for a deleted account.
 */
export async function findSessionUser(
  db: Executor,
  id: number,
): Promise<(SessionUser & { sessions_valid_after: Date | null }) | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      language: users.language,
      sessions_valid_after: users.sessions_valid_after,
    })
    .from(users)
    // A closed account (erasure asked, decision 031) or a deactivated member (decision 033) has no
    // session any more; ending their sessions says so too, this makes sure of it.
    .where(and(eq(users.id, id), isNull(users.closed_at), isNull(users.deactivated_at)));
  return row;
}

/**
 * Ends every session token of the user issued until now (decision 019) and returns the moment, in
 * milliseconds, a new token must carry to stay valid. The limit is one millisecond past now, so a
 * token issued earlier in this very millisecond ends too, while the action's own new token, dated
 * at the limit, stays valid.
 */
export async function endSessions(db: Executor, userId: number): Promise<number> {
  const limit = Date.now() + 1;
  await db
    .update(users)
    .set({ sessions_valid_after: new Date(limit) })
    .where(eq(users.id, userId));
  return limit;
}

export async function insertUser(db: Executor, user: NewUser): Promise<User> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUser(db: Executor, id: number, changes: Partial<NewUser>): Promise<User | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** The profile as the API shows it: every column but the password hash and bookkeeping. */
export function toProfile(user: User, pipelineStatus: number | null): CandidateProfile {
  const {
    password_hash: _hash,
    sessions_valid_after: _sessions,
    email_verified_at: _verified,
    created_at: _created,
    updated_at: _updated,
    reminders_stopped_at: _stopped,
    // An administrator's permissions, not part of anyone's profile (nor of a signed application).
    can_view_investigations: _investigations,
    role_id: _role,
    // The portal's language for this user: a setting, not part of a signed application.
    language: _language,
    language_chosen_at: _languageChosen,
    // When the account was closed for erasure: bookkeeping, and such an account signs nothing.
    closed_at: _closed,
    // A member's state on the team and their last sign-in: the team's bookkeeping.
    deactivated_at: _deactivated,
    last_sign_in_at: _lastSignIn,
    notify_new_applications,
    ...rest
  } = user;
  return {
    ...rest,
    gender: rest.gender as CandidateProfile['gender'],
    pipeline_status: pipelineStatus,
    // Only an administrator's choice means anything.
    ...(user.role === ROLE_ADMIN ? { notify_new_applications } : {}),
  };
}

/** Whom a token is for: an account, or an invitation that has none yet (decision 033). */
export type TokenOwner = { user_id: number } | { invitation_id: number };

/** Issues a fresh single-use token; only its hash is stored. Returns the token for the link. */
export async function issueToken(
  db: Executor,
  owner: TokenOwner,
  purpose: TokenPurpose,
  ttlMs: number,
): Promise<string> {
  const token = createRandomToken();
  await db.insert(userTokens).values({
    ...owner,
    purpose,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + ttlMs),
  });
  return token;
}

export function issueUserToken(db: Executor, userId: number, purpose: TokenPurpose, ttlMs: number): Promise<string> {
  return issueToken(db, { user_id: userId }, purpose, ttlMs);
}

/**
 * Marks a live token used and returns whom it was for, or undefined when the token is unknown,
 * used or expired. The conditional update makes a token single-use even under races.
 */
export async function consumeToken(
  db: Executor,
  token: string,
  purpose: TokenPurpose,
): Promise<{ userId: number | null; invitationId: number | null } | undefined> {
  const [row] = await db
    .update(userTokens)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(userTokens.token_hash, hashToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.used_at),
        gt(userTokens.expires_at, new Date()),
      ),
    )
    .returning({ userId: userTokens.user_id, invitationId: userTokens.invitation_id });
  return row;
}

/** `consumeToken` for a token of an account: its user id. */
export async function consumeUserToken(
  db: Executor,
  token: string,
  purpose: TokenPurpose,
): Promise<number | undefined> {
  return (await consumeToken(db, token, purpose))?.userId ?? undefined;
}

/** Ends every other live token of that purpose, so an older emailed link stops working. */
export async function revokeUserTokens(db: Executor, userId: number, purpose: TokenPurpose): Promise<void> {
  await db
    .update(userTokens)
    .set({ used_at: new Date() })
    .where(and(eq(userTokens.user_id, userId), eq(userTokens.purpose, purpose), isNull(userTokens.used_at)));
}

/**
 * The statements of `revokeUserTokens` and `issueUserToken` for no account, touching no row: a
 * reset asked for an address no open account uses costs the database what a real one does, so the
 * time the server spends after answering does not tell the two apart.
 */
export async function issueNoUserToken(db: Executor, purpose: TokenPurpose, ttlMs: number): Promise<void> {
  // Account ids start at 1.
  await revokeUserTokens(db, 0, purpose);
  const tokenHash = hashToken(createRandomToken());
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.execute(
    sql`insert into ${userTokens} (user_id, purpose, token_hash, expires_at)
        select ${users.id}, ${purpose}, ${tokenHash}, ${expiresAt.toISOString()}::timestamptz from ${users} where ${users.id} = 0`,
  );
}

/** When this user was last sent a token of this purpose, to space out resent links. */
export async function lastTokenIssuedAt(
  db: Executor,
  userId: number,
  purpose: TokenPurpose,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: sql<Date>`max(${userTokens.created_at})` })
    .from(userTokens)
    .where(and(eq(userTokens.user_id, userId), eq(userTokens.purpose, purpose)));
  return row?.at ? new Date(row.at) : undefined;
}

export async function reopenAccount(db: Executor, userId: number): Promise<void> {
  await db.update(users).set({ closed_at: null }).where(eq(users.id, userId));
}

export async function closeAccount(db: Executor, userId: number, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ closed_at: at, sessions_valid_after: new Date(at.getTime() + 1) })
    .where(eq(users.id, userId));
  await db.delete(userTokens).where(eq(userTokens.user_id, userId));
}

// Any fixed number: serialises role changes, so two removals cannot both leave no administrator.
const ROLE_CHANGE_LOCK_ID = 4_242_101;

const userColumns = {
  id: users.id,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  role: users.role,
  can_view_investigations: users.can_view_investigations,
  deactivated_at: users.deactivated_at,
  email_verified_at: users.email_verified_at,
  created_at: users.created_at,
};

export type AdminUserRow = { [K in keyof typeof userColumns]: (typeof users.$inferSelect)[K] };

/** Accounts, newest first; never the password hash. */
export async function listUsers(
  db: Executor,
  scope: ApplicantScope,
  query: AdminUserListQuery,
  paging: { limit: number; offset: number },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const drivers = driverScopeCondition(scope, users.id);
  // The team, and of the drivers those the reader sees (issue 43).
  const conditions: (SQL | undefined)[] = [drivers && or(eq(users.role, ROLE_ADMIN), drivers)];
  if (query.q) {
    // Names folded as the applicants search folds them (decision 013); accounts are few enough to
    // fold per row searched rather than keep folded columns.
    const folded = await foldSearchText(db, query.q);
    conditions.push(
      or(
        ilike(users.email, likeContains(query.q)),
        // A query of punctuation alone folds to nothing, which would match every name.
        folded === ''
          ? undefined
          : sql`search_fold(${users.first_name} || ' ' || ${users.last_name}) like ${likeContains(folded)}`,
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

export async function adminEmails(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** The team: every administrator (role 1), by name, with their role and state. */
export async function listTeamMembers(db: Executor) {
  return db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      role_id: users.role_id,
      deactivated_at: users.deactivated_at,
      last_sign_in_at: users.last_sign_in_at,
    })
    .from(users)
    .where(eq(users.role, ROLE_ADMIN))
    .orderBy(users.first_name, users.last_name, users.id);
}
