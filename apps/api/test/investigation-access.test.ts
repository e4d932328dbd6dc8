import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVESTIGATION_ROUTE_PREFIXES, isInvestigationRoute } from '../src/plugins/investigation-access.js';
import { createAdmin } from './helpers/admin-applicants.js';
import { collectRoutes, filled, type Method } from './helpers/app-routes.js';
import { bearer } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// 49 CFR 391.53(a): the investigation file is readable only by administrators allowed to see it.
// Every route under its prefixes, whoever adds it, is collected from the built app and called by an
// administrator without the permission.

let t: TestApp;
let adminToken: string;
let routes: string[];

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createAdmin(t)).token;
  routes = collectRoutes(t.app, isInvestigationRoute);
});
afterAll(() => t.close());

const auditCount = async () => {
  const result = (await t.database.db.execute(sql`select count(*)::int as n from audit_log`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n;
};

describe('the investigation file guard', () => {
  it('covers the Clearinghouse routes and any route under the previous-employer checks prefixes', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/admin/applications/:id/clearinghouse',
        'POST /api/admin/applications/:id/clearinghouse/queries',
        'GET /api/admin/applications/:id/clearinghouse/queries/:queryId/pdf',
        'POST /api/admin/applications/:id/clearinghouse/rtd-documents',
        'GET /api/admin/applications/:id/clearinghouse/rtd-documents/:documentId/pdf',
        'GET /api/admin/clearinghouse/due',
        'GET /api/admin/applications/:id/verifications',
        'POST /api/admin/verifications/:id/send',
        'GET /api/admin/verifications/:id/response.pdf',
        'GET /api/admin/applications/:id/investigation-file.pdf',
      ]),
    );
    expect(INVESTIGATION_ROUTE_PREFIXES).toEqual(
      expect.arrayContaining(['/api/admin/applications/:id/verifications', '/api/admin/verifications']),
    );
    for (const pattern of [
      '/api/admin/verifications',
      '/api/admin/verifications/:verificationId/resend',
      '/api/admin/applications/:id/verifications',
      '/api/admin/applications/:id/verifications/:verificationId',
      '/api/admin/applications/:id/verifications.pdf',
    ])
      expect(isInvestigationRoute(pattern), pattern).toBe(true);
    for (const pattern of [
      '/api/admin/applications/:id',
      '/api/admin/applications/:id/pdf',
      '/api/admin/verificationsx',
    ])
      expect(isInvestigationRoute(pattern), pattern).toBe(false);
  });

  it('answers 403 with a message on every such route to an administrator without the permission, writing nothing', async () => {
    const before = await auditCount();
    for (const route of routes) {
      const [method, url] = route.split(' ') as [Method, string];
      const body = method === 'GET' || method === 'DELETE' ? {} : { payload: { result: 'prohibited' } };
      const response = await t.app.inject({ method, url: filled(url), headers: bearer(adminToken), ...body });
      expect(response.statusCode, route).toBe(403);
      expect(typeof response.json().message, route).toBe('string');
    }
    expect(await auditCount()).toBe(before);
  });
});
