import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../client.js';
import { seedAdministrator } from './administrator.js';

/** Runs at every start; each seed is idempotent. */
export async function seedDatabase(db: Database, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (config.admin) await seedAdministrator(db, config.admin, log);
}
