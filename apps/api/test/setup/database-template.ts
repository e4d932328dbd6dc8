import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase } from '@roadhire/testing';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.js';
import '../helpers/database-template.js';

/**
 * Migrates one database for the whole run: on PostgreSQL (TEST_DB_KIND=postgres) a template
 * database each test database is cloned from; otherwise a PGlite whose data directory each test
 * database is loaded from. Returns the teardown that removes it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (project.config.env.TEST_DB_KIND === 'postgres' && serverUrl) {
    const template = await createPostgresDatabase(serverUrl, { prefix: 'roadhire_template' });
    const database = openDatabase({ databaseUrl: template.url });
    await database.migrate();
    // A template must have no open connection while it is cloned.
    await database.close();
    project.provide('databaseTemplate', { kind: 'postgres', name: template.name });
    return template.drop;
  }
  const pglite = openDatabase({});
  await pglite.migrate();
  const dump = await dumpOf(pglite.db);
  await pglite.close();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'roadhire-pglite-template-'));
  const dumpFile = path.join(dir, 'migrated.tar');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { kind: 'pglite', dumpFile });
  return () => rm(dir, { recursive: true, force: true });
}

/** The PGlite behind a drizzle database, which keeps its client as `$client`. */
function dumpOf(db: unknown): Promise<Blob> {
  const client = (db as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  return client.dumpDataDir('none');
}
