import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

/** The one database type the code sees, whether PGlite or PostgreSQL is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a data-access function accepts: the database or a transaction on it. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

// src/db and dist/db sit at the same depth, so this resolves in both.
const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
// Any fixed number: serialises migrations when several instances start on one PostgreSQL.
const MIGRATION_LOCK_ID = 4_242_001;

/** How long PostgreSQL may take to accept a connection, and to answer one statement (decision 022). */
export interface PostgresTimeouts {
  connectMs: number;
  statementMs: number;
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = { connectMs: 5_000, statementMs: 30_000 };

/** Where a lost connection is told; without a logger it is dropped silently. */
export interface DatabaseLog {
  warn(object: object, message: string): void;
}

/**
 * A real PostgreSQL when `databaseUrl` is set; otherwise PGlite in `pgliteDir`, or in memory,
 * started from `pgliteDump` (PGlite's `dumpDataDir`) when given rather than from an empty cluster.
 */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir?: string | undefined;
  pgliteDump?: Blob | undefined;
  timeouts?: PostgresTimeouts;
  log?: DatabaseLog;
}): DatabaseHandle {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.timeouts ?? DEFAULT_POSTGRES_TIMEOUTS, options.log);
  }
  return openPglite(options.pgliteDir, options.pgliteDump);
}

function openPostgres(connectionString: string, timeouts: PostgresTimeouts, log?: DatabaseLog): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // A database that is down answers at once (refused); one that is unreachable must not hold
    // a request longer than this, whether connecting or waiting for a free connection.
    connectionTimeoutMillis: timeouts.connectMs,
    // The server cancels a statement past this; the client gives up a little later, in case the
    // server itself stopped answering.
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + timeouts.connectMs,
    // Notices a peer that vanished without closing the connection.
    keepAlive: true,
  });
  const lost = (error: Error) => log?.warn({ err: error }, 'a database connection was lost');
  // An idle client that loses its connection emits on the pool; a checked-out one (in a
  // transaction) emits on itself. Either, unheard, would end the process (decision 022).
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  const db = drizzleNodePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // A session-level lock lives on one connection, so migrations run on a dedicated client,
      // with no statement timeout: waiting for another instance's migrations, or a long one, is fine.
      const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeouts.connectMs });
      client.on('error', lost);
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

function openPglite(dir: string | undefined, loadDataDir: Blob | undefined): DatabaseHandle {
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  // pg_trgm and unaccent back the applicants search (migrations 0005, 0008), as on PostgreSQL.
  const options = { extensions: { pg_trgm, unaccent }, ...(loadDataDir ? { loadDataDir } : {}) };
  const client = dir ? new PGlite(dir, options) : new PGlite(options);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
