import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { inEnglish } from '@roadhire/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema.js';
import { createAdmin } from './helpers/admin-applicants.js';
import { MALFORMED_MULTIPART } from './helpers/bad-input.js';
import { bearer, createCandidate, multipartFile, SMALL_PDF } from './helpers/factories.js';
import { fillPath, type Operation, uploadOperations, validParameter, validQueryString } from './helpers/openapi.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let callers: Array<{ name: string; token: string; admin?: true }>;
beforeAll(async () => {
  t = await createTestApp();
  const candidate = await createCandidate(t);
  const admin = await createAdmin(t, { investigations: true });
  callers = [
    { name: 'a candidate', token: candidate.token },
    { name: 'an administrator', token: admin.token, admin: true },
  ];
});
afterAll(() => t.close());

// The facts a record's PDF comes with (a Clearinghouse query's) travel in the query string.
const urlOf = (op: Operation) => `${fillPath(op, validParameter)}${validQueryString(op)}`;
// The admin area refuses anyone else before it reads a body (decision 009).
const isAdminRoute = (op: Operation) => op.path.startsWith('/api/admin/');
const callersOf = (op: Operation) => callers.filter((caller) => caller.admin || !isAdminRoute(op));
const countUploads = async () => (await t.database.db.select().from(uploads)).length;
const storedFiles = async () =>
  (await readdir(path.join(t.dataDir, 'uploads'), { recursive: true }).catch(() => [])).filter((name) =>
    name.endsWith('.pdf'),
  ).length;

describe('malformed multipart bodies on every upload route', () => {
  it('finds the upload routes in the OpenAPI description', () => {
    const paths = uploadOperations(t.app).map((op) => op.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/apply/upload-resume',
        '/api/candidate/user/upload-canada/{docType}',
        '/api/candidate/user/upload-prove/us',
        '/api/candidate/user/upload-training',
        '/api/candidate/user/upload-award',
        '/api/candidate/user/upload-fast-card',
      ]),
    );
  });

  it('answers 400 with a message to signed-in callers and writes nothing', async () => {
    const rowsBefore = await countUploads();
    const filesBefore = await storedFiles();
    for (const op of uploadOperations(t.app)) {
      for (const caller of callersOf(op)) {
        for (const body of MALFORMED_MULTIPART) {
          const response = await t.app.inject({
            method: op.method,
            url: urlOf(op),
            headers: { 'content-type': body.contentType, ...bearer(caller.token) },
            payload: body.body,
          });
          const what = `${op.method} ${op.path}, ${caller.name}, ${body.name}: ${response.body}`;
          expect(response.statusCode, what).toBe(400);
          expect(response.json(), what).toEqual({ message: expect.any(String), messageId: expect.any(String) });
        }
      }
    }
    expect(await countUploads()).toBe(rowsBefore);
    expect(await storedFiles()).toBe(filesBefore);
  });

  it('the truncated and boundary-less bodies say the upload did not arrive complete', async () => {
    const [op] = uploadOperations(t.app);
    if (!op || !callers[0]) throw new Error('no upload route');
    for (const body of MALFORMED_MULTIPART.slice(0, 2)) {
      const response = await t.app.inject({
        method: op.method,
        url: urlOf(op),
        headers: { 'content-type': body.contentType, ...bearer(callers[0].token) },
        payload: body.body,
      });
      expect(response.json()).toEqual({ message: inEnglish.t('upload.malformed'), messageId: 'upload.malformed' });
    }
  });

  it('answers an anonymous caller 401 with a message before reading the body', async () => {
    for (const op of uploadOperations(t.app)) {
      for (const body of MALFORMED_MULTIPART) {
        const response = await t.app.inject({
          method: op.method,
          url: urlOf(op),
          headers: { 'content-type': body.contentType },
          payload: body.body,
        });
        expect(response.statusCode, `${op.path}, ${body.name}`).toBe(401);
        expect(response.json()).toEqual({ message: expect.any(String), messageId: expect.any(String) });
      }
    }
  });

  it('still stores a well-formed PDF on every candidate upload route afterwards', async () => {
    const caller = callers[0];
    if (!caller) throw new Error('no caller');
    for (const op of uploadOperations(t.app).filter((op) => !isAdminRoute(op))) {
      const { payload, headers } = multipartFile(SMALL_PDF, 'licence.pdf');
      const response = await t.app.inject({
        method: op.method,
        url: urlOf(op),
        headers: { ...headers, ...bearer(caller.token) },
        payload,
      });
      expect(response.statusCode, `${op.path}: ${response.body}`).toBe(201);
    }
  });
});
