/**
 * The migrated databases every test database starts from, made once per run by the project's
 * global setup (`test/setup/database-template.ts`): migrating takes seconds, a copy milliseconds.
 * Each comes twice: as a first start finds it (migrated, nothing seeded), and with the reference
 * data every started server seeds, which a test app starts from.
 */
export type DatabaseTemplate =
  /** Files holding a migrated PGlite's data directory, as `dumpDataDir` writes it. */
  | { kind: 'pglite'; dumpFile: string; seededDumpFile: string }
  /** Migrated databases on the server TEST_DATABASE_URL names, to clone with `CREATE DATABASE … TEMPLATE`. */
  | { kind: 'postgres'; name: string; seededName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate | undefined;
  }
}
