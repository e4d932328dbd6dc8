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
