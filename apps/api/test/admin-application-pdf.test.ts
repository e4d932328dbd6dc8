import { apiPaths, inEnglish } from '@roadhire/shared';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { createAdmin, seedApplicant } from './helpers/admin-applicants.js';
import { bearer, createPosition } from './helpers/factories.js';
import { submittedCandidate } from './helpers/submitted-application.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: { id: number; token: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const getPdf = (id: number | string) =>
  t.app.inject({ method: 'GET', url: apiPaths.adminApplicationPdf(id), headers: bearer(admin.token) });

/** The PDF's text, every run of white space made one space, and its number of pages. */
async function read(body: Buffer): Promise<{ text: string; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: pdf.numPages };
}

async function printed(id: number) {
  const response = await getPdf(id);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return { response, ...(await read(response.rawPayload)) };
}

describe('GET /api/admin/applications/{id}/pdf', () => {
  it('prints a completed application with every answer, licence, entry, document and note, and audits it', async () => {
    const s = await submittedCandidate(t);
    const staged = await t.app.inject({
      method: 'PUT',
      url: apiPaths.adminApplicationStatus(s.applicationId),
      headers: bearer(admin.token),
      payload: { stage: 'interview', note: 'Strong mountain experience' },
    });
    expect(staged.statusCode).toBe(200);

    const { response, text, pages } = await printed(s.applicationId);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="application-${s.applicationId}-singh.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    for (const expected of [
      // Header
      'Test Carrier',
      'Driver application',
      'Maya Singh',
      `Regional AZ Driver (position ${s.position.p_position_number})`,
      `#${s.applicationId}`,
      'Interview (since',
      // Personal details and screening answers
      s.candidate.email,
      'Apr 12, 1988',
      '12 King Street West',
      'Milton',
      inEnglish.t('onboarding.step1.referStatus'),
      'Tom Reyes',
      'E-1042',
      inEnglish.t('apply.questions.is_over_21'),
      inEnglish.t('apply.mountainYearsLabel'),
      // Right to work
      inEnglish.t('onboarding.step2.legalRightCanada'),
      'Work permit',
      // Licences
      'S1234-56789-01234',
      'Jun 30, 2030',
      'AB-778899',
      'Alberta',
      'Jan 31, 2024',
      // Qualifications, licence history, education
      'FC123456',
      'Jan 1, 2030',
      'Training course 1: Defensive driving',
      'May 1, 2021',
      inEnglish.t('onboarding.step6.abstractClean'),
      'May 1, 2012',
      'Milton District High School',
      'Long haul across Ontario and the US Midwest.',
      '500,000',
      'Dry van, 53 ft',
      // Work history
      // Newest first, as the applicant's file lists them.
      'Entry 1: Working - Northern Freight Ltd.',
      'AZ Driver',
      'Mar 1, 2019',
      'Present',
      'Tractor-trailer',
      'Border crossing, Log books',
      'Entry 2: Working - Prairie Haulers',
      'Feb 28, 2019',
      // Documents and recruiter history
      'maya resume.pdf',
      'permit.pdf | Work permit',
      'air brakes.pdf',
      'fast card.pdf',
      'Stage changed from Waiting for review to Interview',
      'Note: Strong mountain experience',
      admin.email,
      `Page 1 of ${pages}`,
    ])
      expect(text, expected).toContain(expected);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.export'), eq(auditLog.target_id, s.applicationId)));
    expect(audits).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        actor_email: admin.email,
        target_type: 'application',
        details: { format: 'pdf' },
      }),
    ]);
  });

  it('prints an application still in progress, with "Not answered" for what is not answered yet', async () => {
    const position = await createPosition(t, { p_position_title: 'Local Dump Truck Driver' });
    const row = await seedApplicant(t, {
      jobId: position.p_id,
      status: 'in_progress',
      first_name: 'Lee',
      last_name: 'Park',
    });
    const { text } = await printed(row.id);
    for (const expected of [
      'Lee Park',
      'Local Dump Truck Driver',
      'In progress',
      'Not submitted',
      inEnglish.t('apply.questions.has_class1_license'),
      inEnglish.t('onboarding.step2.legalRightCanada'),
      inEnglish.t('onboarding.step4.fastCard'),
      inEnglish.t('onboarding.step6.suspended'),
      'No work history entries.',
      'No documents uploaded.',
      'No stage changes or notes yet.',
    ])
      expect(text, expected).toContain(expected);
    expect(text.match(/Not answered/g)?.length).toBeGreaterThan(20);
  });

  it('runs a long work history over several pages, each with its page number', async () => {
    // The newest job goes on to today, so the ten years have no gap (decision 017).
    const workHistory = Array.from({ length: 14 }, (_, i) => ({
      wh_name: `Carrier Number ${i + 1}`,
      wh_datefrom: `${2000 + i}-01-01`,
      ...(i === 13 ? { wh_dateto: null, wh_status: 'Yes' as const } : { wh_dateto: `${2000 + i}-12-31` }),
      wh_reason: 'The lanes moved west and the company moved its drivers with them. '.repeat(3),
    }));
    const s = await submittedCandidate(t, { workHistory });
    const { text, pages } = await printed(s.applicationId);
    expect(pages).toBeGreaterThanOrEqual(4);
    for (let page = 1; page <= pages; page += 1) expect(text).toContain(`Page ${page} of ${pages}`);
    // Newest first.
    expect(text).toContain('Entry 1: Working - Carrier Number 14 ');
    expect(text).toContain('Entry 14: Working - Carrier Number 1 ');
  });

  it('prints names in any script as typed, with embedded Unicode fonts, and names the file in plain ASCII', async () => {
    const position = await createPosition(t);
    const names = [
      { first_name: 'Marie-Ève', last_name: "Côté-O'Brien", file: 'cote-o-brien' },
      { first_name: 'ਹਰਪ੍ਰੀਤ', last_name: 'ਕੌਰ', file: '' },
      { first_name: '王小明', last_name: '張', file: '' },
    ];
    for (const name of names) {
      const row = await seedApplicant(t, {
        jobId: position.p_id,
        first_name: name.first_name,
        last_name: name.last_name,
      });
      const { response, text } = await printed(row.id);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="application-${row.id}${name.file ? `-${name.file}` : ''}.pdf"`,
      );
      expect(text).toContain(`${name.first_name} ${name.last_name}`);
      expect(text).not.toMatch(/\?\?/);
    }
    // A vowel sign written before its consonant (ਸਿ) prints in that visual order, so the text read
    // back has it first; what matters is that the shaping engine prints the name at all.
    const singh = await seedApplicant(t, { jobId: position.p_id, first_name: 'ਹਰਪ੍ਰੀਤ', last_name: 'ਸਿੰਘ' });
    expect((await printed(singh.id)).text).toContain('ਹਰਪ੍ਰੀਤ');
  });

  it('prints a visible mark, and says so, for what no embedded font has: Arabic, emoji, invisible characters', async () => {
    const position = await createPosition(t);
    const row = await seedApplicant(t, { jobId: position.p_id, first_name: 'سارة', last_name: 'Smith\u{1F600}\u200B' });
    const { text } = await printed(row.id);
    expect(text).toContain('\uFFFD\uFFFD\uFFFD\uFFFD Smith\uFFFD\uFFFD');
    expect(text).toContain('are printed as \uFFFD');
    // A name every font has prints without the note.
    const plain = await seedApplicant(t, { jobId: position.p_id, first_name: 'Anne', last_name: 'Smith' });
    expect((await printed(plain.id)).text).not.toContain('are printed as');
  });

  it('prints every moment in the carrier’s time zone (TIME_ZONE, America/Toronto by default)', async () => {
    const position = await createPosition(t);
    const row = await seedApplicant(t, { jobId: position.p_id, created_at: new Date('2026-11-21T19:05:00.000Z') });
    const { text } = await printed(row.id);
    // Applied and submitted, 19:05 UTC being 2:05 PM in Toronto in November.
    expect(text.match(/Nov 21, 2026, 2:05 PM EST/g)).toHaveLength(2);
    expect(text).not.toContain('UTC');
  });

  it('answers 404 with a message for an unknown application and 400 for an id that is not one', async () => {
    const missing = await getPdf(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: inEnglish.t('api.notFound'), messageId: 'api.notFound' });
    const bad = await getPdf('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(inEnglish.t('api.invalidId'));
  });
});
