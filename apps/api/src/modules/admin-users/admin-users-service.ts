import {
  ADMIN_POSITIONS_DEFAULT_PAGE_SIZE,
  type AdminUser,
  type AdminUserList,
  type AdminUserListQuery,
  ROLE_ADMIN,
} from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import type { ApplicantScope } from '../../data/applicant-scope.js';
import { recordAudit } from '../../data/audit-repository.js';
import { canViewInvestigations, setCanViewInvestigations } from '../../data/hiring-repository.js';
import { presetRoleId, setUserRoleId } from '../../data/roles-repository.js';
import {
  type AdminUserRow,
  countAdmins,
  endSessions,
  findUserForRole,
  listUsers,
  lockRoleChanges,
  setUserRole,
} from '../../data/users-repository.js';
import { setMemberActive } from '../../domain/ownership/member-deactivation.js';
import { HttpError } from '../../lib/http-error.js';
import { pageWindow } from '../../lib/paging.js';

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
    can_view_investigations: row.can_view_investigations,
    deactivated_at: row.deactivated_at ? iso(row.deactivated_at) : null,
    email_verified_at: row.email_verified_at ? iso(row.email_verified_at) : null,
    created_at: iso(row.created_at),
  };
}

export async function listAccounts(
  ctx: AppContext,
  scope: ApplicantScope,
  query: AdminUserListQuery,
): Promise<AdminUserList> {
  const { rows, total } = await listUsers(ctx.db, scope, query, pageWindow(query, ADMIN_POSITIONS_DEFAULT_PAGE_SIZE));
  return { items: rows.map(toAdminUser), total };
}

/**
 * Grants or removes role 1. Role changes are serialised by a lock, so two removals at once cannot
 * both pass and leave no administrator (an administrator removing themself included).
 */
export async function changeRole(ctx: AppContext, actorId: number, userId: number, role: number): Promise<AdminUser> {
  return ctx.db.transaction(async (tx) => {
    await lockRoleChanges(tx);
    const user = await findUserForRole(tx, userId);
    if (!user) throw new HttpError(404, 'api.notFound');
    if (user.role === role) return toAdminUser(user);
    if (user.role === ROLE_ADMIN && (await countAdmins(tx, ROLE_ADMIN)) <= 1) {
      throw new HttpError(409, 'adminPositions.lastAdmin');
    }
    await setUserRole(tx, userId, role);
    // Role 1 is the whole admin area, as before the team's roles: the Administrator preset.
    await setUserRoleId(tx, userId, role === ROLE_ADMIN ? ((await presetRoleId(tx, 'administrator')) ?? null) : null);
    // Decision 019: every session of the account ends, so no page keeps the old role's view.
    await endSessions(tx, userId);
    await recordAudit(tx, actorId, {
      action: role === ROLE_ADMIN ? 'user.grant_admin' : 'user.remove_admin',
      target_type: 'user',
      target_id: userId,
      details: { email: user.email, from: user.role, to: role },
    });
    return toAdminUser({ ...user, role });
  });
}

/**
 * Gives or removes the investigation file's permission (49 CFR 391.53). Only an administrator who
 * holds it may hand it on, so the permission cannot be taken by any administrator for themself.
 */
export async function changePermissions(
  ctx: AppContext,
  actorId: number,
  userId: number,
  canView: boolean,
): Promise<AdminUser> {
  return ctx.db.transaction(async (tx) => {
    if (!(await canViewInvestigations(tx, actorId))) throw new HttpError(403, 'hiring.api.permissionsForbidden');
    const user = await findUserForRole(tx, userId);
    if (!user) throw new HttpError(404, 'api.notFound');
    if (user.can_view_investigations === canView) return toAdminUser(user);
    await setCanViewInvestigations(tx, userId, canView);
    await recordAudit(tx, actorId, {
      action: 'user.permissions',
      target_type: 'user',
      target_id: userId,
      details: { email: user.email, can_view_investigations: canView },
    });
    return toAdminUser({ ...user, can_view_investigations: canView });
  });
}

export async function changeActive(ctx: AppContext, actorId: number, userId: number, active: boolean) {
  return toAdminUser(await setMemberActive(ctx, actorId, userId, active));
}
