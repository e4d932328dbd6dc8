import { type AdminApplicationList, type AdminStats, apiPaths, foldName, inEnglish } from '@roadhire/shared';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context.js';
import { EVERY_APPLICANT } from '../src/data/applicant-scope.js';
import { auditLog, users } from '../src/db/schema.js';
import { stats, weekStart } from '../src/modules/admin-stats/admin-stats-service.js';
import { createAdmin, seedApplicant, seedApplicants } from './helpers/admin-applicants.js';
import { bearer, createCandidate, createPosition } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { onPostgresOnly } from './helpers/test-database.js';

let t: TestApp;
let adminToken: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t);
  adminToken = admin.token;
  adminId = admin.id;
});
afterAll(() => t.close());

const get = (url: string, token: string | undefined = adminToken) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

async function list(query: Record<string, string | number>): Promise<AdminApplicationList> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await get(`${apiPaths.adminApplications}?${search}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const ids = (result: AdminApplicationList) => result.items.map((item) => item.id);
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('GET /api/admin/applications', () => {
  it('answers newest first with the candidate, the position and where each stands', async () => {
    const position = await createPosition(t, { p_position_title: 'Tanker Driver' });
    const older = await seedApplicant(t, {
      jobId: position.p_id,
      status: 'in_progress',
      created_at: day('2026-01-05'),
    });
    const newer = await seedApplicant(t, {
      jobId: position.p_id,
      first_name: 'Nora',
      last_name: 'Nguyen',
      email: 'nora.nguyen@example.test',
      mobile: '6045551234',
      recruiter_stage: 'interview',
      created_at: day('2026-02-05'),
    });
    const cancelled = await seedApplicant(t, {
      jobId: position.p_id,
      status: 'cancelled',
      created_at: day('2026-01-01'),
    });
    const result = await list({ position: position.p_id });
    expect(result.total).toBe(3);
    expect(ids(result)).toEqual([newer.id, older.id, cancelled.id]);
    expect(result.items[0]).toEqual({
      id: newer.id,
      user_id: newer.user_id,
      first_name: 'Nora',
      last_name: 'Nguyen',
      email: 'nora.nguyen@example.test',
      mobile: '6045551234',
      job_id: position.p_id,
      p_position_number: position.p_position_number,
      p_position_title: 'Tanker Driver',
      status: 'submitted',
      pipeline_status: 3,
      recruiter_stage: 'interview',
      created_at: day('2026-02-05').toISOString(),
      submitted_at: day('2026-02-05').toISOString(),
      owner: null,
    });
    expect(result.items.map((item) => item.pipeline_status)).toEqual([3, 2, null]);
  });

  it('filters by position', async () => {
    const a = await createPosition(t);
    const b = await createPosition(t);
    const inA = await seedApplicant(t, { jobId: a.p_id });
    await seedApplicant(t, { jobId: b.p_id });
    const result = await list({ position: a.p_id });
    expect(ids(result)).toEqual([inA.id]);
    expect(result.total).toBe(1);
  });

  it('filters by application status and by recruiter stage', async () => {
    const position = await createPosition(t);
    const progress = await seedApplicant(t, { jobId: position.p_id, status: 'in_progress' });
    const fresh = await seedApplicant(t, { jobId: position.p_id, recruiter_stage: 'submitted' });
    const hired = await seedApplicant(t, { jobId: position.p_id, recruiter_stage: 'hired' });
    const cancelled = await seedApplicant(t, { jobId: position.p_id, status: 'cancelled' });
    const by = async (query: Record<string, string>) =>
      ids(await list({ position: position.p_id, ...query })).sort((x, y) => x - y);
    expect(await by({ status: 'in_progress' })).toEqual([progress.id]);
    expect(await by({ status: 'cancelled' })).toEqual([cancelled.id]);
    // `submitted` is the candidate's status: every completed application, at any stage.
    expect(await by({ status: 'submitted' })).toEqual([fresh.id, hired.id].sort((x, y) => x - y));
    expect(await by({ status: 'hired' })).toEqual([hired.id]);
    expect(await by({ stage: 'submitted' })).toEqual([fresh.id]);
    expect(await by({ stage: 'hired' })).toEqual([hired.id]);
  });

  it('filters by created date, both ends included', async () => {
    const position = await createPosition(t);
    await seedApplicant(t, { jobId: position.p_id, created_at: new Date('2026-03-09T23:59:59Z') });
    const first = await seedApplicant(t, { jobId: position.p_id, created_at: new Date('2026-03-10T00:00:00Z') });
    const last = await seedApplicant(t, { jobId: position.p_id, created_at: new Date('2026-03-12T23:59:59Z') });
    await seedApplicant(t, { jobId: position.p_id, created_at: new Date('2026-03-13T00:00:00Z') });
    const result = await list({ position: position.p_id, from: '2026-03-10', to: '2026-03-12' });
    expect(ids(result)).toEqual([last.id, first.id]);
    expect(result.total).toBe(2);
    expect(ids(await list({ position: position.p_id, from: '2026-03-13' }))).toHaveLength(1);
    expect(ids(await list({ position: position.p_id, to: '2026-03-09' }))).toHaveLength(1);
  });

  it('searches first, last and full names, any part of the email, and mobiles typed with separators', async (context) => {
    onPostgresOnly(context);
    const position = await createPosition(t);
    const gus = await seedApplicant(t, {
      jobId: position.p_id,
      first_name: 'Gustavo',
      last_name: 'Quennell',
      email: 'gq.trucker@northmail.test',
      mobile: '9055558811',
    });
    const other = await seedApplicant(t, {
      jobId: position.p_id,
      first_name: 'Priya',
      last_name: 'Bhatt',
      email: 'priya@southmail.test',
      mobile: '4165550199',
    });
    const search = async (q: string) => ids(await list({ position: position.p_id, q }));
    expect(await search('gustavo')).toEqual([gus.id]);
    expect(await search('QUENNELL')).toEqual([gus.id]);
    expect(await search('Gustavo Quen')).toEqual([gus.id]);
    expect(await search('northmail')).toEqual([gus.id]);
    expect(await search('southmail.test')).toEqual([other.id]);
    expect(await search('(905) 555-8811')).toEqual([gus.id]);
    expect(await search('905.555')).toEqual([gus.id]);
    expect(await search('0199')).toEqual([other.id]);
    expect(await search('nobody-like-this')).toEqual([]);
    // LIKE's wildcards are taken literally.
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('finds a name typed in any word order, each word the start of a word of the name', async (context) => {
    onPostgresOnly(context);
    const position = await createPosition(t);
    const sam = await seedApplicant(t, { jobId: position.p_id, first_name: 'Samuel', last_name: 'Okafor' });
    await seedApplicant(t, { jobId: position.p_id, first_name: 'Samira', last_name: 'Bello' });
    const search = async (q: string) => ids(await list({ position: position.p_id, q }));
    expect(await search('okafor sam')).toEqual([sam.id]);
    expect(await search('Okafor, Samuel')).toEqual([sam.id]);
    expect(await search('sam okafor')).toEqual([sam.id]);
    // Every word must be in the name and start one of its words.
    expect(await search('okafor bello')).toEqual([]);
    expect(await search('kafor amuel')).toEqual([]);
  });

  it('shows and searches the mobile the driver has now, not the one given when applying', async (context) => {
    onPostgresOnly(context);
    const position = await createPosition(t);
    const moved = await seedApplicant(t, { jobId: position.p_id, mobile: '7805550101' });
    // The driver changes their number on their profile after applying.
    await t.database.db.update(users).set({ mobile: '5875550199' }).where(eq(users.id, moved.user_id));
    const search = async (q: string) => list({ position: position.p_id, q });
    const found = await search('587-555-0199');
    expect(ids(found)).toEqual([moved.id]);
    expect(found.items[0]?.mobile).toBe('5875550199');
    expect(ids(await search('58'))).toEqual([moved.id]);
    expect(ids(await search('780555'))).toEqual([]);
    // The answers given when applying stay in the file.
    const file = await get(`/api/admin/applications/${moved.id}`);
    expect(file.json().application.mobile).toBe('7805550101');
  });

  it('ignores accents and case in names, whichever side has them', async (context) => {
    onPostgresOnly(context);
    const position = await createPosition(t);
    const marie = await seedApplicant(t, { jobId: position.p_id, first_name: 'Marie-Ève', last_name: 'Lévesque' });
    const zoe = await seedApplicant(t, { jobId: position.p_id, first_name: 'Zoe', last_name: 'Bergeron' });
    const search = async (q: string) => ids(await list({ position: position.p_id, q }));
    expect(await search('marie-eve')).toEqual([marie.id]);
    expect(await search('MARIE-ÈVE LEVESQUE')).toEqual([marie.id]);
    expect(await search('lé')).toEqual([marie.id]);
    expect(await search('le')).toEqual([marie.id]);
    expect(await search('zoë')).toEqual([zoe.id]);
    // Punctuation is folded as space, on both sides: a hyphen typed as a space, or the other way.
    expect(await search('marie eve')).toEqual([marie.id]);
    expect(await search('Marie Ève Lévesque')).toEqual([marie.id]);
    const jean = await seedApplicant(t, { jobId: position.p_id, first_name: 'Jean François', last_name: "O'Neil" });
    expect(await search('jean-francois')).toEqual([jean.id]);
    expect(await search('o neil')).toEqual([jean.id]);
    const csv = await get(`${apiPaths.adminApplicationsCsv}?position=${position.p_id}&q=levesque`);
    expect(csv.body).toContain('Marie-Ève');
  });

  it('folds a name in the database exactly as the signature’s name check does', async () => {
    const names = [
      'Marie-Ève',
      "O'Brien",
      'Jean–François  St. Pierre',
      'Zoë Œuvre',
      'Straße',
      'Ørsted',
      'ਗੁਰਪ੍ਰੀਤ',
      '王 小明',
    ];
    for (const name of names) {
      const result = (await t.database.db.execute(sql`select search_fold(${name}) as folded`)) as {
        rows: { folded: string }[];
      };
      expect(result.rows[0]?.folded, name).toBe(foldName(name));
    }
  });

  it('matches a one- or two-character search against the start of a name, email or mobile', async (context) => {
    onPostgresOnly(context);
    const position = await createPosition(t);
    const walker = await seedApplicant(t, {
      jobId: position.p_id,
      first_name: 'Dana',
      last_name: 'Walker',
      email: 'dana.w@fleetmail.test',
      mobile: '2045550123',
    });
    const edwards = await seedApplicant(t, {
      jobId: position.p_id,
      first_name: 'Sam',
      last_name: 'Edwards',
      email: 'wa.sam@fleetmail.test',
      mobile: '6045550188',
    });
    const search = async (q: string) => ids(await list({ position: position.p_id, q }));
    // "wa" starts Walker's last name and Edwards's email, not the "wa" inside "Edwards".
    expect((await search('WA')).sort()).toEqual([walker.id, edwards.id].sort());
    expect(await search('ed')).toEqual([edwards.id]);
    expect(await search('d')).toEqual([walker.id]);
    expect(await search('ar')).toEqual([]);
    expect(await search('60')).toEqual([edwards.id]);
    expect(await search('55')).toEqual([]);
    // From three characters, any part matches again.
    expect(await search('war')).toEqual([edwards.id]);
    expect(await search('555')).toHaveLength(2);
  });

  it('sorts by name, position and stage, both ways', async () => {
    const north = await createPosition(t, { p_position_title: 'AAA North Route' });
    const south = await createPosition(t, { p_position_title: 'ZZZ South Route' });
    const tag = 'Sorttest';
    const zed = await seedApplicant(t, {
      jobId: north.p_id,
      first_name: tag,
      last_name: 'zimmer',
      recruiter_stage: 'hired',
    });
    const abe = await seedApplicant(t, {
      jobId: south.p_id,
      first_name: tag,
      last_name: 'Abbott',
      recruiter_stage: 'in_review',
    });
    const mid = await seedApplicant(t, {
      jobId: north.p_id,
      first_name: tag,
      last_name: 'Mills',
      recruiter_stage: 'submitted',
    });
    const sorted = async (sort: string) => ids(await list({ q: tag, sort }));
    expect(await sorted('name')).toEqual([abe.id, mid.id, zed.id]);
    expect(await sorted('-name')).toEqual([zed.id, mid.id, abe.id]);
    // Ties fall back on the id, in the same direction.
    expect(await sorted('position')).toEqual([zed.id, mid.id, abe.id]);
    expect(await sorted('-position')).toEqual([abe.id, mid.id, zed.id]);
    expect(await sorted('stage')).toEqual([mid.id, abe.id, zed.id]);
    expect(await sorted('-stage')).toEqual([zed.id, abe.id, mid.id]);
    expect(await sorted('created_at')).toEqual([zed.id, abe.id, mid.id]);
  });

  it('pages with page and pageSize, the total counting every match', async () => {
    const position = await createPosition(t);
    const seeded = [];
    for (let i = 0; i < 7; i += 1) {
      seeded.push(await seedApplicant(t, { jobId: position.p_id, created_at: new Date(Date.UTC(2026, 0, 1 + i)) }));
    }
    const newestFirst = seeded.map((row) => row.id).reverse();
    const page1 = await list({ position: position.p_id, pageSize: 3 });
    const page3 = await list({ position: position.p_id, pageSize: 3, page: 3 });
    expect(ids(page1)).toEqual(newestFirst.slice(0, 3));
    expect(ids(await list({ position: position.p_id, pageSize: 3, page: 2 }))).toEqual(newestFirst.slice(3, 6));
    expect(ids(page3)).toEqual(newestFirst.slice(6));
    expect([page1.total, page3.total]).toEqual([7, 7]);
    expect(ids(await list({ position: position.p_id, pageSize: 3, page: 4 }))).toEqual([]);
  });

  it('defaults to 25 a page', async () => {
    const position = await createPosition(t);
    for (let i = 0; i < 26; i += 1) await seedApplicant(t, { jobId: position.p_id });
    const result = await list({ position: position.p_id });
    expect(result.items).toHaveLength(25);
    expect(result.total).toBe(26);
  });

  it.each([
    ['an unknown status', 'status=approved'],
    ['an unknown stage', 'stage=archived'],
    ['a position that is not an id', 'position=abc'],
    ['a page of 0', 'page=0'],
    ['a page size over 100', 'pageSize=101'],
    ['a page size of 0', 'pageSize=0'],
    ['an unknown sort', 'sort=password_hash'],
    ['a date that is not one', 'from=2026-02-30'],
    ['a range that ends before it starts', 'from=2026-03-02&to=2026-03-01'],
    ['a search over 100 characters', `q=${'a'.repeat(101)}`],
  ])('answers 400 with a message for %s', async (_label, query) => {
    const response = await get(`${apiPaths.adminApplications}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe('GET /api/admin/applications.csv', () => {
  it('exports the filtered, sorted list with a header, RFC 4180 quoting and formulas neutralised', async () => {
    const position = await createPosition(t, { p_position_title: 'Flatbed, "Oversize" Driver' });
    const plain = await seedApplicant(t, {
      jobId: position.p_id,
      first_name: 'Ann',
      last_name: 'Baker',
      email: 'ann.baker@example.test',
      mobile: '4165551111',
      created_at: day('2026-04-01'),
    });
    const tricky = await seedApplicant(t, {
      jobId: position.p_id,
      first_name: '=HYPERLINK("http://evil.test")',
      last_name: '+Line\nBreak',
      email: 'tricky@example.test',
      mobile: '4165552222',
      status: 'in_progress',
      created_at: day('2026-04-02'),
    });
    await seedApplicant(t, { jobId: position.p_id, first_name: '@SUM', last_name: '-1', status: 'cancelled' });

    const response = await get(`${apiPaths.adminApplicationsCsv}?position=${position.p_id}&status=submitted`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="applicants-${today}.csv"`);
    // A BOM for Excel, headers and values in words, times in the carrier's zone (America/Toronto).
    expect(response.body).toBe(
      '\uFEFFApplication,First name,Last name,Email,Mobile,Position number,Position,Status,Recruiter stage,' +
        'Applied (America/Toronto),Submitted (America/Toronto)\r\n' +
        `${plain.id},Ann,Baker,ann.baker@example.test,4165551111,${position.p_position_number},"Flatbed, ""Oversize"" Driver",Submitted,Waiting for review,2026-04-01 08:00,2026-04-01 08:00\r\n`,
    );

    const all = await get(
      `${apiPaths.adminApplicationsCsv}?position=${position.p_id}&sort=created_at&status=in_progress`,
    );
    expect(all.body.split('\r\n')[1]).toBe(
      `${tricky.id},"'=HYPERLINK(""http://evil.test"")","'+Line\nBreak",tricky@example.test,4165552222,${position.p_position_number},"Flatbed, ""Oversize"" Driver",In progress,,2026-04-02 08:00,`,
    );
    const cancelled = await get(`${apiPaths.adminApplicationsCsv}?position=${position.p_id}&status=cancelled`);
    expect(cancelled.body).toContain(",'@SUM,'-1,");
  });

  it('writes the headers, statuses and stages in the language of the recruiter’s account', async () => {
    const recruiter = await createAdmin(t);
    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, recruiter.id));
    const position = await createPosition(t, { p_position_title: 'Camionneur plateau' });
    const waiting = await seedApplicant(t, {
      jobId: position.p_id,
      first_name: 'Marie-Ève',
      last_name: 'Roy',
      email: 'marie-eve.roy@example.test',
      mobile: '4185551111',
      created_at: day('2026-04-01'),
    });
    const interview = await seedApplicant(t, {
      jobId: position.p_id,
      first_name: 'Luc',
      last_name: 'Gagnon',
      email: 'luc.gagnon@example.test',
      mobile: '4185552222',
      recruiter_stage: 'interview',
      created_at: day('2026-04-02'),
    });
    // The browser asks in English; the account's own language wins.
    const response = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.adminApplicationsCsv}?position=${position.p_id}&sort=created_at`,
      headers: { ...bearer(recruiter.token), 'accept-language': 'en-CA' },
    });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = response.body.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe(
      'Candidature,Prénom,Nom,Courriel,Cellulaire,Numéro du poste,Poste,Statut,Étape de recrutement,' +
        'Date de candidature (America/Toronto),Date de soumission (America/Toronto)',
    );
    expect(rows[0]).toBe(
      `${waiting.id},Marie-Ève,Roy,marie-eve.roy@example.test,4185551111,${position.p_position_number},Camionneur plateau,Soumise,En attente d’examen,2026-04-01 08:00,2026-04-01 08:00`,
    );
    expect(rows[1]).toContain(`${interview.id},Luc,Gagnon,`);
    expect(rows[1]).toContain(',Soumise,Entrevue,');
  });

  it('writes every matching row, past one read batch, in the list’s order', async () => {
    const position = await createPosition(t);
    // One candidate per application keeps the "one active application" rule.
    await seedApplicants(
      t,
      Array.from({ length: 2105 }, (_, i) => ({
        jobId: position.p_id,
        created_at: new Date(Date.UTC(2025, 0, 1, 0, i)),
      })),
    );
    const response = await get(`${apiPaths.adminApplicationsCsv}?position=${position.p_id}`);
    const lines = response.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2106);
    const created = lines.slice(1).map((line) => line.split(',')[9]);
    // 2104 minutes after midnight UTC on Jan 1 is 6:04 AM on Jan 2 in Toronto (UTC-5).
    expect(created[0]).toBe('2025-01-02 06:04');
    expect(created.at(-1)).toBe('2024-12-31 19:00');
    expect(new Set(lines).size).toBe(2106);
  });

  it('records the export in the audit log with its filters', async () => {
    const response = await get(`${apiPaths.adminApplicationsCsv}?status=hired&q=smith`);
    expect(response.statusCode).toBe(200);
    const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: 'applications.export',
      actor_id: adminId,
      details: { status: 'hired', q: 'smith' },
    });
  });

  it('names an export’s position by its number, not its database id', async () => {
    const position = await createPosition(t, { p_position_number: 'CB-NB-160', p_position_title: 'Flatbed Driver' });
    expect((await get(`${apiPaths.adminApplicationsCsv}?position=${position.p_id}`)).statusCode).toBe(200);
    const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry?.details).toEqual({
      position: position.p_id,
      position_number: 'CB-NB-160',
      position_title: 'Flatbed Driver',
    });
  });

  it('answers 400 for a bad filter', async () => {
    const response = await get(`${apiPaths.adminApplicationsCsv}?sort=evil`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(inEnglish.t('adminApplications.badSort'));
  });
});

