import type { FastifyBaseLogger } from 'fastify';
import { upsertPresetRoles } from '../../data/roles-repository.js';
import type { Database } from '../client.js';

/**
 * The preset roles as the code defines them (`PRESET_ROLE_PERMISSIONS`): a permission added to the
 * list reaches the Administrator at the next start. Presets cannot be changed through the API, so
 * nothing a carrier wrote is overwritten.
 */
export async function seedPresetRoles(db: Database, log: FastifyBaseLogger): Promise<void> {
  const written = await upsertPresetRoles(db);
  if (written > 0) log.info({ roles: written }, 'preset roles brought up to date');
}
