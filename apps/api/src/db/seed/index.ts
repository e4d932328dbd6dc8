import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { countPositions, insertPositions } from '../../data/positions-repository.js';
import type { Database } from '../client.js';
import { isUniqueViolation } from '../errors.js';
import { seedAdministrator } from './administrator.js';
import { demoPositions } from './demo-positions.js';
import { seedDefaultTemplates } from './message-templates.js';
import { seedPresetRoles } from './preset-roles.js';
import { seedReferenceData } from './reference-data/index.js';

/** Runs at every start; each seed is idempotent. */
export async function seedDatabase(db: Database, config: Config, log: FastifyBaseLogger): Promise<void> {
  const written = await seedReferenceData(db);
  if (written > 0) log.info({ rows: written }, 'reference data brought up to date');
  // Before the administrator, who is given the Administrator preset.
  await seedPresetRoles(db, log);
  if (config.admin) await seedAdministrator(db, config.admin, log);
  const templates = await seedDefaultTemplates(db);
  if (templates > 0) log.info({ templates }, 'shipped message templates written');
  if (config.seedDemo && (await countPositions(db)) === 0) {
    const rows = demoPositions();
    try {
      await insertPositions(db, rows);
    } catch (error) {
      // Processes starting together on an empty database: another one seeded the same positions.
      if (!isUniqueViolation(error)) throw error;
      log.info('demo positions seeded by another process');
      return;
    }
    log.info({ count: rows.length }, 'demo positions seeded');
  }
}
