import { type AdminApplicationList, type AdminStats, apiPaths } from '@roadhire/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, erasedApplicationTallies } from '../src/db/schema.js';
import { createAdmin } from './helpers/admin-applicants.js';
import { bearer } from './helpers/factories.js';
import { submittedCandidate } from './helpers/submitted-application.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// An erased person appears nowhere a recruiter looks, while the dashboard's counts of the past keep
// them as anonymous totals (decision 031).

const DAY = 86_400_000;

describe('after an erasure', () => {
  let t: TestApp;
  let offset = 0;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp({}, { clock: () => new Date(Date.now() + offset) });
    adminToken = (await createAdmin(t)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(adminToken) });
  const stats = async (): Promise<AdminStats> => (await get(apiPaths.adminStats)).json();
  const listed = async (q: string): Promise<number[]> =>
    ((await get(`${apiPaths.adminApplications}?q=${encodeURIComponent(q)}`)).json() as AdminApplicationList).items.map(
      (item) => item.id,
    );

  it('keeps the dashboard’s counts as anonymous totals and leaves no trace in the lists', async () => {
    const erased = await submittedCandidate(t);
    const kept = await submittedCandidate(t);
    await t.database.db
      .update(applications)
      .set({ recruiter_stage: 'in_review' })
      .where(eq(applications.id, erased.applicationId));
    expect(await listed(erased.candidate.email)).toEqual([erased.applicationId]);

    const asked = await t.app.inject({
      method: 'POST',
      url: apiPaths.privacyErasure,
      headers: bearer(erased.candidate.token),
      payload: { current_password: erased.candidate.password },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    offset += 31 * DAY;
    const before = await stats();

    const swept = await t.app.inject({ method: 'POST', url: apiPaths.adminPrivacySweep, headers: bearer(adminToken) });
    expect(swept.statusCode, swept.body).toBe(200);
    expect(swept.json().people).toBe(1);
    expect(await t.database.db.select().from(applications).where(eq(applications.id, erased.applicationId))).toEqual(
      [],
    );

    // The dashboard still counts the erased application: by status, stage, position and week.
    const after = await stats();
    expect(after).toEqual(before);
    expect(after.byStatus.stage.in_review).toBeGreaterThanOrEqual(1);
    const tallies = await t.database.db.select().from(erasedApplicationTallies);
    expect(tallies.reduce((sum, row) => sum + row.count, 0)).toBe(1);
    expect(JSON.stringify(tallies)).not.toMatch(/Singh|Maya|@/);

    // The lists, the search and the CSV no longer know the person; the one kept is still there.
    expect(await listed(erased.candidate.email)).toEqual([]);
    expect(await listed(kept.candidate.email)).toEqual([kept.applicationId]);
    const csv = await get(apiPaths.adminApplicationsCsv);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain(erased.candidate.email);
    expect(csv.body).toContain(kept.candidate.email);

    // A second sweep erases nothing more and counts nothing twice.
    await t.app.inject({ method: 'POST', url: apiPaths.adminPrivacySweep, headers: bearer(adminToken) });
    expect(await stats()).toEqual(before);
  });
});
