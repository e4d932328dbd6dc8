import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The migrated database every test database starts from, made once per run by the project's
 * global setup (`test/setup/database-template.ts`): migrating takes seconds, a copy milliseconds.
 */
export type DatabaseTemplate =
  /** A file holding a migrated PGlite's data directory, as `dumpDataDir` writes it. */
  | { kind: 'pglite'; dumpFile: string }
  /** A migrated database on the server TEST_DATABASE_URL names, to clone with `CREATE DATABASE … TEMPLATE`. */
  | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate | undefined;
  }
}

/** A database name of letters, digits and underscores only, so it needs no quoting. */
export const uniqueDatabaseName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/** A database URL on the same server as `serverUrl`, for the database `name`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `run` on one connection to `url`, closed afterwards. */
export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