describe('GET /api/admin/stats', () => {
  it('counts by status and stage, by position, and per week for exactly the last 12 weeks', async () => {
    const before: AdminStats = (await get(apiPaths.adminStats)).json();
    const position = await createPosition(t, { p_position_title: 'Stats Route' });
    const now = Date.now();
    const weekMs = 7 * 24 * 60 * 60 * 1000;
    await seedApplicant(t, { jobId: position.p_id, status: 'in_progress', created_at: new Date(now) });
    await seedApplicant(t, { jobId: position.p_id, recruiter_stage: 'hired', created_at: new Date(now - 3 * weekMs) });
    await seedApplicant(t, {
      jobId: position.p_id,
      recruiter_stage: 'rejected',
      created_at: new Date(now - 3 * weekMs),
    });
    await seedApplicant(t, { jobId: position.p_id, status: 'cancelled', created_at: new Date(now - 20 * weekMs) });

    const response = await get(apiPaths.adminStats);
    expect(response.statusCode).toBe(200);
    const after: AdminStats = response.json();
    expect(after.byStatus.total - before.byStatus.total).toBe(4);
    expect(after.byStatus.status.in_progress - before.byStatus.status.in_progress).toBe(1);
    expect(after.byStatus.status.submitted - before.byStatus.status.submitted).toBe(2);
    expect(after.byStatus.status.cancelled - before.byStatus.status.cancelled).toBe(1);
    expect(after.byStatus.stage.hired - before.byStatus.stage.hired).toBe(1);
    expect(after.byStatus.stage.rejected - before.byStatus.stage.rejected).toBe(1);
    expect(after.byPosition).toContainEqual({ job_id: position.p_id, p_position_title: 'Stats Route', count: 4 });

    expect(after.perWeek).toHaveLength(12);
    const mondays = after.perWeek.map((week) => new Date(`${week.week_start}T00:00:00Z`));
    for (const [i, monday] of mondays.entries()) {
      expect(monday.getUTCDay()).toBe(1);
      if (i > 0) expect(monday.getTime() - (mondays[i - 1] as Date).getTime()).toBe(weekMs);
    }
    const last = mondays.at(-1) as Date;
    expect(now - last.getTime()).toBeGreaterThanOrEqual(0);
    expect(now - last.getTime()).toBeLessThan(weekMs);
    // Exactly three weeks back is always the ninth of the twelve weeks; twenty weeks back is out.
    const delta = after.perWeek.map((week, i) => week.count - (before.perWeek[i]?.count ?? 0));
    expect(delta).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 1]);
    expect(delta.reduce((sum, n) => sum + n, 0)).toBe(3);
  });
});

