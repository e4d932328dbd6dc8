import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Mailbox, startMailbox } from '@roadhire/testing';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../src/app.js';
import { type Config, type Env, loadConfig } from '../../src/config.js';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';
import { seedReferenceData } from '../../src/db/seed/reference-data/index.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  mailbox: Mailbox;
  /** The server's DATA_DIR: uploads land under `uploads/`. */
  dataDir: string;
  config: Config;
  close(): Promise<void>;
}

type TestEnv = Partial<Record<keyof Env, string>>;

function testConfig(dataDir: string, smtpUrl: string, env: TestEnv): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://portal.test',
    SMTP_URL: smtpUrl,
    MAIL_FROM: '"Test Carrier" <no-reply@portal.test>',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    COMPANY_NAME: 'Test Carrier',
    COMPANY_PHONE: '1-800-555-0100',
    HR_EMAIL: 'hr@portal.test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Every injected request comes from one address; the limiter has its own test.
    AUTH_RATE_LIMIT: '100000',
    ...env,
  });
}

/**
 * Another server process on the same database and data directory (a restart, or a second
 * instance): closing it closes only this app.
 */
export async function createSiblingApp(t: TestApp, env: TestEnv = {}): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(t.dataDir, t.mailbox.smtpUrl, env), database: t.database });
  await app.ready();
  return app;
}

/**
 * The real app on a fresh database, with mail going to a real SMTP listener on loopback; with
 * `env.DATABASE_URL`, on that PostgreSQL instead (migrated, and left in place on close).
 */
export async function createTestApp(
  env: TestEnv = {},
  options: Pick<BuildAppOptions, 'orphanSweepEveryMs' | 'clock'> = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'roadhire-api-test-'));
  const mailbox = await startMailbox();
  const config = testConfig(dataDir, mailbox.smtpUrl, env);
  // Every started server has its reference data (the start-up seed); demo data stays out. A test
  // database is copied with it, which spares each app seeding its own.
  const database = config.databaseUrl
    ? openDatabase({ databaseUrl: config.databaseUrl, timeouts: config.database })
    : await createTestDatabase({ referenceData: true });
  if (config.databaseUrl) {
    await database.migrate();
    await seedReferenceData(database.db);
  }
  const app = await buildApp({ config, database, ...options });
  await app.ready();
  return {
    app,
    database,
    mailbox,
    dataDir,
    config,
    async close() {
      await app.close();
      await database.close();
      await mailbox.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
