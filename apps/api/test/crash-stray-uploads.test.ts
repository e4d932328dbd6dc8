import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { apiPaths } from '@roadhire/shared';
import {
  type BuiltServer,
  type Driver,
  journey,
  type Mailbox,
  type ObjectStore,
  startBuiltServer,
  startMailbox,
  startObjectStore,
} from '@roadhire/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { uploads } from '../src/db/schema.js';
import { sweepOrphanUploads } from '../src/jobs/orphan-uploads.js';
import { createFileStorage } from '../src/storage/create-storage.js';
import { type RawStorage, rawBucket, rawDisk } from './helpers/raw-storage.js';
import { createEmptyPostgresDatabase } from './helpers/test-database.js';

// An upload stores its file and then its row. The built server on PostgreSQL is killed with SIGKILL
// while drivers upload, until a kill lands between the two and leaves files no row names; the sweep
// must then remove exactly those, on disk and in the bucket, and keep every file a row names.
// Like the crash test of the final submit, it needs TEST_DATABASE_URL and the built server.
const adminUrl = process.env.TEST_DATABASE_URL;
const serverEntry = fileURLToPath(new URL('../dist/server.js', import.meta.url));
const PORT = 4310;
const DRIVERS = 8;
const KILLS = 6;
const secret = randomBytes(32).toString('hex');

describe.runIf(adminUrl).each(['disk', 'bucket'] as const)('uploads cut off by SIGKILL, on the %s', (place) => {
  let mailbox: Mailbox;
  let store: ObjectStore | undefined;
  let dataDir: string;
  let databaseUrl: string;
  let raw: RawStorage;
  let server: BuiltServer | undefined;
  const cleanups: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    if (!existsSync(serverEntry))
      throw new Error('The server is not built: run `npm run build` first (npm test does).');
    const database = await createEmptyPostgresDatabase(adminUrl ?? '');
    cleanups.push(database.drop);
    databaseUrl = database.url;
    mailbox = await startMailbox();
    cleanups.push(() => mailbox.close());
    store = place === 'bucket' ? await startObjectStore() : undefined;
    if (store) cleanups.push(() => store?.close() ?? Promise.resolve());
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'roadhire-stray-uploads-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    raw = store ? rawBucket(store) : rawDisk(path.join(dataDir, 'uploads'));
  }, 120_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    raw?.close();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const env = () => ({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    SMTP_URL: mailbox.smtpUrl,
    JWT_SECRET: secret,
    AUTH_RATE_LIMIT: '10000',
    ...(store ? { STORAGE_URL: store.storageUrl } : {}),
  });

  async function storedVersusRows() {
    const database = openDatabase({ databaseUrl });
    try {
      const rows = new Set(
        (await database.db.select({ filename: uploads.filename }).from(uploads)).map((r) => r.filename),
      );
      const files = [...(await raw.list('resumes')), ...(await raw.list('documents'))];
      return {
        rows,
        files,
        stray: files.filter((file) => !rows.has(file)),
        missing: [...rows].filter((row) => !files.includes(row)),
      };
    } finally {
      await database.close();
    }
  }

  it('leaves files no row names, and the sweep removes exactly those', async ({ annotate }) => {
    const api = journey({ baseUrl: `http://127.0.0.1:${PORT}` });
    server = await startBuiltServer({ entry: serverEntry, port: PORT, env: env() });
    const drivers: Driver[] = [];
    for (let i = 0; i < DRIVERS; i++)
      drivers.push(await api.signUp(mailbox, `stray-${place}-${i}-${randomBytes(3).toString('hex')}@example.test`));

    let kills = 0;
    let stored = 0;
    for (; kills < KILLS && (await storedVersusRows()).stray.length === 0; kills++) {
      server ??= await startBuiltServer({ entry: serverEntry, port: PORT, env: env() });
      let running = true;
      const uploading = drivers.map(async (driver, i) => {
        const url = i % 2 === 0 ? apiPaths.uploadResume : apiPaths.uploadDoc('training');
        while (running) {
          const answer = await api.send(
            { name: 'upload', method: 'POST', path: url, file: 'licence.pdf' },
            driver.token,
          );
          if (answer.status === 201) stored += 1;
          else running = false;
        }
      });
      // Killed once every driver has had an upload answered, a little later each round.
      const answeredBefore = stored;
      const deadline = Date.now() + 30_000;
      while (stored - answeredBefore < DRIVERS && Date.now() < deadline) await sleep(20);
      await sleep(kills * 37);
      await server.stop('SIGKILL');
      server = undefined;
      running = false;
      await Promise.all(uploading);
    }
    const before = await storedVersusRows();
    await annotate(
      `${place}: ${kills} kill(s) during ${stored} acknowledged uploads left ${before.stray.length} file(s) no row names`,
    );
    // The fault this test is about happened: some upload was cut between its file and its row.
    expect(before.stray.length).toBeGreaterThan(0);

    // The sweep as every server process runs it, here at once and without the hour's grace.
    const config = loadConfig({ ...env(), JWT_SECRET: secret });
    const storage = await createFileStorage(config.storage);
    const database = openDatabase({ databaseUrl });
    try {
      const swept = await sweepOrphanUploads({ db: database.db, storage, days: 7, strayFileGraceMs: 0 });
      expect(swept).toBe(before.stray.length);
    } finally {
      await storage.close();
      await database.close();
    }
    const after = await storedVersusRows();
    await annotate(`${place}: after the sweep, ${after.stray.length} file(s) no row names`);
    expect(after.stray).toEqual([]);
    expect(after.missing).toEqual([]);
    expect(after.files).toHaveLength(before.files.length - before.stray.length);
  }, 300_000);
});
