import {
  apiPaths,
  type CandidateDocument,
  DOCUMENT_LINK_TTL_SECONDS,
  type FastCardDocument,
  inEnglish,
} from '@roadhire/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasDocument } from '../src/data/documents-repository.js';
import { findUploadByFilename, insertUpload } from '../src/data/uploads-repository.js';
import { signDocumentLink } from '../src/lib/signed-links.js';
import { bearer, createCandidate, multipartFile, SMALL_PDF } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const SECRET = 'documents-test-secret-long-enough-for-signing-links';
const secretBytes = new TextEncoder().encode(SECRET);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: SECRET });
});
afterAll(() => t.close());

/** A PDF whose bytes say which upload it was, so a served file can be told apart. */
function pdf(label: string): Buffer {
  return Buffer.concat([SMALL_PDF, Buffer.from(`% ${label}\n`)]);
}

async function upload(url: string, token: string | undefined, bytes: Buffer, name: string) {
  const { payload, headers } = multipartFile(bytes, name);
  return t.app.inject({ method: 'POST', url, headers: { ...headers, ...(token ? bearer(token) : {}) }, payload });
}

async function get(url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

async function del(url: string, token?: string) {
  return t.app.inject({ method: 'DELETE', url, headers: token ? bearer(token) : {} });
}

async function uploadDocument(url: string, token: string, name: string): Promise<CandidateDocument> {
  const response = await upload(url, token, pdf(name), name);
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** The signed link as it opens the file: a plain GET, no bearer token. */
async function open(url: string) {
  return t.app.inject({ method: 'GET', url });
}

const fileNameOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop() as string;

describe('Canada proof documents', () => {
  it('uploads, lists by document type (newest first) and deletes', async () => {
    const candidate = await createCandidate(t);
    const permit = await uploadDocument(apiPaths.uploadCanadaDoc('work_permit'), candidate.token, 'permit.pdf');
    expect(permit).toEqual({
      doc_id: expect.any(Number),
      doc_original: 'permit.pdf',
      doc_type: 'work_permit',
      url: expect.stringMatching(/^\/uploads\/documents\/[a-f0-9]{32}\.pdf\?expires=\d+&signature=[\w-]{43}$/),
      size_bytes: pdf('permit.pdf').length,
      uploaded_at: expect.any(String),
    });
    const second = await uploadDocument(apiPaths.uploadCanadaDoc('work_permit'), candidate.token, 'permit-2.pdf');
    const passport = await uploadDocument(apiPaths.uploadCanadaDoc('passport'), candidate.token, 'passport.pdf');
    expect(passport.doc_type).toBe('passport');

    const permits = await get(apiPaths.canadaDocs('work_permit'), candidate.token);
    expect(permits.statusCode).toBe(200);
    expect(permits.json().map((d: CandidateDocument) => d.doc_id)).toEqual([second.doc_id, permit.doc_id]);
    const passports = (await get(apiPaths.canadaDocs('passport'), candidate.token)).json();
    expect(passports.map((d: CandidateDocument) => d.doc_original)).toEqual(['passport.pdf']);
    expect((await get(apiPaths.canadaDocs('pr_card'), candidate.token)).json()).toEqual([]);

    // A passport is not deleted through the work-permit path.
    const wrongType = await del(apiPaths.deleteCanadaDoc('work_permit', passport.doc_id), candidate.token);
    expect(wrongType.statusCode).toBe(404);

    const deleted = await del(apiPaths.deleteCanadaDoc('work_permit', permit.doc_id), candidate.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      message: inEnglish.t('onboarding.api.documentDeleted'),
      messageId: 'onboarding.api.documentDeleted',
    });
    const after = (await get(apiPaths.canadaDocs('work_permit'), candidate.token)).json();
    expect(after.map((d: CandidateDocument) => d.doc_id)).toEqual([second.doc_id]);
    expect((await open(permit.url)).statusCode).toBe(404);
    expect((await del(apiPaths.deleteCanadaDoc('work_permit', permit.doc_id), candidate.token)).statusCode).toBe(404);
    // The file went with the row: even a row naming it again finds nothing on disk.
    await insertUpload(t.database.db, {
      user_id: candidate.id,
      kind: 'canada_proof',
      doc_type: 'work_permit',
      filename: fileNameOf(permit.url),
      original_name: 'permit.pdf',
      size_bytes: 1,
    });
    expect((await open(permit.url)).statusCode).toBe(404);
    expect((await open(second.url)).statusCode).toBe(200);
  });

  it('refuses an unknown document type or a bad id with a message', async () => {
    const candidate = await createCandidate(t);
    for (const response of [
      await get(apiPaths.canadaDocs('drivers_licence'), candidate.token),
      await upload(apiPaths.uploadCanadaDoc('visa'), candidate.token, SMALL_PDF, 'a.pdf'),
      await del(apiPaths.deleteCanadaDoc('visa', 1), candidate.token),
      await del(apiPaths.deleteCanadaDoc('passport', 'abc'), candidate.token),
      await del(apiPaths.deleteCanadaDoc('passport', 0), candidate.token),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
    }
    expect((await get(apiPaths.canadaDocs('visa'), candidate.token)).json().message).toBe(
      inEnglish.t('api.unknownDocType'),
    );
    const badId = await del(apiPaths.deleteCanadaDoc('passport', '1e3'), candidate.token);
    expect(badId.json().message).toBe(inEnglish.t('api.invalidId'));
  });
});

describe('US proof, training and award documents', () => {
  const kinds = [
    { name: 'US proof', uploadUrl: apiPaths.uploadUsDoc, listUrl: apiPaths.usDocs },
    { name: 'training', uploadUrl: apiPaths.uploadDoc('training'), listUrl: apiPaths.docs('training') },
    { name: 'award', uploadUrl: apiPaths.uploadDoc('award'), listUrl: apiPaths.docs('award') },
  ];

  it.each(kinds)('uploads, lists newest first and deletes a $name document', async ({ uploadUrl, listUrl }) => {
    const candidate = await createCandidate(t);
    const first = await uploadDocument(uploadUrl, candidate.token, 'first.pdf');
    const second = await uploadDocument(uploadUrl, candidate.token, 'second.pdf');
    expect(first.doc_type).toBeNull();

    const list = await get(listUrl, candidate.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((d: CandidateDocument) => d.doc_original)).toEqual(['second.pdf', 'first.pdf']);
    // Each kind lists only its own documents.
    for (const other of kinds.filter((k) => k.listUrl !== listUrl)) {
      expect((await get(other.listUrl, candidate.token)).json()).toEqual([]);
    }
    expect((await get(apiPaths.fastCards, candidate.token)).json()).toEqual([]);

    const deleted = await del(apiPaths.deleteDoc(first.doc_id), candidate.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      message: inEnglish.t('onboarding.api.documentDeleted'),
      messageId: 'onboarding.api.documentDeleted',
    });
    expect((await get(listUrl, candidate.token)).json().map((d: CandidateDocument) => d.doc_id)).toEqual([
      second.doc_id,
    ]);
  });

  it('does not delete a Canada proof, a FAST card or a resume through /docs/{docId}', async () => {
    const candidate = await createCandidate(t);
    const proof = await uploadDocument(apiPaths.uploadCanadaDoc('pr_card'), candidate.token, 'pr.pdf');
    const card: FastCardDocument = (await upload(apiPaths.uploadFastCard, candidate.token, SMALL_PDF, 'fc.pdf')).json();
    const resume = await upload(apiPaths.uploadResume, candidate.token, SMALL_PDF, 'cv.pdf');
    expect(resume.statusCode).toBe(201);
    const resumeRow = await findUploadByFilename(t.database.db, 'resume', resume.json().filename);
    for (const id of [proof.doc_id, card.fc_id, resumeRow?.id ?? 0]) {
      const response = await del(apiPaths.deleteDoc(id), candidate.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: inEnglish.t('api.notFound'), messageId: 'api.notFound' });
    }
    // And a training document is not deleted through the FAST card or Canada proof paths.
    const training = await uploadDocument(apiPaths.uploadDoc('training'), candidate.token, 't.pdf');
    expect((await del(apiPaths.deleteFastCard(training.doc_id), candidate.token)).statusCode).toBe(404);
    expect((await del(apiPaths.deleteCanadaDoc('pr_card', training.doc_id), candidate.token)).statusCode).toBe(404);

    expect((await get(apiPaths.canadaDocs('pr_card'), candidate.token)).json()).toHaveLength(1);
    expect((await get(apiPaths.fastCards, candidate.token)).json()).toHaveLength(1);
    expect((await get(apiPaths.docs('training'), candidate.token)).json()).toHaveLength(1);
    expect((await get(resume.json().url)).statusCode).toBe(200);
  });

  it('refuses an unknown list kind or a bad id with a message', async () => {
    const candidate = await createCandidate(t);
    for (const response of [
      await get('/api/candidate/user/docs/canada', candidate.token),
      await del(apiPaths.deleteDoc('x1'), candidate.token),
      await del(apiPaths.deleteDoc('99999999999'), candidate.token),
      await del(apiPaths.deleteFastCard('-1'), candidate.token),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });
});

describe('FAST cards', () => {
  it('uploads, lists newest first and deletes', async () => {
    const candidate = await createCandidate(t);
    const first = await upload(apiPaths.uploadFastCard, candidate.token, pdf('card 1'), 'FAST card.pdf');
    expect(first.statusCode).toBe(201);
    const card: FastCardDocument = first.json();
    expect(card).toEqual({
      fc_id: expect.any(Number),
      fc_original: 'FAST card.pdf',
      url: expect.stringMatching(/^\/uploads\/documents\/[a-f0-9]{32}\.pdf\?expires=\d+&signature=[\w-]{43}$/),
      size_bytes: pdf('card 1').length,
      uploaded_at: expect.any(String),
    });
    const renewed: FastCardDocument = (
      await upload(apiPaths.uploadFastCard, candidate.token, pdf('card 2'), 'renewed.pdf')
    ).json();

    const list = await get(apiPaths.fastCards, candidate.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((c: FastCardDocument) => c.fc_id)).toEqual([renewed.fc_id, card.fc_id]);
    expect((await get(apiPaths.docs('training'), candidate.token)).json()).toEqual([]);

    const deleted = await del(apiPaths.deleteFastCard(card.fc_id), candidate.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      message: inEnglish.t('onboarding.api.documentDeleted'),
      messageId: 'onboarding.api.documentDeleted',
    });
    expect((await get(apiPaths.fastCards, candidate.token)).json()).toHaveLength(1);
    expect((await open(card.url)).statusCode).toBe(404);
  });
});

describe('owner only', () => {
  it('shows another candidate nothing and refuses their deletes with 404; the file survives', async () => {
    const owner = await createCandidate(t);
    const other = await createCandidate(t);
    const proof = await uploadDocument(apiPaths.uploadCanadaDoc('passport'), owner.token, 'passport.pdf');
    const training = await uploadDocument(apiPaths.uploadDoc('training'), owner.token, 'course.pdf');
    const card: FastCardDocument = (await upload(apiPaths.uploadFastCard, owner.token, SMALL_PDF, 'fc.pdf')).json();

    for (const url of [apiPaths.canadaDocs('passport'), apiPaths.docs('training'), apiPaths.fastCards]) {
      const response = await get(url, other.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
    for (const url of [
      apiPaths.deleteCanadaDoc('passport', proof.doc_id),
      apiPaths.deleteDoc(training.doc_id),
      apiPaths.deleteFastCard(card.fc_id),
    ]) {
      const response = await del(url, other.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: inEnglish.t('api.notFound'), messageId: 'api.notFound' });
    }

    expect((await get(apiPaths.canadaDocs('passport'), owner.token)).json()).toHaveLength(1);
    expect((await get(apiPaths.docs('training'), owner.token)).json()).toHaveLength(1);
    expect((await get(apiPaths.fastCards, owner.token)).json()).toHaveLength(1);
    const file = await open(training.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf('course.pdf'))).toBe(true);
  });

  it('answers 401 to anonymous callers on every route', async () => {
    const calls = [
      get(apiPaths.canadaDocs('passport')),
      upload(apiPaths.uploadCanadaDoc('passport'), undefined, SMALL_PDF, 'a.pdf'),
      del(apiPaths.deleteCanadaDoc('passport', 1)),
      get(apiPaths.usDocs),
      upload(apiPaths.uploadUsDoc, undefined, SMALL_PDF, 'a.pdf'),
      get(apiPaths.docs('training')),
      get(apiPaths.docs('award')),
      upload(apiPaths.uploadDoc('training'), undefined, SMALL_PDF, 'a.pdf'),
      upload(apiPaths.uploadDoc('award'), undefined, SMALL_PDF, 'a.pdf'),
      del(apiPaths.deleteDoc(1)),
      get(apiPaths.fastCards),
      upload(apiPaths.uploadFastCard, undefined, SMALL_PDF, 'a.pdf'),
      del(apiPaths.deleteFastCard(1)),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: inEnglish.t('api.unauthorized'), messageId: 'api.unauthorized' });
    }
  });

  it('tells onboarding whether a candidate has a document of a kind', async () => {
    const candidate = await createCandidate(t);
    const db = t.database.db;
    expect(await hasDocument(db, candidate.id, 'canada_proof', 'passport')).toBe(false);
    await uploadDocument(apiPaths.uploadCanadaDoc('passport'), candidate.token, 'p.pdf');
    expect(await hasDocument(db, candidate.id, 'canada_proof', 'passport')).toBe(true);
    expect(await hasDocument(db, candidate.id, 'canada_proof', 'work_permit')).toBe(false);
    expect(await hasDocument(db, candidate.id, 'fast_card')).toBe(false);
  });
});

