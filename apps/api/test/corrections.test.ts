import { type ApplicationCorrections, apiPaths, type DriverPrivacy } from '@roadhire/shared';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationSignatures, auditLog } from '../src/db/schema.js';
import { createAdmin } from './helpers/admin-applicants.js';
import { bearer } from './helpers/factories.js';
import { submittedCandidate } from './helpers/submitted-application.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// A driver asks to correct a signed application; a recruiter records the correction as a new,
// audited version beside the signed snapshot, which never changes (decision 031).

describe('corrections of a signed application', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createAdmin>>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });

  it('records the answer to a request as version 2, then 3, audited, and the signed snapshot stays', async () => {
    const driver = await submittedCandidate(t);
    const id = driver.applicationId;
    const [signedBefore] = await t.database.db
      .select()
      .from(applicationSignatures)
      .where(eq(applicationSignatures.application_id, id));
    const asked = await t.app.inject({
      method: 'POST',
      url: apiPaths.privacyCorrection,
      headers: bearer(driver.candidate.token),
      payload: { application_id: id, detail: 'My licence expires in 2031, not 2030.' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const requestId: number = asked.json().id;

    const open: ApplicationCorrections = (await asAdmin('GET', apiPaths.adminApplicationCorrections(id))).json();
    expect(open.requests).toMatchObject([
      { id: requestId, status: 'received', detail: expect.stringContaining('2031') },
    ]);
    expect(open.versions).toEqual([]);

    const recorded = await asAdmin('POST', apiPaths.adminApplicationCorrections(id), {
      request_id: requestId,
      answer: 'Step 3 — Licence expiry',
      corrected: '2031-05-01',
      reason: 'Seen on the licence card.',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json()).toMatchObject({ version: 2, request_id: requestId, made_by: admin.email });

    // The same request cannot be answered twice; the carrier may still correct unasked.
    const again = await asAdmin('POST', apiPaths.adminApplicationCorrections(id), {
      request_id: requestId,
      answer: 'Step 3 — Licence expiry',
      corrected: '2031-05-02',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/not open/);
    const unasked = await asAdmin('POST', apiPaths.adminApplicationCorrections(id), {
      answer: 'Step 1 — Postal code',
      corrected: 'M5V 2T6',
    });
    expect(unasked.json()).toMatchObject({ version: 3, request_id: null });

    const after: ApplicationCorrections = (await asAdmin('GET', apiPaths.adminApplicationCorrections(id))).json();
    expect(after.versions.map((version) => [version.version, version.corrected])).toEqual([
      [2, '2031-05-01'],
      [3, 'M5V 2T6'],
    ]);
    expect(after.requests[0]).toMatchObject({
      id: requestId,
      status: 'done',
      answer: expect.stringContaining('version 2'),
    });

    // The driver reads the answer to their request.
    const mine: DriverPrivacy = (
      await t.app.inject({ method: 'GET', url: apiPaths.privacy, headers: bearer(driver.candidate.token) })
    ).json();
    expect(mine.requests.find((request) => request.id === requestId)?.answer).toMatch(/version 2/);

    // Signed snapshot, hash and signature unchanged, and the hash still verifies.
    const [signedAfter] = await t.database.db
      .select()
      .from(applicationSignatures)
      .where(eq(applicationSignatures.application_id, id));
    expect(signedAfter).toEqual(signedBefore);
    const verified = await asAdmin('POST', apiPaths.adminSignatureVerify(id));
    expect(verified.json().matches).toBe(true);

    // The driver's export carries the corrections beside the signed snapshot.
    const exported = await t.app.inject({
      method: 'GET',
      url: apiPaths.privacyExport,
      headers: bearer(driver.candidate.token),
    });
    expect(exported.statusCode).toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(exported.rawPayload)['data.json'] as Uint8Array));
    const application = data.applications.find((row: { answers: { id: number } }) => row.answers.id === id);
    expect(application.corrections).toMatchObject([
      { version: 2, answer: 'Step 3 — Licence expiry', corrected: '2031-05-01', reason: 'Seen on the licence card.' },
      { version: 3, corrected: 'M5V 2T6' },
    ]);
    expect(application.signature.snapshot_sha256).toBe(signedBefore?.snapshot_sha256);

    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'application.corrected'));
    expect(audits.map((row) => [row.target_id, (row.details as { version: number }).version])).toEqual([
      [id, 2],
      [id, 3],
    ]);
  });

  it('refuses what is not a correction of a signed application, with a message and nothing written', async () => {
    const unsigned = await submittedCandidate(t, { unsigned: true });
    const signed = await submittedCandidate(t);
    const other = await t.app.inject({
      method: 'POST',
      url: apiPaths.privacyCorrection,
      headers: bearer(unsigned.candidate.token),
      payload: { application_id: unsigned.applicationId, detail: 'About my own application' },
    });
    expect(other.statusCode, other.body).toBe(201);
    const body = { answer: 'Step 1 — City', corrected: 'Regina' };

    const notSigned = await asAdmin('POST', apiPaths.adminApplicationCorrections(unsigned.applicationId), body);
    expect(notSigned.statusCode).toBe(409);
    expect(notSigned.json().message).toMatch(/not signed/);
    // Another application's request cannot be closed from this one.
    const foreign = await asAdmin('POST', apiPaths.adminApplicationCorrections(signed.applicationId), {
      ...body,
      request_id: other.json().id,
    });
    expect(foreign.statusCode).toBe(409);
    for (const bad of [
      {},
      { answer: ' ', corrected: 'x' },
      { answer: 'x', corrected: 'y'.repeat(2001) },
      { ...body, request_id: -1 },
    ]) {
      const refused = await asAdmin('POST', apiPaths.adminApplicationCorrections(signed.applicationId), bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().message).toEqual(expect.any(String));
    }
    expect((await asAdmin('GET', apiPaths.adminApplicationCorrections(999_999))).statusCode).toBe(404);
    expect((await asAdmin('GET', apiPaths.adminApplicationCorrections('x' as unknown as number))).statusCode).toBe(400);
    const driverTries = await t.app.inject({
      method: 'POST',
      url: apiPaths.adminApplicationCorrections(signed.applicationId),
      headers: bearer(signed.candidate.token),
      payload: body,
    });
    expect(driverTries.statusCode).toBe(403);
    const listed: ApplicationCorrections = (
      await asAdmin('GET', apiPaths.adminApplicationCorrections(signed.applicationId))
    ).json();
    expect(listed.versions).toEqual([]);
  });
});
