import { ROLE_ADMIN } from '@roadhire/shared';
import type { FastifyBaseLogger } from 'fastify';
import { presetRoleId } from '../../data/roles-repository.js';
import { findUserByEmail, insertUser, updateUser } from '../../data/users-repository.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Database } from '../client.js';
import { isUniqueViolation } from '../errors.js';

/** ADMIN_EMAIL and ADMIN_PASSWORD create or update a verified administrator (role 1) with every permission. */
export async function seedAdministrator(
  db: Database,
  admin: { email: string; password: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const email = admin.email.trim().toLowerCase();
  const passwordHash = await hashPassword(admin.password.trim());
  const existing = await findUserByEmail(db, email);
  // The permission check gives ADMIN_EMAIL every permission whatever its role; the role says so on screens.
  const role_id = (await presetRoleId(db, 'administrator')) ?? null;
  if (existing) {
    await updateUser(db, existing.id, {
      role: ROLE_ADMIN,
      role_id,
      can_view_investigations: true,
      password_hash: passwordHash,
      email_verified_at: existing.email_verified_at ?? new Date(),
    });
    log.info({ email }, 'administrator updated');
    return;
  }
  try {
    await insertUser(db, {
      email,
      password_hash: passwordHash,
      role: ROLE_ADMIN,
      role_id,
      // The administrator of ADMIN_EMAIL holds every permission, the investigation file's included.
      can_view_investigations: true,
      first_name: 'Administrator',
      last_name: 'Roadhire',
      email_verified_at: new Date(),
    });
  } catch (error) {
    // Processes starting together on an empty database: another one created the same account.
    if (!isUniqueViolation(error)) throw error;
    log.info({ email }, 'administrator created by another process');
    return;
  }
  log.info({ email }, 'administrator created');
}
