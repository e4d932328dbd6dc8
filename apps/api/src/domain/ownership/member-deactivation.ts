import { ROLE_ADMIN } from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { recordAudit } from '../../data/audit-repository.js';
import { endSessions, findUserForRole, updateUser } from '../../data/users-repository.js';
import { HttpError } from '../../lib/http-error.js';
import { isAdminEmail } from '../team/permissions.js';
import { releaseApplicationsOf } from './application-owner.js';

/**
 * Deactivates (active false) or reactivates a member of the team (decision 033). Deactivating ends
 * every session at once (decision 019), refuses their sign-in from then on, and puts the applicants
 * they owned back in the "Unassigned" queue, each audited; their account, audit rows and the
 * history of what they did stay. Nobody deactivates themself, nor the `ADMIN_EMAIL` administrator,
 * so the team always keeps someone who can reactivate the others.
 */
export async function setMemberActive(ctx: AppContext, actorId: number, userId: number, active: boolean) {
  return ctx.db.transaction(async (tx) => {
    const member = await findUserForRole(tx, userId);
    if (!member) throw new HttpError(404, 'api.notFound');
    if (member.role !== ROLE_ADMIN) throw new HttpError(400, 'team.api.notMember');
    if ((member.deactivated_at === null) === active) return member;
    if (!active && member.id === actorId) throw new HttpError(409, 'team.api.deactivateSelf');
    if (!active && isAdminEmail(member.email, ctx.config.admin?.email))
      throw new HttpError(409, 'team.api.deactivateOwner');
    const deactivatedAt = active ? null : new Date();
    await updateUser(tx, userId, { deactivated_at: deactivatedAt });
    const released = active ? 0 : await releaseApplicationsOf(tx, actorId, userId);
    if (!active) await endSessions(tx, userId);
    await recordAudit(tx, actorId, {
      action: active ? 'user.reactivate' : 'user.deactivate',
      target_type: 'user',
      target_id: userId,
      details: { email: member.email, ...(active ? {} : { released }) },
    });
    return { ...member, deactivated_at: deactivatedAt };
  });
}
