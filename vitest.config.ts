import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const shared = fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url));

/**
 * The API tests run once, on the database they are about: on PostgreSQL when TEST_DATABASE_URL
 * names one (CI), on PGlite otherwise. This one starts the built server on embedded PGlite, the
 * database a new install gets, so it runs on it in every run.
 */
const EMBEDDED_DATABASE = ['apps/api/test/embedded-database.test.ts'];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// expect.poll waits on background work (the mail outbox, sweeps) as long as the mailbox waits for a
// mail: on a loaded two-core machine a delivery can take longer than Vitest's one-second default.
const apiTest = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  expect: { poll: { timeout: 15_000 } },
  setupFiles: ['apps/api/test/setup/password-hash-cost.ts'],
} as const;
// Migrates one database for the run; each test database is a copy of it.
const databaseTemplate = ['apps/api/test/setup/database-template.ts'];

export default defineConfig({
  resolve: { alias: { '@roadhire/shared': shared } },
  test: {
    // Every core: the default leaves one free, which on a two-core machine means one file at a time.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
          // No file stubs a module or a global, so the files of a worker share what they import:
          // this project's CPU time went from 15 s to 6 s.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...apiTest,
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', ...(onPostgres ? EMBEDDED_DATABASE : ['apps/api/test/**/*.test.ts'])],
          env: { TEST_DB_KIND: 'pglite' },
          globalSetup: onPostgres ? [] : databaseTemplate,
          // As on PostgreSQL below: the unit files under src/ stub nothing, and each app file builds
          // its own app. The src/ files' CPU time went from 28 s to 10 s.
          isolate: false,
        },
      },
      ...(onPostgres
        ? [
            {
              extends: true,
              test: {
                ...apiTest,
                name: 'api-postgres',
                include: ['apps/api/test/**/*.test.ts'],
                exclude: EMBEDDED_DATABASE,
                env: { TEST_DB_KIND: 'postgres' },
                globalSetup: databaseTemplate,
                // Each file builds its own app on its own database, so the files of a worker share
                // the modules they import instead of importing the server again: 259 s became 186 s
                // for this project, with half the CPU time.
                isolate: false,
              },
            },
          ]
        : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 30_000,
          // Hooks render pages and load catalogues too: on a busy two-core machine, beyond Vitest's 10 s default.
          hookTimeout: 60_000,
          // The files of a worker share one jsdom and the modules they import, instead of a new set for
          // each file; the setup file still cleans the page, the storage and the mocks after every test.
          // 252 s became 126 s for this project, and its CPU time 473 s became 225 s.
          isolate: false,
        },
      },
    ],
  },
});
