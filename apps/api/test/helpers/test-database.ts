import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';

/**
 * A fresh database per test file, built from the committed migrations (STYLE: Tests).
 * PGlite in memory by default; with TEST_DB_KIND=postgres, a new database on TEST_DATABASE_URL
 * that is dropped afterwards.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND !== 'postgres' || !url) {
    const handle = openDatabase({});
    await handle.migrate();
    return handle;
  }
  const name = `roadhire_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(url, (client) => client.query(`create database ${name}`));
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: testUrl.toString() });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdminClient(url, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
