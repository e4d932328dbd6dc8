import { apiPaths, inEnglish, ROLE_ADMIN, ROLE_CANDIDATE } from '@roadhire/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presetRoleId } from '../src/data/roles-repository.js';
import { users } from '../src/db/schema.js';
import { createAdmin } from './helpers/admin-applicants.js';
import { type BadRequest, badRequest, type CallerIds, seededRandom } from './helpers/bad-input.js';
import { applyForm, bearer, createCandidate, createPosition } from './helpers/factories.js';
import { operationsOf } from './helpers/openapi.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Bad input, generated from the app's own OpenAPI description: every route and method, as an
// anonymous caller, a candidate and an administrator. No route is skipped. Requests that succeed
// may change the callers (an administrator demoted, a candidate promoted, their sessions ended):
// every 200 requests their roles and sessions are put back, so each keeps testing as who it is.
//
// Replay a failure: BAD_INPUT_SEED=<the printed seed> npx vitest run apps/api/test/bad-input.test.ts
// (the same seed sends the same requests in the same order, four at a time).
// app.inject runs the same routing, hooks, body parsers, validation and handlers as a socket does;
// only Node's HTTP parser is left out, and it answers broken HTTP framing itself before Fastify.
const SEED = Number(process.env.BAD_INPUT_SEED ?? 20_261_123);
const REQUESTS = Number(process.env.BAD_INPUT_REQUESTS ?? 10_500);
const BATCH = 4;

interface Caller {
  name: 'anonymous' | 'candidate' | 'administrator';
  id?: number;
  token?: string;
  ids: CallerIds;
}

let t: TestApp;
let callers: Caller[];
beforeAll(async () => {
  t = await createTestApp();
  const candidate = await createCandidate(t);
  const admin = await createAdmin(t);
  const position = await createPosition(t);
  const applied = await t.app.inject({
    method: 'POST',
    url: apiPaths.apply,
    headers: bearer(candidate.token),
    payload: applyForm(position.p_id),
  });
  const applicationId = String(applied.json().application_id);
  const shared = { applicationId, jobId: String(position.p_id), id: applicationId };
  callers = [
    { name: 'anonymous', ids: shared },
    { name: 'candidate', id: candidate.id, token: candidate.token, ids: { ...shared, userId: String(candidate.id) } },
    { name: 'administrator', id: admin.id, token: admin.token, ids: { ...shared, userId: String(candidate.id) } },
  ];
});
afterAll(() => t.close());

/**
 * Puts back a role (and the team role that goes with it) a generated request changed, and the
 * callers' sessions a role change or "Log out everywhere" ended; returns how many it put back.
 */
async function restoreRoles(): Promise<number> {
  let restored = 0;
  const administratorRole = (await presetRoleId(t.database.db, 'administrator')) ?? null;
  for (const caller of callers) {
    if (caller.id === undefined) continue;
    const role = caller.name === 'administrator' ? ROLE_ADMIN : ROLE_CANDIDATE;
    const role_id = caller.name === 'administrator' ? administratorRole : null;
    const [row] = await t.database.db
      .select({ role: users.role, role_id: users.role_id, sessionsValidAfter: users.sessions_valid_after })
      .from(users)
      .where(eq(users.id, caller.id));
    if (row?.role !== role || row.role_id !== role_id || row.sessionsValidAfter) {
      await t.database.db
        .update(users)
        .set({ role, role_id, sessions_valid_after: null })
        .where(eq(users.id, caller.id));
      restored++;
    }
  }
  return restored;
}

const describeRequest = (i: number, caller: Caller, request: BadRequest, status: number, body: string) => {
  const payload = request.payload === undefined ? '' : String(request.payload);
  return [
    `#${i} seed ${SEED}, ${caller.name}, ${request.kind}: ${request.method} ${request.url.slice(0, 300)}`,
    `  headers ${JSON.stringify({ ...request.headers, authorization: request.headers.authorization?.slice(0, 40) })}`,
    `  body (${payload.length} chars) ${JSON.stringify(payload.slice(0, 300))}`,
    `  → ${status} ${body.slice(0, 300)}`,
  ].join('\n');
};

