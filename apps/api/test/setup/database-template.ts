import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase } from '@roadhire/testing';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.js';
import { seedReferenceData } from '../../src/db/seed/reference-data/index.js';
import '../helpers/database-template.js';

/**
 * Migrates one database for the whole run, and a copy with the reference data seeded, which every
 * test app starts from instead of seeding its own: on PostgreSQL (TEST_DB_KIND=postgres) template
 * databases each test database is cloned from; otherwise PGlite data directories each test
 * database is loaded from. Returns the teardown that removes them.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (project.config.env.TEST_DB_KIND === 'postgres' && serverUrl) {
    const template = await createPostgresDatabase(serverUrl, { prefix: 'roadhire_template' });
    const database = openDatabase({ databaseUrl: template.url });
    await database.migrate();
    // A template must have no open connection while it is cloned.
    await database.close();
    const seeded = await createPostgresDatabase(serverUrl, { prefix: 'roadhire_template', template: template.name });
    const seededDatabase = openDatabase({ databaseUrl: seeded.url });
    await seedReferenceData(seededDatabase.db);
    await seededDatabase.close();
    project.provide('databaseTemplate', { kind: 'postgres', name: template.name, seededName: seeded.name });
    return async () => {
      await seeded.drop();
      await template.drop();
    };
  }
  const pglite = openDatabase({});
  await pglite.migrate();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'roadhire-pglite-template-'));
  const dumpFile = path.join(dir, 'migrated.tar');
  await writeFile(dumpFile, Buffer.from(await (await dumpOf(pglite.db)).arrayBuffer()));
  await seedReferenceData(pglite.db);
  const seededDumpFile = path.join(dir, 'seeded.tar');
  await writeFile(seededDumpFile, Buffer.from(await (await dumpOf(pglite.db)).arrayBuffer()));
  await pglite.close();
  project.provide('databaseTemplate', { kind: 'pglite', dumpFile, seededDumpFile });
  return () => rm(dir, { recursive: true, force: true });
}

/** The PGlite behind a drizzle database, which keeps its client as `$client`. */
function dumpOf(db: unknown): Promise<Blob> {
  const client = (db as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  return client.dumpDataDir('none');
}
