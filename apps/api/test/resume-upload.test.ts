import { DOCUMENT_LINK_TTL_SECONDS, inEnglish } from '@roadhire/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signDocumentLink, signFileLink } from '../src/lib/signed-links.js';
import { bearer, createCandidate, multipartFile, SMALL_PDF } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function upload(token: string | undefined, bytes: Buffer, name: string) {
  const { payload, headers } = multipartFile(bytes, name);
  return t.app.inject({
    method: 'POST',
    url: '/api/apply/upload-resume',
    headers: { ...headers, ...(token ? bearer(token) : {}) },
    payload,
  });
}

describe('POST /api/apply/upload-resume', () => {
  it('stores a PDF under a random name and serves it as application/pdf with nosniff', async () => {
    const candidate = await createCandidate(t);
    const response = await upload(candidate.token, SMALL_PDF, 'Maya Singh — resume.pdf');
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      originalName: 'Maya Singh — resume.pdf',
      filename: expect.stringMatching(/^[a-f0-9]{32}\.pdf$/),
      url: expect.stringMatching(/^\/uploads\/resumes\/[a-f0-9]{32}\.pdf\?expires=\d+&signature=[\w-]{43}$/),
    });

    const file = await t.app.inject({ method: 'GET', url: body.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(SMALL_PDF)).toBe(true);
  });

  it('serves a resume as a private link: not cached, not indexed, not passed on as a referrer', async () => {
    const candidate = await createCandidate(t);
    const { url } = (await upload(candidate.token, SMALL_PDF, 'resume.pdf')).json();
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.headers).toMatchObject({
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex',
    });
  });

  it('checks the content, not the name: a renamed image is refused', async () => {
    const candidate = await createCandidate(t);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const response = await upload(candidate.token, png, 'resume.pdf');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Only PDF files are allowed!', messageId: 'apply.resumePdfOnly' });
  });

  it('accepts a PDF whatever its name', async () => {
    const candidate = await createCandidate(t);
    expect((await upload(candidate.token, SMALL_PDF, 'scan.bin')).statusCode).toBe(201);
  });

  it('answers 413 past 10 MB', async () => {
    const candidate = await createCandidate(t);
    const big = Buffer.concat([SMALL_PDF, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    const response = await upload(candidate.token, big, 'big.pdf');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: inEnglish.t('upload.tooLarge'), messageId: 'upload.tooLarge' });
  });

  it('answers 401 without a session and 400 without a file', async () => {
    expect((await upload(undefined, SMALL_PDF, 'a.pdf')).statusCode).toBe(401);
    const candidate = await createCandidate(t);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/apply/upload-resume',
      headers: { ...bearer(candidate.token), 'content-type': 'application/json' },
      payload: {},
    });
    expect(empty.statusCode).toBe(415);
    expect(empty.json()).toHaveProperty('message');
  });
});

describe('GET /uploads/resumes/{filename}', () => {
  it.each([
    '00000000000000000000000000000000.pdf',
    '..%2F..%2Fjwt-secret',
    '..%2Fresumes',
    '%2E%2E%2F%2E%2E%2Fpackage.json',
    'a.pdf',
  ])('answers 404 for %s', async (name) => {
    const response = await t.app.inject({ method: 'GET', url: `/uploads/resumes/${name}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: inEnglish.t('api.notFound'), messageId: 'api.notFound' });
  });

  it('opens only through the signed, expiring link given to its owner and to administrators', async () => {
    const candidate = await createCandidate(t);
    const { filename, url } = (await upload(candidate.token, SMALL_PDF, 'resume.pdf')).json();
    const notFound = async (address: string) => {
      const response = await t.app.inject({ method: 'GET', url: address });
      expect(response.statusCode, address).toBe(404);
      expect(response.json()).toEqual({ message: inEnglish.t('api.notFound'), messageId: 'api.notFound' });
    };
    // The address alone, as SPEC §3 spells it, opens nothing: anyone could have it.
    await notFound(`/uploads/resumes/${filename}`);
    // Nor a document's signature for the same name, nor a changed expiry or signature.
    const signed = new URL(url, 'http://x').searchParams;
    await notFound(
      `/uploads/resumes/${filename}${new URL(signDocumentLink(t.config.jwtSecret, filename), 'http://x').search}`,
    );
    await notFound(
      `/uploads/resumes/${filename}?expires=${Number(signed.get('expires')) + 1}&signature=${signed.get('signature')}`,
    );
    await notFound(`/uploads/resumes/${filename}?expires=${signed.get('expires')}&signature=${'A'.repeat(43)}`);
    // An expired link says so.
    const longAgo = Date.now() - (DOCUMENT_LINK_TTL_SECONDS + 60) * 1000;
    const expired = await t.app.inject({
      method: 'GET',
      url: signFileLink(t.config.jwtSecret, 'resumes', filename, longAgo),
    });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({
      message: inEnglish.t('onboarding.api.linkExpired'),
      messageId: 'onboarding.api.linkExpired',
    });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('lists nothing', async () => {
    for (const url of ['/uploads/resumes/', '/uploads/resumes', '/uploads/']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
