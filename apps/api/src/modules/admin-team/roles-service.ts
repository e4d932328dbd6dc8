import {
  type AdminMe,
  PERMISSION_KEYS,
  PERMISSION_LABELS,
  type PermissionKey,
  type PermissionList,
  PRESET_ROLE_LABELS,
  type Role,
  type RoleBody,
  type RoleList,
  type Translator,
} from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { findMemberWithRole, listRoles, type RoleWithMembers } from '../../data/roles-repository.js';
import { changeRole, createRole, type RoleEditor, removeRole } from '../../domain/team/roles.js';

export function permissionList(translator: Translator): PermissionList {
  return { items: PERMISSION_KEYS.map((key) => ({ key, label: translator.t(PERMISSION_LABELS[key]) })) };
}

function toRole(row: RoleWithMembers, translator: Translator): Role {
  return {
    id: row.id,
    name: row.preset_key ? translator.t(PRESET_ROLE_LABELS[row.preset_key]) : row.name,
    permissions: PERMISSION_KEYS.filter((key: PermissionKey) => row.permissions.includes(key)),
    preset: row.preset_key !== null,
    members: row.members,
  };
}

export async function roleList(ctx: AppContext, translator: Translator): Promise<RoleList> {
  return { items: (await listRoles(ctx.db)).map((row) => toRole(row, translator)) };
}

export async function addRole(ctx: AppContext, editor: RoleEditor, body: RoleBody, translator: Translator) {
  return toRole(await createRole(ctx.db, editor, body), translator);
}

export async function editRole(
  ctx: AppContext,
  editor: RoleEditor,
  roleId: number,
  body: RoleBody,
  translator: Translator,
) {
  return toRole(await changeRole(ctx.db, editor, roleId, body), translator);
}

export const deleteRole = (ctx: AppContext, editor: RoleEditor, roleId: number) => removeRole(ctx.db, editor, roleId);

/** The caller as the admin screens need them: who they are, their role, and what they hold now. */
export async function memberSelf(
  ctx: AppContext,
  userId: number,
  held: ReadonlySet<PermissionKey>,
  translator: Translator,
): Promise<AdminMe> {
  const row = await findMemberWithRole(ctx.db, userId);
  if (!row) throw new Error(`account ${userId} signed in but is not found`);
  const role =
    row.role_id === null
      ? null
      : {
          id: row.role_id,
          name: row.preset_key ? translator.t(PRESET_ROLE_LABELS[row.preset_key]) : (row.role_name ?? ''),
        };
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    role,
    permissions: PERMISSION_KEYS.filter((key) => held.has(key)),
  };
}
