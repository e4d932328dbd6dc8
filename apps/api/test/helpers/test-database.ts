import { readFile } from 'node:fs/promises';
import { createPostgresDatabase, type PostgresDatabase } from '@roadhire/testing';
import { inject, type TestContext } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';
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
 * A fresh database, migrated as the committed migrations leave it (STYLE: Tests). On PostgreSQL
 * (TEST_DB_KIND=postgres and TEST_DATABASE_URL), a clone of the run's template database, dropped
 * on close; otherwise an in-memory PGlite loaded from the run's migrated snapshot. Without a
 * template (a run outside the project's global setup) it migrates one of its own.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!onPostgres() || !serverUrl) {
    if (template?.kind === 'pglite') return openDatabase({ pgliteDump: new Blob([await readFile(template.dumpFile)]) });
    const handle = openDatabase({});
    await handle.migrate();
    return handle;
  }
  const clone = await createPostgresDatabase(serverUrl, {
    prefix: 'roadhire_test',
    ...(template?.kind === 'postgres' ? { template: template.name } : {}),
  });
  const handle = openDatabase({ databaseUrl: clone.url });
  if (template?.kind !== 'postgres') await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await clone.drop();
    },
  };
}

/** A new, empty database on the server `adminUrl` points at. */
export function createEmptyPostgresDatabase(adminUrl: string, prefix = 'roadhire_test'): Promise<PostgresDatabase> {
  return createPostgresDatabase(adminUrl, { prefix });
}
