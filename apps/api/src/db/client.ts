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

/** A real PostgreSQL when `databaseUrl` is set; otherwise PGlite in `pgliteDir`, or in memory. */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir?: string | undefined;
}): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir);
}

function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client that loses its connection emits here; without a listener the process dies.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // A session-level lock lives on one connection, so hold a dedicated client for it.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        lockClient.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

function openPglite(dir: string | undefined): DatabaseHandle {
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  // pg_trgm and unaccent back the applicants search (migrations 0005, 0008), as on PostgreSQL.
  const extensions = { pg_trgm, unaccent };
  const client = dir ? new PGlite(dir, { extensions }) : new PGlite({ extensions });
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
