import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';

/**
 * A fresh database per test file, built from the committed migrations (STYLE: Tests).
 * PGlite in memory by default; with TEST_DB_KIND=postgres, a new database on TEST_DATABASE_URL
 * that is dropped afterwards.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND !== 'postgres' || !adminUrl) {
    const handle = openDatabase({});
    await handle.migrate();
    return handle;
  }
  const empty = await createEmptyPostgresDatabase(adminUrl);
  const handle = openDatabase({ databaseUrl: empty.url });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await empty.drop();
    },
  };
}

/** A new, empty database on the server `adminUrl` points at. */
export async function createEmptyPostgresDatabase(
  adminUrl: string,
  prefix = 'roadhire_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