describe('the dashboard weeks (decision 013)', () => {
  it("counts weeks on the carrier's calendar (TIME_ZONE), not UTC's", async () => {
    const zoned = await createTestApp({ TIME_ZONE: 'America/Toronto' });
    try {
      const position = await createPosition(zoned, { p_position_title: 'Week Edge' });
      // Sunday 21:00 in Toronto is already Monday 02:00 in UTC: it belongs to the week that ends.
      await seedApplicant(zoned, { jobId: position.p_id, created_at: new Date('2026-11-23T02:00:00Z') });
      const result = await stats(
        { db: zoned.database.db, config: zoned.config } as AppContext,
        EVERY_APPLICANT,
        new Date('2026-11-25T12:00:00Z'),
      );
      const byWeek = Object.fromEntries(result.perWeek.map((week) => [week.week_start, week.count]));
      expect(result.perWeek.at(-1)?.week_start).toBe('2026-11-23');
      expect(byWeek['2026-11-16']).toBe(1);
      expect(byWeek['2026-11-23']).toBe(0);
      // Monday 03:00 in UTC is still Sunday in Toronto: the week that starts on Monday the 23rd holds nothing yet.
      expect(weekStart(new Date('2026-11-23T03:00:00Z'), 'America/Toronto').toISOString().slice(0, 10)).toBe(
        '2026-11-16',
      );
    } finally {
      await zoned.close();
    }
  }, 90_000);
});

