import { type AdminApplicantFile, apiPaths } from '@roadhire/shared';
import { signBody } from '@roadhire/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationSignatures } from '../src/db/schema.js';
import { canonicalSnapshot, snapshotOf } from '../src/domain/signing/signed-application.js';
import { createAdmin } from './helpers/admin-applicants.js';
import { bearer, multipartFile, SMALL_PDF } from './helpers/factories.js';
import { submittedCandidate } from './helpers/submitted-application.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Decision 016: a signed application is frozen, documents included. Drivers sign while their own
// upload or delete is on its way; every signed application must still read as its snapshot. On
// PostgreSQL the requests really run at once; PGlite (one connection) runs fewer, in turn.

const DRIVERS = process.env.TEST_DB_KIND === 'postgres' ? 30 : 6;
/** The writes start within this many milliseconds of the signature, spread over the drivers. */
const SPREAD_MS = 40;

let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The application as it reads now, in the form it was signed, against the text that was signed. */
async function matchesItsSnapshot(applicationId: number): Promise<boolean> {
  const [signature] = await t.database.db
    .select()
    .from(applicationSignatures)
    .where(eq(applicationSignatures.application_id, applicationId));
  if (!signature) return true;
  const file = await t.app.inject({
    method: 'GET',
    url: apiPaths.adminApplication(applicationId),
    headers: bearer(admin.token),
  });
  expect(file.statusCode, file.body).toBe(200);
  return canonicalSnapshot(snapshotOf(file.json() as AdminApplicantFile)).text === signature.snapshot;
}

describe('signing while a document is uploaded or deleted', () => {
  it('leaves every signed application as its snapshot: each write is in it or refused', async ({ annotate }) => {
    const drivers = [];
    for (let i = 0; i < DRIVERS; i++) drivers.push(await submittedCandidate(t, { unsigned: true }));

    const outcomes = await Promise.all(
      drivers.map(async (driver, i) => {
        const token = driver.candidate.token;
        const signing = t.app.inject({
          method: 'POST',
          url: apiPaths.sign(driver.applicationId),
          headers: bearer(token),
          payload: signBody({ first_name: 'Maya', last_name: 'Singh' }),
        });
        await later((i * SPREAD_MS) / DRIVERS);
        const file = multipartFile(SMALL_PDF, 'late.pdf');
        const write =
          i % 2 === 0
            ? t.app.inject({
                method: 'POST',
                url: apiPaths.uploadDoc('training'),
                headers: { ...file.headers, ...bearer(token) },
                payload: file.payload,
              })
            : t.app.inject({
                method: 'DELETE',
                url: apiPaths.deleteDoc(driver.training.doc_id),
                headers: bearer(token),
              });
        const [signed, written] = await Promise.all([signing, write]);
        expect(signed.statusCode, signed.body).toBe(200);
        expect([200, 201, 409], written.body).toContain(written.statusCode);
        return matchesItsSnapshot(driver.applicationId);
      }),
    );
    const mismatched = outcomes.filter((matches) => !matches).length;
    await annotate(`signed applications no longer matching their snapshot: ${mismatched} of ${DRIVERS}`);
    expect(mismatched).toBe(0);
  }, 300_000);
});
