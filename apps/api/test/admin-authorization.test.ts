import { apiPaths } from '@roadhire/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectRoutes, filled, type Method } from './helpers/app-routes.js';
import { bearer, createCandidate, createPosition } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// SPEC §6: the admin area is for role 1 only. Every route under /api/admin, whoever added it, is
// collected from the built app and called as an anonymous visitor and as a candidate.

let t: TestApp;
let candidateToken: string;
let adminRoutes: string[];

beforeAll(async () => {
  t = await createTestApp();
  candidateToken = (await createCandidate(t)).token;
  await createPosition(t);
  adminRoutes = collectRoutes(t.app, (pattern) => pattern.startsWith('/api/admin'));
});
afterAll(async () => t.close());

async function snapshot() {
  const counts = await t.database.db.execute(sql`select
    (select count(*)::int from audit_log) as audit,
    (select count(*)::int from users where role = 1) as admins,
    (select coalesce(max(updated_at), 'epoch')::text from positions) as positions,
    (select count(*)::int from positions) as position_count,
    (select count(*)::int from application_events) as events`);
  return (counts as unknown as { rows: unknown[] }).rows?.[0] ?? counts;
}

describe('admin authorization matrix', () => {
  it('collects every admin route, the ones of this area included', () => {
    expect(adminRoutes).toEqual(
      expect.arrayContaining([
        `GET ${apiPaths.adminPositions}`,
        `POST ${apiPaths.adminPositions}`,
        'GET /api/admin/positions/:id',
        'PUT /api/admin/positions/:id',
        `GET ${apiPaths.adminUsers}`,
        'PUT /api/admin/users/:id/role',
        `GET ${apiPaths.adminAudit}`,
        `GET ${apiPaths.adminApplications}`,
        `GET ${apiPaths.adminApplicationsCsv}`,
        'GET /api/admin/applications/:id',
        'PUT /api/admin/applications/:id/status',
        'POST /api/admin/applications/:id/notes',
        'GET /api/admin/applications/:id/pdf',
        'POST /api/admin/applications/:id/signature/verify',
        `GET ${apiPaths.adminStats}`,
      ]),
    );
  });

  it('refuses anonymous callers with 401 and candidates with 403 on every admin route, writing nothing', async () => {
    const before = await snapshot();
    for (const route of adminRoutes) {
      const [method, url] = route.split(' ') as [Method, string];
      const body = method === 'GET' || method === 'DELETE' ? {} : { payload: { role: 1, note: 'x', stage: 'hired' } };
      const anonymous = await t.app.inject({ method, url: filled(url), ...body });
      expect(anonymous.statusCode, `anonymous ${route}`).toBe(401);
      expect(typeof anonymous.json().message, route).toBe('string');
      const candidate = await t.app.inject({ method, url: filled(url), headers: bearer(candidateToken), ...body });
      expect(candidate.statusCode, `candidate ${route}`).toBe(403);
      expect(typeof candidate.json().message, route).toBe('string');
      const withBadToken = await t.app.inject({ method, url: filled(url), headers: bearer('not-a-token'), ...body });
      expect(withBadToken.statusCode, `bad token ${route}`).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });
});
