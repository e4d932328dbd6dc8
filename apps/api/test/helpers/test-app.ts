import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Mailbox, startMailbox } from '@roadhire/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { type Env, loadConfig } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { seedReferenceData } from '../../src/db/seed/reference-data/index.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  mailbox: Mailbox;
  /** The server's DATA_DIR: uploads land under `uploads/`. */
  dataDir: string;
  close(): Promise<void>;
}

/** The real app on a fresh database, with mail going to a real SMTP listener on loopback. */
export async function createTestApp(env: Partial<Record<keyof Env, string>> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'roadhire-api-test-'));
  const mailbox = await startMailbox();
  const database = await createTestDatabase();
  // Every started server has its reference data (the start-up seed); demo data stays out.
  await seedReferenceData(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://portal.test',
    SMTP_URL: mailbox.smtpUrl,
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
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    mailbox,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await mailbox.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
