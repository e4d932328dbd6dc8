import type { TeamInvitation, TeamInvitationBody, TeamMember } from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { listPendingInvitations } from '../../data/team-invitations-repository.js';
import { listTeamMembers } from '../../data/users-repository.js';
import { inviteMember, resendInvitation } from '../../domain/team/invitations.js';
import { isAdminEmail } from '../../domain/team/permissions.js';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function memberList(ctx: AppContext): Promise<{ items: TeamMember[] }> {
  const rows = await listTeamMembers(ctx.db);
  return {
    items: rows.map((row) => ({
      ...row,
      deactivated_at: iso(row.deactivated_at),
      last_sign_in_at: iso(row.last_sign_in_at),
      owner: isAdminEmail(row.email, ctx.config.admin?.email),
    })),
  };
}

type ListedInvitation = Awaited<ReturnType<typeof listPendingInvitations>>[number];

function toInvitation(row: ListedInvitation): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role_id: row.role_id,
    limits: row.limits,
    language: row.language,
    invited_by: row.invited_by_name,
    sent_at: row.sent_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    expired: row.expires_at <= new Date(),
    created_at: row.created_at.toISOString(),
  };
}

export async function invitationList(ctx: AppContext): Promise<{ items: TeamInvitation[] }> {
  return { items: (await listPendingInvitations(ctx.db)).map(toInvitation) };
}

/** One waiting invitation as the list shows it. */
async function listedInvitation(ctx: AppContext, id: number): Promise<TeamInvitation> {
  const [listed] = await listPendingInvitations(ctx.db, id);
  if (!listed) throw new Error(`invitation ${id} is not waiting`);
  return toInvitation(listed);
}

export async function invite(ctx: AppContext, actorId: number, body: TeamInvitationBody): Promise<TeamInvitation> {
  return listedInvitation(ctx, (await inviteMember(ctx, actorId, body)).id);
}

export async function resend(ctx: AppContext, actorId: number, id: number): Promise<TeamInvitation> {
  await resendInvitation(ctx, actorId, id);
  return listedInvitation(ctx, id);
}
