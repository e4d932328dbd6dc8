import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const shared = fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@roadhire/shared': shared } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The same API tests again on a real PostgreSQL, when one is given (CI sets it).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true,
              test: {
                name: 'api-postgres',
                include: ['apps/api/test/**/*.test.ts'],
                // These start the built server themselves, on PostgreSQL too, from the api project; the
                // outage test runs a PostgreSQL of its own, on fixed ports, once.
                exclude: [
                  'apps/api/test/server-process.test.ts',
                  'apps/api/test/crash-consistent-submit.test.ts',
                  'apps/api/test/database-outage.test.ts',
                  'apps/api/test/two-processes.test.ts',
                ],
                environment: 'node',
                env: { TEST_DB_KIND: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
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
        },
      },
    ],
  },
});
