import {
  type Locale,
  type LoginResponse,
  PRESET_ROLE_LABELS,
  pages,
  ROLE_ADMIN,
  type TeamInvitationAccept,
  type TeamInvitationBody,
  translatorFor,
} from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { recordAudit } from '../../data/audit-repository.js';
import { existingPositionIds } from '../../data/positions-repository.js';
import {
  endInvitationLinks,
  findInvitationByToken,
  findInvitationForChange,
  findRoleName,
  insertInvitation,
  markInvitation,
} from '../../data/team-invitations-repository.js';
import { consumeToken, findUserByEmail, findUserById, insertUser, issueToken } from '../../data/users-repository.js';
import type { Executor } from '../../db/client.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.js';
import type { TeamInvitationRow } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { signSessionToken } from '../../lib/session-token.js';
import { enqueueTeamInvitationMail } from '../../mail/notices/team-notices.js';
import { setMemberLimits } from './limits.js';

// Joining the team (decision 033): an administrator invites an address with a role and limits; a
// single-use link that expires lets its owner set a name and password, and signs them in.

/** The carrier's language when the inviter chose none: the one HR_EMAIL's mail is written in. */
const CARRIER_DEFAULT_LANGUAGE: Locale = 'en';

const ttlMs = (ctx: AppContext) => ctx.config.team.invitationTtlHours * 60 * 60 * 1000;

/** A role as a reader of `language` knows it: a preset by its catalogue name. */
async function roleNameIn(tx: Executor, roleId: number | null, language: Locale): Promise<string | undefined> {
  const role = await findRoleName(tx, roleId);
  if (!role) return undefined;
  return role.preset_key ? (await translatorFor(language)).t(PRESET_ROLE_LABELS[role.preset_key]) : role.name;
}

/** Issues the invitation's link and queues its mail, in the transaction that made or renewed it. */
async function mailLink(ctx: AppContext, tx: Executor, invitation: TeamInvitationRow, inviterId: number) {
  const token = await issueToken(tx, { invitation_id: invitation.id }, 'team_invite', ttlMs(ctx));
  const inviter = await findUserById(tx, inviterId);
  await enqueueTeamInvitationMail(ctx, tx, invitation.email, invitation.language, {
    inviter: inviter ? `${inviter.first_name} ${inviter.last_name}`.trim() : ctx.config.brand.companyName,
    role: (await roleNameIn(tx, invitation.role_id, invitation.language)) ?? '',
    hours: ctx.config.team.invitationTtlHours,
    url: `${ctx.config.publicUrl}${pages.teamAccept.href(token)}`,
  });
}

/**
 * Invites an address to the team. An address an account already uses is refused (409): the
 * invitation sets a password, and an account has one; making an existing account a member is the
 * Accounts page's role change, which keeps its owner's password and history. A second invitation
 * to an address already waiting is refused too: resending the first is the way.
 */
export async function inviteMember(ctx: AppContext, actorId: number, body: TeamInvitationBody) {
  try {
    const invitation = await ctx.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, body.email)) throw new HttpError(409, 'team.api.invitationAccountExists');
      if (!(await findRoleName(tx, body.role_id))) throw new HttpError(400, 'team.api.roleNotFound');
      // Checked now, so the person invited is not the one told a position is unknown.
      const positions = body.limits?.position_ids ?? [];
      const known = await existingPositionIds(tx, positions);
      if (positions.some((id) => !known.has(id))) throw new HttpError(400, 'team.validation.limits');
      const row = await insertInvitation(tx, {
        email: body.email,
        role_id: body.role_id,
        limits: body.limits ?? {},
        language: body.language ?? CARRIER_DEFAULT_LANGUAGE,
        invited_by: actorId,
      });
      await mailLink(ctx, tx, row, actorId);
      await recordAudit(tx, actorId, {
        action: 'team.invite',
        target_type: 'invitation',
        target_id: row.id,
        details: { email: row.email, role_id: row.role_id, limits: row.limits },
      });
      return row;
    });
    ctx.mailWorker.wake();
    return invitation;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'team.api.invitationPending');
    // The role was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw new HttpError(400, 'team.api.roleNotFound');
    throw error;
  }
}