describe('the admin applicants routes', () => {
  const routes = [
    ['GET', apiPaths.adminApplications, undefined],
    ['GET', apiPaths.adminApplicationsCsv, undefined],
    ['GET', apiPaths.adminStats, undefined],
    ['GET', apiPaths.adminApplication(1), undefined],
    ['PUT', apiPaths.adminApplicationStatus(1), { stage: 'in_review' }],
    ['POST', apiPaths.adminApplicationNotes(1), { note: 'Called back' }],
  ] as const;

  it.each(routes)('%s %s answers 401 without a token and 403 to a candidate', async (method, url, payload) => {
    const candidate = await createCandidate(t);
    const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: inEnglish.t('api.unauthorized'), messageId: 'api.unauthorized' });
    const forbidden = await t.app.inject({
      method,
      url,
      headers: bearer(candidate.token),
      ...(payload ? { payload } : {}),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: inEnglish.t('api.forbidden'), messageId: 'api.forbidden' });
  });

  it('writes no audit entry for a refused export', async () => {
    const candidate = await createCandidate(t);
    const count = async () =>
      (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'applications.export'))).length;
    const before = await count();
    await get(apiPaths.adminApplicationsCsv, candidate.token);
    expect(await count()).toBe(before);
  });
});

describe('the OpenAPI description', () => {
  it('lists the admin applicants routes under the admin tag, with bearer security', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
    const expected: Array<[string, string]> = [
      ['/api/admin/applications', 'get'],
      ['/api/admin/applications.csv', 'get'],
      ['/api/admin/stats', 'get'],
      ['/api/admin/applications/{id}', 'get'],
      ['/api/admin/applications/{id}/status', 'put'],
      ['/api/admin/applications/{id}/notes', 'post'],
    ];
    for (const [path, method] of expected) {
      const operation = paths[path]?.[method];
      expect(operation?.tags, `${method} ${path}`).toEqual(['admin']);
      expect(operation?.security).toEqual([{ bearerAuth: [] }]);
    }
  });
});
