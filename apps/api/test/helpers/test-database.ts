import { readFile } from 'node:fs/promises';
import { createPostgresDatabase, type PostgresDatabase } from '@roadhire/testing';
import { inject, type TestContext } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';
import { seedReferenceData } from '../../src/db/seed/reference-data/index.js';
import './database-template.js';

/** True where the API tests run on PostgreSQL (TEST_DB_KIND=postgres and TEST_DATABASE_URL, as in CI). */
export const onPostgres = (): boolean =>
  process.env.TEST_DB_KIND === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

/**
 * For a test about the database's own behaviour (concurrency, locks, search, outage): it checks
 * PostgreSQL, what production runs, and is skipped, saying so, on a run on PGlite alone.
 */
export function onPostgresOnly(context: Pick<TestContext, 'skip'>): void {
  context.skip(!onPostgres(), 'about PostgreSQL itself: runs with TEST_DATABASE_URL set (CI)');
}

/**
 * A fresh database, migrated as the committed migrations leave it (STYLE: Tests), and with
 * `referenceData` the reference data a started server seeds. On PostgreSQL (TEST_DB_KIND=postgres
 * and TEST_DATABASE_URL), a clone of the run's template database, dropped on close; otherwise an
 * in-memory PGlite loaded from the run's snapshot. Without a template (a run outside the project's
 * global setup) it migrates and seeds one of its own.
 */
export async function createTestDatabase({ referenceData = false } = {}): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!onPostgres() || !serverUrl) {
    if (template?.kind === 'pglite') {
      const dumpFile = referenceData ? template.seededDumpFile : template.dumpFile;
      const handle = openDatabase({ pgliteDump: new Blob([await readFile(dumpFile)]) });
      // PGlite loads the dump on the test's thread: done before the app starts, it does not eat
      // into the time the app's plugins have to start.
      await handle.ping();
      return handle;
    }
    return migratedOnItsOwn(openDatabase({}), referenceData);
  }
  const clone = await createPostgresDatabase(serverUrl, {
    prefix: 'roadhire_test',
    ...(template?.kind === 'postgres' ? { template: referenceData ? template.seededName : template.name } : {}),
  });
  const opened = openDatabase({ databaseUrl: clone.url });
  const handle = template?.kind === 'postgres' ? opened : await migratedOnItsOwn(opened, referenceData);
  return {
    ...handle,
    async close() {
      await handle.close();
      await clone.drop();
    },
  };
}

async function migratedOnItsOwn(handle: DatabaseHandle, referenceData: boolean): Promise<DatabaseHandle> {
  await handle.migrate();
  if (referenceData) await seedReferenceData(handle.db);
  return handle;
}

/** A new, empty database on the server `adminUrl` points at. */
export function createEmptyPostgresDatabase(adminUrl: string, prefix = 'roadhire_test'): Promise<PostgresDatabase> {
  return createPostgresDatabase(adminUrl, { prefix });
}