describe('PDF only, 10 MB', () => {
  it.each([
    [apiPaths.uploadCanadaDoc('work_permit'), 'onboarding.documents.onlyPdf'],
    [apiPaths.uploadUsDoc, 'onboarding.documents.onlyPdf'],
    [apiPaths.uploadDoc('training'), 'onboarding.documents.onlyPdf'],
    [apiPaths.uploadDoc('award'), 'onboarding.documents.onlyPdf'],
    [apiPaths.uploadFastCard, 'onboarding.documents.fastCardOnlyPdf'],
  ] as const)('%s refuses a PNG renamed .pdf with 415', async (url, messageId) => {
    const candidate = await createCandidate(t);
    const response = await upload(url, candidate.token, PNG, 'scan.pdf');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: inEnglish.t(messageId), messageId });
  });

  it('words the two refusals as SPEC §5 does', () => {
    expect(inEnglish.t('onboarding.documents.onlyPdf')).toBe('Only PDF files are allowed');
    expect(inEnglish.t('onboarding.documents.fastCardOnlyPdf')).toBe('Only PDF files allowed');
  });

  it.each([apiPaths.uploadCanadaDoc('pr_card'), apiPaths.uploadDoc('award'), apiPaths.uploadFastCard])(
    '%s answers 413 past 10 MB and stores nothing',
    async (url) => {
      const candidate = await createCandidate(t);
      const big = Buffer.concat([SMALL_PDF, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
      const response = await upload(url, candidate.token, big, 'big.pdf');
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: inEnglish.t('upload.tooLarge'), messageId: 'upload.tooLarge' });
      expect(await hasDocument(t.database.db, candidate.id, 'award')).toBe(false);
      expect(await hasDocument(t.database.db, candidate.id, 'fast_card')).toBe(false);
      expect(await hasDocument(t.database.db, candidate.id, 'canada_proof')).toBe(false);
    },
  );

  it('answers 400 or 415 without a file', async () => {
    const candidate = await createCandidate(t);
    const json = await t.app.inject({
      method: 'POST',
      url: apiPaths.uploadDoc('training'),
      headers: { ...bearer(candidate.token), 'content-type': 'application/json' },
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ message: inEnglish.t('upload.fileRequired'), messageId: 'upload.fileRequired' });
    const empty = await upload(apiPaths.uploadDoc('training'), candidate.token, Buffer.alloc(0), 'a.pdf');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: inEnglish.t('upload.fileRequired'), messageId: 'upload.fileRequired' });
  });
});

