import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs `run` on one connection to `url`, closed afterwards. */
export async function withPostgresClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface PostgresDatabase {
  name: string;
  url: string;
  /** Drops it, ending the sessions still open on it. */
  drop(): Promise<void>;
}

/**
 * A new database on the server `serverUrl` points at, named `prefix` and a random suffix: empty,
 * or a copy of the database `template` (`CREATE DATABASE … TEMPLATE`: about a third of a second; the
 * template must have no open session meanwhile).
 */
export async function createPostgresDatabase(
  serverUrl: string,
  options: { prefix: string; template?: string },
): Promise<PostgresDatabase> {
  // Letters, digits and underscores only, so the names need no quoting.
  const name = `${options.prefix}_${randomBytes(6).toString('hex')}`;
  const template = options.template ? ` template ${options.template}` : '';
  await withPostgresClient(serverUrl, async (client) => {
    await client.query(`create database ${name}${template}`);
    // A test database is thrown away: a commit need not wait for its WAL to reach the disk.
    await client.query(`alter database ${name} set synchronous_commit = off`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await withPostgresClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