async function pendingForChange(tx: Executor, id: number): Promise<TeamInvitationRow> {
  const invitation = await findInvitationForChange(tx, id);
  if (!invitation) throw new HttpError(404, 'api.notFound');
  if (invitation.accepted_at || invitation.revoked_at) throw new HttpError(409, 'team.api.invitationNotPending');
  return invitation;
}

/** A new link, with its full time; the link mailed before stops working. */
export async function resendInvitation(ctx: AppContext, actorId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const invitation = await pendingForChange(tx, id);
    await endInvitationLinks(tx, id);
    await mailLink(ctx, tx, invitation, actorId);
    await recordAudit(tx, actorId, {
      action: 'team.invitation_resend',
      target_type: 'invitation',
      target_id: id,
      details: { email: invitation.email },
    });
  });
  ctx.mailWorker.wake();
}

export async function revokeInvitation(ctx: AppContext, actorId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const invitation = await pendingForChange(tx, id);
    await endInvitationLinks(tx, id);
    await markInvitation(tx, id, { revoked_at: new Date() });
    await recordAudit(tx, actorId, {
      action: 'team.invitation_revoke',
      target_type: 'invitation',
      target_id: id,
      details: { email: invitation.email },
    });
  });
}

/**
 * The waiting invitation a link opens, locked; else why it does not open one: an unknown link
 * (404), or one accepted, withdrawn (revoked, or replaced by a resend) or expired (410).
 */
async function openInvitation(tx: Executor, token: string): Promise<TeamInvitationRow> {
  const found = await findInvitationByToken(tx, token);
  if (!found) throw new HttpError(404, 'team.api.invitationLinkUnknown');
  const { invitation } = found;
  if (invitation.accepted_at) throw new HttpError(410, 'team.api.invitationLinkUsed');
  // A role deleted since (only possible once no invitation waited with it) withdraws it too.
  if (invitation.revoked_at || found.used_at || invitation.role_id === null)
    throw new HttpError(410, 'team.api.invitationLinkRevoked');
  if (found.expires_at <= new Date()) throw new HttpError(410, 'team.api.invitationLinkExpired');
  return invitation;
}

/** What the invitation page shows before its form: the address, and the role in the reader's language. */
export async function previewInvitation(ctx: AppContext, token: string, language: Locale) {
  return ctx.db.transaction(async (tx) => {
    const invitation = await openInvitation(tx, token);
    return { email: invitation.email, role: (await roleNameIn(tx, invitation.role_id, language)) ?? null };
  });
}

/**
 * Makes the account: an administrator (role 1) of the invited role, the address verified by the
 * link itself, the invitation's limits given. Answers as a login does.
 */
export async function acceptInvitation(
  ctx: AppContext,
  token: string,
  body: TeamInvitationAccept,
): Promise<LoginResponse> {
  const passwordHash = await hashPassword(body.password);
  try {
    const user = await ctx.db.transaction(async (tx) => {
      const invitation = await openInvitation(tx, token);
      // The conditional update under the invitation's lock: a second accept finds the link used.
      if (!(await consumeToken(tx, token, 'team_invite'))) throw new HttpError(410, 'team.api.invitationLinkUsed');
      if (await findUserByEmail(tx, invitation.email)) throw new HttpError(409, 'team.api.invitationAccountExists');
      const now = new Date();
      const created = await insertUser(tx, {
        email: invitation.email,
        password_hash: passwordHash,
        role: ROLE_ADMIN,
        role_id: invitation.role_id,
        first_name: body.first_name,
        last_name: body.last_name,
        email_verified_at: now,
        language: invitation.language,
        last_sign_in_at: now,
      });
      await setMemberLimits(tx, created.id, invitation.limits);
      await markInvitation(tx, invitation.id, { accepted_at: now, accepted_user_id: created.id });
      await recordAudit(tx, created.id, {
        action: 'team.invitation_accept',
        target_type: 'invitation',
        target_id: invitation.id,
        details: { email: invitation.email, user_id: created.id, role_id: invitation.role_id },
      });
      return created;
    });
    return {
      id: user.id,
      role: user.role,
      token: await signSessionToken(user, ctx.config.jwtSecret),
      language: user.language,
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'team.api.invitationAccountExists');
    throw error;
  }
}
