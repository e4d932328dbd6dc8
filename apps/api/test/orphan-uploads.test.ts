import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiPaths, type CandidateDocument, inEnglish, type ResumeUploadResponse } from '@roadhire/shared';
import { type ObjectStore, startObjectStore } from '@roadhire/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteUploads, lockUnusedResumes } from '../src/data/uploads-repository.js';
import { uploads } from '../src/db/schema.js';
import { sweepOrphanUploads } from '../src/jobs/orphan-uploads.js';
import { signFileLink } from '../src/lib/signed-links.js';
import { createFileStorage } from '../src/storage/create-storage.js';
import type { FileStorage } from '../src/storage/file-storage.js';
import { applyForm, bearer, createCandidate, createPosition, multipartFile, SMALL_PDF } from './helpers/factories.js';
import { type RawStorage, rawBucket, rawDisk } from './helpers/raw-storage.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Decision 020: a resume no application ever named is deleted, row and file, ORPHAN_UPLOAD_DAYS
// after its upload, on disk and in the bucket alike; documents are the candidate's and stay.

describe.each(['disk', 'bucket'] as const)('unused resumes on the %s', (place) => {
  let t: TestApp;
  let store: ObjectStore | undefined;
  let raw: RawStorage;
  let storage: FileStorage;

  beforeAll(async () => {
    store = place === 'bucket' ? await startObjectStore() : undefined;
    t = await createTestApp(store ? { STORAGE_URL: store.storageUrl } : {});
    raw = store ? rawBucket(store) : rawDisk(path.join(t.dataDir, 'uploads'));
    storage = await createFileStorage(t.config.storage);
  });
  afterAll(async () => {
    raw.close();
    await storage.close();
    await t.close();
    await store?.close();
  });

  const sweep = (batchSize?: number) =>
    sweepOrphanUploads({ db: t.database.db, storage, days: t.config.orphanUploadDays, batchSize });

  async function uploadResume(token: string): Promise<ResumeUploadResponse> {
    const { payload, headers } = multipartFile(SMALL_PDF, 'resume.pdf');
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.uploadResume,
      headers: { ...headers, ...bearer(token) },
      payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  /** Moves an upload's time back, as if it had been uploaded that many days ago. */
  async function age(filename: string, days: number): Promise<void> {
    await t.database.db
      .update(uploads)
      .set({ created_at: sql`now() - make_interval(days => ${days}::int)` })
      .where(eq(uploads.filename, filename));
  }

  const rowOf = async (filename: string) =>
    (await t.database.db.select().from(uploads).where(eq(uploads.filename, filename)))[0];

  const applyWith = (token: string, jobId: number, resume: ResumeUploadResponse) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.apply,
      headers: bearer(token),
      payload: applyForm(jobId, { resume_file: resume.filename, resume_original: resume.originalName }),
    });

  it('deletes a resume no application used once its days are past, and keeps everything else', async () => {
    const position = await createPosition(t);
    const driver = await createCandidate(t);
    const unused = await uploadResume(driver.token);
    const recent = await uploadResume(driver.token);
    const applied = await uploadResume(driver.token);
    expect((await applyWith(driver.token, position.p_id, applied)).statusCode).toBe(200);
    const { payload, headers } = multipartFile(SMALL_PDF, 'permit.pdf');
    const document: CandidateDocument = (
      await t.app.inject({
        method: 'POST',
        url: apiPaths.uploadCanadaDoc('work_permit'),
        headers: { ...headers, ...bearer(driver.token) },
        payload,
      })
    ).json();
    const documentName = new URL(document.url, 'http://x').pathname.split('/').pop() as string;

    await age(unused.filename, 8);
    await age(recent.filename, 6);
    await age(applied.filename, 400);
    await age(documentName, 400);
    await sweep();

    expect(await rowOf(unused.filename)).toBeUndefined();
    expect(await raw.read('resumes', unused.filename)).toBeUndefined();
    const signed = signFileLink(t.config.jwtSecret, 'resumes', unused.filename);
    expect((await t.app.inject({ method: 'GET', url: signed })).statusCode).toBe(404);
    for (const kept of [recent, applied]) {
      expect(await rowOf(kept.filename)).toBeDefined();
      expect(await raw.read('resumes', kept.filename)).toEqual(SMALL_PDF);
    }
    expect(await raw.read('documents', documentName)).toEqual(SMALL_PDF);
    expect((await t.app.inject({ method: 'GET', url: document.url })).statusCode).toBe(200);
  });

  it('takes each orphan once when every process sweeps at the same moment', async () => {
    const driver = await createCandidate(t);
    const orphans = await Promise.all(Array.from({ length: 7 }, () => uploadResume(driver.token)));
    for (const orphan of orphans) await age(orphan.filename, 10);
    const counts = await Promise.all([sweep(2), sweep(2), sweep(2)]);
    // Each is taken by one sweep only: no file removed twice, no row counted twice.
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(orphans.length);
    for (const orphan of orphans) {
      expect(await rowOf(orphan.filename)).toBeUndefined();
      expect(await raw.read('resumes', orphan.filename)).toBeUndefined();
    }
    expect(await sweep()).toBe(0);
  });

  it('answers 400, never 500, to an application sent with a resume the sweep is deleting', async () => {
    const position = await createPosition(t);
    const driver = await createCandidate(t);
    const resume = await uploadResume(driver.token);
    await age(resume.filename, 8);

    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let taken = (_count: number) => {};
    const locked = new Promise<number>((resolve) => {
      taken = resolve;
    });
    const sweeping = t.database.db.transaction(async (tx) => {
      const rows = await lockUnusedResumes(tx, 7, 100);
      taken(rows.length);
      await held;
      await deleteUploads(
        tx,
        rows.map((row) => row.id),
      );
    });
    expect(await locked).toBeGreaterThanOrEqual(1);
    const applying = applyWith(driver.token, position.p_id, resume);
    await sleep(300);
    release();
    await sweeping;
    const response = await applying;
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: inEnglish.t('apply.resumeNotFound'),
      messageId: 'apply.resumeNotFound',
    });
  });
});

describe('the sweep of unused resumes', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Every 300 ms here instead of every hour.
    t = await createTestApp({}, { orphanSweepEveryMs: 300 });
  });
  afterAll(() => t.close());

  it('runs by itself on its schedule', async () => {
    const driver = await createCandidate(t);
    const { payload, headers } = multipartFile(SMALL_PDF, 'resume.pdf');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: apiPaths.uploadResume,
      headers: { ...headers, ...bearer(driver.token) },
      payload,
    });
    const { filename } = uploaded.json() as ResumeUploadResponse;
    const rowOf = async () => (await t.database.db.select().from(uploads).where(eq(uploads.filename, filename)))[0];
    expect(await rowOf()).toBeDefined();
    await t.database.db
      .update(uploads)
      .set({ created_at: sql`now() - interval '30 days'` })
      .where(eq(uploads.filename, filename));
    await expect.poll(rowOf, { timeout: 10_000 }).toBeUndefined();
    expect(await rawDisk(path.join(t.dataDir, 'uploads')).read('resumes', filename)).toBeUndefined();
  });
});