describe('GET /uploads/documents/{filename} (signed links)', () => {
  it('opens the file with its name, as a PDF that is neither sniffed nor cached', async () => {
    const candidate = await createCandidate(t);
    const doc = await uploadDocument(apiPaths.uploadDoc('award'), candidate.token, 'Safe Driver award; é (2026).pdf');
    const file = await open(doc.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf('Safe Driver award; é (2026).pdf'))).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe('inline; filename="Safe Driver award_ _ _2026_.pdf"');
    expect(file.headers['cache-control']).toBe('private, no-store');
  });

  it('is valid for DOCUMENT_LINK_TTL_SECONDS', async () => {
    const candidate = await createCandidate(t);
    const before = Math.floor(Date.now() / 1000);
    const doc = await uploadDocument(apiPaths.uploadUsDoc, candidate.token, 'us.pdf');
    const expires = Number(new URL(doc.url, 'http://x').searchParams.get('expires'));
    expect(expires).toBeGreaterThanOrEqual(before + DOCUMENT_LINK_TTL_SECONDS);
    expect(expires).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + DOCUMENT_LINK_TTL_SECONDS);
  });

  it('answers 404 to a tampered signature, expiry or file name, and to a missing query', async () => {
    const candidate = await createCandidate(t);
    const doc = await uploadDocument(apiPaths.uploadDoc('training'), candidate.token, 'course.pdf');
    const other = await uploadDocument(apiPaths.uploadDoc('training'), candidate.token, 'other.pdf');
    const url = new URL(doc.url, 'http://x');
    const signature = url.searchParams.get('signature') as string;
    const expires = url.searchParams.get('expires') as string;
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    const tampered = [
      `${url.pathname}?expires=${expires}&signature=${flipped}`,
      `${url.pathname}?expires=${Number(expires) + 1}&signature=${signature}`,
      `${url.pathname}?expires=0${expires}&signature=${signature}`,
      `${apiPaths.documentFile(fileNameOf(other.url))}?expires=${expires}&signature=${signature}`,
      `${url.pathname}?expires=${expires}`,
      `${url.pathname}?signature=${signature}`,
      url.pathname,
      `${url.pathname}?expires=${expires}&signature=${signature}&signature=${signature}`,
    ];
    for (const link of tampered) {
      const response = await open(link);
      expect(response.statusCode, link).toBe(404);
      expect(response.json()).toEqual({ message: inEnglish.t('api.notFound'), messageId: 'api.notFound' });
    }
    expect((await open(doc.url)).statusCode).toBe(200);
  });

  it('answers 403 with a message once the link has expired', async () => {
    const candidate = await createCandidate(t);
    const doc = await uploadDocument(apiPaths.uploadDoc('training'), candidate.token, 'old.pdf');
    const longAgo = Date.now() - (DOCUMENT_LINK_TTL_SECONDS + 60) * 1000;
    const expired = signDocumentLink(secretBytes, fileNameOf(doc.url), longAgo);
    const response = await open(expired);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: inEnglish.t('onboarding.api.linkExpired'),
      messageId: 'onboarding.api.linkExpired',
    });
    // The same name signed now opens: the test signs as the server does.
    expect((await open(signDocumentLink(secretBytes, fileNameOf(doc.url)))).statusCode).toBe(200);
  });

  it('does not serve a resume, even with a valid signature', async () => {
    const candidate = await createCandidate(t);
    const resume = await upload(apiPaths.uploadResume, candidate.token, SMALL_PDF, 'cv.pdf');
    const response = await open(signDocumentLink(secretBytes, resume.json().filename));
    expect(response.statusCode).toBe(404);
  });

  it.each([
    '..%2F..%2Fjwt-secret',
    '..%2Fresumes',
    '%2E%2E%2F%2E%2E%2Fpackage.json',
    '00000000000000000000000000000000.pdf',
    'a.pdf',
  ])('answers 404 for the name %s, signed or not', async (name) => {
    const decoded = decodeURIComponent(name);
    const signed = new URL(signDocumentLink(secretBytes, decoded), 'http://x');
    for (const url of [`/uploads/documents/${name}`, `/uploads/documents/${name}${signed.search}`]) {
      const response = await open(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: inEnglish.t('api.notFound'), messageId: 'api.notFound' });
    }
  });

  it('lists nothing', async () => {
    for (const url of ['/uploads/documents/', '/uploads/documents']) {
      expect((await open(url)).statusCode).toBe(404);
    }
  });
});
