import { PERMISSION_KEYS, type PermissionKey, ROLE_ADMIN } from '@roadhire/shared';
import { findPermissionHolder } from '../../data/roles-repository.js';
import type { Executor } from '../../db/client.js';

/**
 * The permissions an account holds: none unless it is an active administrator (role 1); every one for
 * the administrator of `ADMIN_EMAIL`; else its role's. The investigation file (49 CFR 391.53)
 * counts only with the account's own `can_view_investigations` too: that flag is how the file is
 * guarded today (decision 029), and only a holder may hand it on, so no role can take it past them.
 */
export async function permissionsOf(
  db: Executor,
  userId: number,
  adminEmail: string | undefined,
): Promise<ReadonlySet<PermissionKey>> {
  const holder = await findPermissionHolder(db, userId);
  // A deactivated member holds nothing, whatever their role (decision 033).
  if (!holder || holder.role !== ROLE_ADMIN || holder.deactivated_at) return new Set();
  if (isAdminEmail(holder.email, adminEmail)) return new Set(PERMISSION_KEYS);
  return new Set(holder.permissions.filter((key) => key !== 'investigations' || holder.can_view_investigations));
}

/** Whether `email` is the `ADMIN_EMAIL` administrator's, who holds every permission and stays on the team. */
export function isAdminEmail(email: string, adminEmail: string | undefined): boolean {
  return !!adminEmail && email.toLowerCase() === adminEmail.trim().toLowerCase();
}
