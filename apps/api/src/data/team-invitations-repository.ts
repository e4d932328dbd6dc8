import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { roles, type TeamInvitationRow, teamInvitations, users, userTokens } from '../db/schema.js';
import { hashToken } from '../lib/tokens.js';
import { memberName } from './application-owners-repository.js';

// Invitations to join the team (decision 033). Their links are `user_tokens` rows of purpose
// `team_invite`, issued, consumed and ended as every other single-use link.

export type NewInvitation = Pick<typeof teamInvitations.$inferInsert, 'email' | 'role_id' | 'limits' | 'language'> & {
  invited_by: number;
};

export async function insertInvitation(db: Executor, invitation: NewInvitation): Promise<TeamInvitationRow> {
  const [row] = await db.insert(teamInvitations).values(invitation).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Waiting: neither accepted nor revoked (its link may have expired: it can be resent). */
const pending = and(isNull(teamInvitations.accepted_at), isNull(teamInvitations.revoked_at));

/** The latest link of an invitation: when it was mailed and until when it works. */
const latestLink = (column: 'created_at' | 'expires_at') =>
  sql<Date>`(select t.${sql.raw(column)} from ${userTokens} t where t.invitation_id = ${teamInvitations.id}
    order by t.id desc limit 1)`;

/** The waiting invitations (or the one of `id`), newest first, with who sent them and their latest link's times. */
export async function listPendingInvitations(db: Executor, id?: number) {
  const rows = await db
    .select({
      invitation: teamInvitations,
      invited_by: memberName(users),
      sent_at: latestLink('created_at'),
      expires_at: latestLink('expires_at'),
    })
    .from(teamInvitations)
    .leftJoin(users, eq(users.id, teamInvitations.invited_by))
    .where(and(pending, id === undefined ? undefined : eq(teamInvitations.id, id)))
    .orderBy(desc(teamInvitations.created_at), desc(teamInvitations.id));
  return rows.map((row) => ({
    ...row.invitation,
    invited_by_name: row.invited_by,
    sent_at: new Date(row.sent_at),
    expires_at: new Date(row.expires_at),
  }));
}

/** One invitation, locked for the change the transaction makes. */
export async function findInvitationForChange(db: Executor, id: number): Promise<TeamInvitationRow | undefined> {
  const [row] = await db.select().from(teamInvitations).where(eq(teamInvitations.id, id)).for('update');
  return row;
}

/**
 * The invitation a link was made for, whatever the link's state, locked for the transaction; with
 * the link's own state, so the answer can say why a link no longer works.
 */
export async function findInvitationByToken(db: Executor, token: string) {
  const [row] = await db
    .select({ invitation: teamInvitations, used_at: userTokens.used_at, expires_at: userTokens.expires_at })
    .from(userTokens)
    .innerJoin(teamInvitations, eq(teamInvitations.id, userTokens.invitation_id))
    .where(and(eq(userTokens.token_hash, hashToken(token)), eq(userTokens.purpose, 'team_invite')))
    .for('update', { of: teamInvitations });
  return row;
}

/** Ends the invitation's live link, so an older mail stops working. */
export async function endInvitationLinks(db: Executor, invitationId: number): Promise<void> {
  await db
    .update(userTokens)
    .set({ used_at: new Date() })
    .where(and(eq(userTokens.invitation_id, invitationId), isNull(userTokens.used_at)));
}

export async function markInvitation(
  db: Executor,
  id: number,
  change: { revoked_at: Date } | { accepted_at: Date; accepted_user_id: number },
): Promise<void> {
  await db
    .update(teamInvitations)
    .set({ ...change, updated_at: new Date() })
    .where(eq(teamInvitations.id, id));
}

/** How many waiting invitations give this role: a role someone is about to take stays. */
export async function countPendingInvitationsWithRole(db: Executor, roleId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(teamInvitations)
    .where(and(pending, eq(teamInvitations.role_id, roleId)));
  return Number(row?.n ?? 0);
}

/** A role's name and preset key, for the mail and the page. */
export async function findRoleName(db: Executor, roleId: number | null) {
  if (roleId === null) return undefined;
  const [row] = await db
    .select({ name: roles.name, preset_key: roles.preset_key })
    .from(roles)
    .where(eq(roles.id, roleId));
  return row;
}