describe('generated bad input on every route', () => {
  it(`answers ${REQUESTS} bad requests without a 5xx, each 4xx with a message, and stays healthy`, async () => {
    const operations = operationsOf(t.app);
    expect(operations.length).toBeGreaterThan(40);
    const random = seededRandom(SEED);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const timeByRoute = new Map<string, number>();
    let restored = 0;
    const started = Date.now();
    console.warn(`bad input: seed ${SEED}, ${REQUESTS} requests over ${operations.length} routes and methods`);

    // Four at a time: the requests are drawn in order from the seed, whatever the answers, so a
    // seed always sends the same requests; only their interleaving within a batch of four varies.
    for (let start = 0; start < REQUESTS; start += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, REQUESTS - start) }, (_, offset) => {
        const i = start + offset;
        const op = operations[i % operations.length];
        const caller = callers[Math.floor(i / operations.length) % callers.length];
        if (!op || !caller) throw new Error('no operation');
        return { i, op, caller, request: badRequest(op, random, caller.ids, caller.token && `Bearer ${caller.token}`) };
      });
      await Promise.all(
        batch.map(async ({ i, op, caller, request }) => {
          const sent = performance.now();
          const response = await t.app.inject({
            method: request.method,
            url: request.url,
            headers: request.headers,
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          const key = `${op.method} ${op.path}`;
          timeByRoute.set(key, (timeByRoute.get(key) ?? 0) + performance.now() - sent);
          const status = response.statusCode;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          let problem = status >= 500 ? 'a server error' : '';
          if (status >= 400 && status < 500) {
            let message: unknown;
            try {
              message = (response.json() as { message?: unknown }).message;
            } catch {}
            if (typeof message !== 'string' || !message) problem = 'a 4xx without a { message } string';
          }
          if (problem) failures.push(`${problem}\n${describeRequest(i, caller, request, status, response.body)}`);
        }),
      );
      if (start % 200 === 0) restored += await restoreRoles();
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const histogram = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    console.warn(`bad input: ${seconds} s; ${histogram.join(', ')}; roles put back ${restored} times`);
    const slowest = [...timeByRoute.entries()].sort(([, a], [, b]) => b - a).slice(0, 5);
    console.warn(
      `bad input: slowest routes ${slowest.map(([route, ms]) => `${route} ${(ms / 1000).toFixed(1)} s`).join(', ')}`,
    );
    if (failures.length) console.warn(failures.slice(0, 30).join('\n\n'));
    expect(failures.slice(0, 10), `${failures.length} failures, seed ${SEED}`).toEqual([]);

    // Healthy afterwards: health answers, and valid requests of each caller still work.
    await restoreRoles();
    expect((await t.app.inject({ method: 'GET', url: apiPaths.health })).statusCode).toBe(200);
    const [, candidate, admin] = callers;
    const profile = await t.app.inject({
      method: 'GET',
      url: apiPaths.profile,
      headers: bearer(candidate?.token ?? ''),
    });
    expect(profile.statusCode).toBe(200);
    const stats = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(admin?.token ?? '') });
    expect(stats.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.openPositions })).statusCode).toBe(200);
  }, 300_000);
});

describe('a NUL character', () => {
  it('is refused with 400 in a query and a JSON body, and nothing is written', async () => {
    const admin = callers[2];
    const asAdmin = bearer(admin?.token ?? '');
    for (const url of ['/api/admin/positions?q=%00', '/api/admin/users?q=a%00b', '/api/admin/audit?actor=%00']) {
      const response = await t.app.inject({ method: 'GET', url, headers: asAdmin });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const email = 'nul-driver@example.test';
    const register = await t.app.inject({
      method: 'POST',
      url: apiPaths.register,
      payload: {
        first_name: 'Ma\u0000ya',
        last_name: 'Singh',
        full_name: 'Maya Singh',
        email,
        password: 'Highway-401',
      },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toEqual({ message: inEnglish.t('api.nulCharacter'), messageId: 'api.nulCharacter' });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('is refused like half of a surrogate pair, which PostgreSQL cannot store either', async () => {
    const admin = callers[2];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/applications/1/notes',
      headers: { ...bearer(admin?.token ?? ''), 'content-type': 'application/json' },
      payload: '{"note":"\\udfff\\ud800"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: inEnglish.t('api.nulCharacter'), messageId: 'api.nulCharacter' });
  });
});
