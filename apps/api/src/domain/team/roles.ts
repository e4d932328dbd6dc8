import { PERMISSION_LABELS, type PermissionKey, type RoleBody } from '@roadhire/shared';
import { recordAudit } from '../../data/audit-repository.js';
import {
  deleteRole,
  findRoleForChange,
  insertRole,
  type RoleWithMembers,
  updateRole,
} from '../../data/roles-repository.js';
import { countPendingInvitationsWithRole } from '../../data/team-invitations-repository.js';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { HttpError } from '../../lib/http-error.js';
import { said } from '../../lib/said.js';

/** Who changes a role, and the permissions they hold (`permissionsOf`). */
export interface RoleEditor {
  id: number;
  permissions: ReadonlySet<PermissionKey>;
}

/**
 * A member may write into a role only permissions they hold, and may not change a role holding
 * more than they do: otherwise whoever manages the team could make themself, or anyone, a role
 * with everything (the investigation file's rule, decision 029, for every permission).
 */
function refuseBeyondOwn(editor: RoleEditor, ...lists: (readonly PermissionKey[])[]): void {
  const missing = [...new Set(lists.flat())].filter((key) => !editor.permissions.has(key));
  if (missing.length === 0) return;
  throw new HttpError(403, 'team.api.beyondOwnPermissions', {
    values: { permissions: missing.map((key) => said(PERMISSION_LABELS[key])), count: missing.length },
  });
}

/** Two roles of one name (any case) would be one choice on every screen that offers them. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'team.api.nameTaken');
    throw error;
  }
}

export async function createRole(db: Database, editor: RoleEditor, body: RoleBody): Promise<RoleWithMembers> {
  refuseBeyondOwn(editor, body.permissions);
  return uniqueName(() =>
    db.transaction(async (tx) => {
      const role = await insertRole(tx, body);
      await recordAudit(tx, editor.id, {
        action: 'role.create',
        target_type: 'role',
        target_id: role.id,
        details: { name: role.name, permissions: role.permissions },
      });
      return { ...role, members: 0 };
    }),
  );
}

/** The presets are the portal's own, written at every start: a carrier who needs another set makes a role. */
export async function changeRole(
  db: Database,
  editor: RoleEditor,
  roleId: number,
  body: RoleBody,
): Promise<RoleWithMembers> {
  return uniqueName(() =>
    db.transaction(async (tx) => {
      const before = await findRoleForChange(tx, roleId);
      if (!before) throw new HttpError(404, 'api.notFound');
      if (before.preset_key) throw new HttpError(409, 'team.api.presetLocked');
      refuseBeyondOwn(editor, before.permissions as PermissionKey[], body.permissions);
      const after = await updateRole(tx, roleId, body);
      if (!after) throw new HttpError(404, 'api.notFound');
      await recordAudit(tx, editor.id, {
        action: 'role.update',
        target_type: 'role',
        target_id: roleId,
        details: {
          from: { name: before.name, permissions: before.permissions },
          to: { name: after.name, permissions: after.permissions },
        },
      });
      return { ...after, members: before.members };
    }),
  );
}

/** A role someone holds stays: deleting it would leave them without permissions they had a moment before. */
export async function removeRole(db: Database, editor: RoleEditor, roleId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const role = await findRoleForChange(tx, roleId);
    if (!role) throw new HttpError(404, 'api.notFound');
    if (role.preset_key) throw new HttpError(409, 'team.api.presetKept');
    if (role.members > 0) throw new HttpError(409, 'team.api.inUse', { values: { count: role.members } });
    // Someone about to join with it would find their invitation without a role.
    const invited = await countPendingInvitationsWithRole(tx, roleId);
    if (invited > 0) throw new HttpError(409, 'team.api.roleHasInvitations', { values: { count: invited } });
    await deleteRole(tx, roleId);
    await recordAudit(tx, editor.id, {
      action: 'role.delete',
      target_type: 'role',
      target_id: roleId,
      details: { name: role.name, permissions: role.permissions },
    });
  });
}
