import { existsSync } from 'node:fs';
import path from 'node:path';
import { apiPaths, type CandidateDocument, inEnglish, type ResumeUploadResponse } from '@roadhire/shared';
import { type ObjectStore, startObjectStore } from '@roadhire/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signFileLink } from '../src/lib/signed-links.js';
import { createFileStorage } from '../src/storage/create-storage.js';
import { bearer, createCandidate, multipartFile, SMALL_PDF } from './helpers/factories.js';
import { type RawStorage, rawBucket, rawDisk } from './helpers/raw-storage.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// One behaviour, two places (decision 020): every test below runs on the disk under DATA_DIR and on
// a real S3-compatible server on loopback, configured as an operator would.

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** A PDF whose bytes say which upload it was, so a served file can be told apart. */
const pdf = (label: string, padding = 0) =>
  Buffer.concat([SMALL_PDF, Buffer.from(`% ${label}\n`), Buffer.alloc(padding, 0x20)]);

describe.each(['disk', 'bucket'] as const)('stored files on the %s', (place) => {
  let t: TestApp;
  let store: ObjectStore | undefined;
  let raw: RawStorage;

  beforeAll(async () => {
    store = place === 'bucket' ? await startObjectStore() : undefined;
    t = await createTestApp(store ? { STORAGE_URL: store.storageUrl } : {});
    raw = store ? rawBucket(store) : rawDisk(path.join(t.dataDir, 'uploads'));
  });
  afterAll(async () => {
    raw.close();
    await t.close();
    await store?.close();
  });

  async function uploadResume(token: string, bytes: Buffer, name: string) {
    const { payload, headers } = multipartFile(bytes, name);
    return t.app.inject({
      method: 'POST',
      url: apiPaths.uploadResume,
      headers: { ...headers, ...bearer(token) },
      payload,
    });
  }

  async function resume(bytes: Buffer, name = 'resume.pdf'): Promise<ResumeUploadResponse> {
    const candidate = await createCandidate(t);
    const response = await uploadResume(candidate.token, bytes, name);
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  // Through the signed link the server gives the driver and administrators (decision 007).
  const getResume = (filename: string) =>
    t.app.inject({ method: 'GET', url: signFileLink(t.config.jwtSecret, 'resumes', filename) });

  it('keeps an upload in the place the configuration names, and only there', async () => {
    const bytes = pdf('where');
    const { filename } = await resume(bytes);
    expect(await raw.read('resumes', filename)).toEqual(bytes);
    if (place === 'bucket') expect(existsSync(path.join(t.dataDir, 'uploads'))).toBe(false);
  });

  it('serves a resume with the headers of a stored PDF, whole, however large', async () => {
    const bytes = pdf('large', 9 * 1024 * 1024);
    const { filename } = await resume(bytes, 'Maya Singh — résumé.pdf');
    const response = await getResume(filename);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="Maya Singh _ r_sum_.pdf"',
      'content-length': String(bytes.length),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'x-robots-tag': 'noindex',
    });
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers 404 once the stored file is gone, though its row is still there', async () => {
    const { filename } = await resume(pdf('gone'));
    await raw.remove('resumes', filename);
    const response = await getResume(filename);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: inEnglish.t('api.notFound'), messageId: 'api.notFound' });
  });

  it('never serves a stored file that is no longer a PDF', async () => {
    for (const replacement of [PNG, Buffer.from('%PD'), Buffer.alloc(0)]) {
      const { filename } = await resume(pdf('replaced'));
      await raw.write('resumes', filename, replacement);
      const response = await getResume(filename);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: inEnglish.t('api.notFound'), messageId: 'api.notFound' });
    }
  });

  it('stores nothing for a file that is not a PDF', async () => {
    const candidate = await createCandidate(t);
    const before = await raw.list('resumes');
    expect((await uploadResume(candidate.token, PNG, 'resume.pdf')).statusCode).toBe(415);
    expect(await raw.list('resumes')).toEqual(before);
  });

  it('opens a document by its signed link and deletes its file with it', async () => {
    const candidate = await createCandidate(t);
    const bytes = pdf('permit');
    const { payload, headers } = multipartFile(bytes, 'permit.pdf');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: apiPaths.uploadCanadaDoc('work_permit'),
      headers: { ...headers, ...bearer(candidate.token) },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const document: CandidateDocument = uploaded.json();
    const filename = new URL(document.url, 'http://x').pathname.split('/').pop() as string;
    expect(await raw.read('documents', filename)).toEqual(bytes);

    const opened = await t.app.inject({ method: 'GET', url: document.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-disposition']).toBe('inline; filename="permit.pdf"');
    expect(opened.rawPayload.equals(bytes)).toBe(true);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: apiPaths.deleteCanadaDoc('work_permit', document.doc_id),
      headers: bearer(candidate.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await raw.read('documents', filename)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: document.url })).statusCode).toBe(404);
  });

  it('saves, opens and removes through the storage itself; a second remove is no error', async () => {
    const storage = await createFileStorage(t.config.storage);
    try {
      const name = await storage.savePdf('documents', pdf('direct'));
      expect(name).toMatch(/^[a-f0-9]{32}\.pdf$/);
      const file = await storage.open('documents', name);
      expect(file?.size).toBe(pdf('direct').length);
      file?.stream.destroy();
      await storage.remove('documents', name);
      await storage.remove('documents', name);
      expect(await storage.open('documents', name)).toBeUndefined();
      expect(await storage.open('documents', '0'.repeat(32).concat('.pdf'))).toBeUndefined();
    } finally {
      await storage.close();
    }
  });
});
