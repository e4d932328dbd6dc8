import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { apiPaths, inEnglish } from '@roadhire/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema.js';
import { bearer, createCandidate, multipartFile, SMALL_PDF } from './helpers/factories.js';
import { rawDisk } from './helpers/raw-storage.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Decision 007: an upload that was stored but whose answer was lost, sent again with the same
// Idempotency-Key, answers the first upload instead of storing a second document.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const routes = [
  ['resume', apiPaths.uploadResume, 'resumes'],
  ['Canada proof', apiPaths.uploadCanadaDoc('passport'), 'documents'],
  ['US proof', apiPaths.uploadUsDoc, 'documents'],
  ['training', apiPaths.uploadDoc('training'), 'documents'],
  ['award', apiPaths.uploadDoc('award'), 'documents'],
  ['FAST card', apiPaths.uploadFastCard, 'documents'],
] as const;

function upload(url: string, token: string, key?: string) {
  const file = multipartFile(SMALL_PDF, 'licence.pdf');
  const headers = { ...file.headers, ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) };
  return t.app.inject({ method: 'POST', url, headers, payload: file.payload });
}

/** The answer without its signed link, which is signed afresh (with a later expiry) on each answer. */
const withoutLink = ({ url: _url, ...rest }: Record<string, unknown>) => rest;
const rowsOf = (userId: number) => t.database.db.select().from(uploads).where(eq(uploads.user_id, userId));
const filesIn = (folder: string) => rawDisk(path.join(t.dataDir, 'uploads')).list(folder);

describe('Idempotency-Key on every upload route', () => {
  it.each(routes)(
    'a retried %s upload answers the first one and stores one row and one file',
    async (_, url, folder) => {
      const candidate = await createCandidate(t);
      const filesBefore = (await filesIn(folder)).length;
      const key = randomUUID();
      const first = await upload(url, candidate.token, key);
      expect(first.statusCode, first.body).toBe(201);
      const retried = await upload(url, candidate.token, key);
      expect(retried.statusCode, retried.body).toBe(201);
      expect(withoutLink(retried.json())).toEqual(withoutLink(first.json()));
      // Both at once, as a client retrying on a timeout may send them.
      const racing = await Promise.all([
        upload(url, candidate.token, 'retry-token-1'),
        upload(url, candidate.token, 'retry-token-1'),
      ]);
      expect(racing.map((response) => response.statusCode)).toEqual([201, 201]);
      expect(withoutLink(racing[1]?.json())).toEqual(withoutLink(racing[0]?.json()));
      expect(await rowsOf(candidate.id)).toHaveLength(2);
      expect(await filesIn(folder)).toHaveLength(filesBefore + 2);
    },
  );

  it('stores a new upload without a key, and refuses a key used for another kind or by nobody else', async () => {
    const candidate = await createCandidate(t);
    expect((await upload(apiPaths.uploadFastCard, candidate.token)).statusCode).toBe(201);
    expect((await upload(apiPaths.uploadFastCard, candidate.token)).statusCode).toBe(201);
    expect(await rowsOf(candidate.id)).toHaveLength(2);

    const key = randomUUID();
    expect((await upload(apiPaths.uploadCanadaDoc('passport'), candidate.token, key)).statusCode).toBe(201);
    for (const url of [apiPaths.uploadCanadaDoc('pr_card'), apiPaths.uploadDoc('award')]) {
      const reused = await upload(url, candidate.token, key);
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toEqual({
        message: inEnglish.t('upload.idempotencyKeyReused'),
        messageId: 'upload.idempotencyKeyReused',
      });
    }
    expect(await rowsOf(candidate.id)).toHaveLength(3);

    // A key is the account's own: another candidate's same key is a new upload of theirs.
    const other = await createCandidate(t);
    const theirs = await upload(apiPaths.uploadCanadaDoc('passport'), other.token, key);
    expect(theirs.statusCode).toBe(201);
    expect(await rowsOf(other.id)).toHaveLength(1);

    const bad = await upload(apiPaths.uploadDoc('training'), candidate.token, 'bad key!');
    expect(bad.statusCode).toBe(400);
  });
});
