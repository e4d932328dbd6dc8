import {
  apiPaths,
  inEnglish,
  PERMISSION_LABELS,
  type PermissionKey,
  PRESET_ROLE_KEYS,
  PRESET_ROLE_PERMISSIONS,
  type PresetRoleKey,
} from '@roadhire/shared';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presetRoleId } from '../src/data/roles-repository.js';
import { users } from '../src/db/schema.js';
import { permissionsPlugin } from '../src/plugins/permissions.js';
import { missingPermission, requirementOf } from '../src/plugins/route-permissions.js';
import { createAdmin, seedApplicant } from './helpers/admin-applicants.js';
import { bearer, createCandidate, createPosition } from './helpers/factories.js';
import { fillPath, type Operation, operationsOf, validParameter, validQueryString } from './helpers/openapi.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Issue 43: the server checks every permission on every admin route. Every admin route of the
// app's own OpenAPI description is called as a member of each preset role: a route whose
// permission the role lacks is refused 403, naming it, before its input is read; one whose
// permission it holds is never refused (its placeholder input may well be answered otherwise).

const OWNER_EMAIL = 'owner-of-the-portal@example.test';
type Caller = { token: string };
let t: TestApp;
let members: Record<PresetRoleKey, Caller>;
let owner: Caller;
let adminOperations: Operation[];

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: OWNER_EMAIL, ADMIN_PASSWORD: 'Owner-pass-1' });
  const entries = [];
  for (const key of PRESET_ROLE_KEYS) {
    // Each with the investigation file's own flag, so the role alone decides.
    entries.push([key, await createAdmin(t, { role: await presetRoleId(t.database.db, key), investigations: true })]);
  }
  members = Object.fromEntries(entries) as Record<PresetRoleKey, Caller>;
  const account = await createCandidate(t, { email: OWNER_EMAIL });
  // The administrator of ADMIN_EMAIL, with no role at all: every permission all the same.
  await t.database.db
    .update(users)
    .set({ role: 1, role_id: null, can_view_investigations: true })
    .where(eq(users.id, account.id));
  owner = account;
  adminOperations = operationsOf(t.app).filter((op) => op.path.startsWith('/api/admin/'));
});
afterAll(async () => t.close());

const call = (caller: Caller, method: string, url: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(caller.token),
    ...(payload === undefined ? {} : { payload }),
  });

const callPlaceholder = (caller: Caller, op: Operation) =>
  call(caller, op.method, `${fillPath(op, validParameter)}${validQueryString(op)}`);

const refusal = (permission: PermissionKey) => ({
  message: inEnglish.t('team.api.permissionMissing', { permission: inEnglish.t(PERMISSION_LABELS[permission]) }),
  messageId: 'team.api.permissionMissing',
});

/** The Fastify pattern of an OpenAPI path: `{id}` is `:id`. */
const patternOf = (op: Operation) => op.path.replace(/\{(\w+)\}/g, ':$1');

describe('every admin route', () => {
  it('is in the OpenAPI description, each with a permission', () => {
    expect(adminOperations.length).toBeGreaterThan(50);
    for (const op of adminOperations) expect(requirementOf(op.method, patternOf(op)), op.path).toBeDefined();
  });

  it.each(PRESET_ROLE_KEYS)('refuses a %s what their role lacks, naming it, and lets the rest through', async (key) => {
    const held = new Set<PermissionKey>(PRESET_ROLE_PERMISSIONS[key]);
    let refused = 0;
    for (const op of adminOperations) {
      const requirement = requirementOf(op.method, patternOf(op));
      if (!requirement) throw new Error(`no permission for ${op.method} ${op.path}`);
      const missing = missingPermission(requirement, held);
      const response = await callPlaceholder(members[key], op);
      const route = `${key} ${op.method} ${op.path}`;
      if (missing) {
        refused++;
        expect(response.statusCode, route).toBe(403);
        expect(response.json(), route).toEqual(refusal(missing));
      } else {
        expect(response.statusCode, route).not.toBe(403);
      }
    }
    // The Administrator is refused nothing; every narrower preset something.
    if (key === 'administrator') expect(refused).toBe(0);
    else expect(refused).toBeGreaterThan(0);
  });

  it('never refuses the administrator of ADMIN_EMAIL, even without a role', async () => {
    for (const op of adminOperations) {
      const response = await callPlaceholder(owner, op);
      expect(response.statusCode, `${op.method} ${op.path}`).not.toBe(403);
    }
  });
});

describe('the presets, as a team uses them', () => {
  it('lets a Recruiter read and act on applicants, but not edit positions, read the privacy register or the roles', async () => {
    const recruiter = members.recruiter;
    const position = await createPosition(t);
    const applicant = await seedApplicant(t, { jobId: position.p_id });

    expect((await call(recruiter, 'GET', apiPaths.adminApplications)).statusCode).toBe(200);
    expect((await call(recruiter, 'GET', apiPaths.adminApplication(applicant.id))).statusCode).toBe(200);
    // The applicants' position filter lists the positions.
    expect((await call(recruiter, 'GET', apiPaths.adminPositions)).statusCode).toBe(200);
    const note = await call(recruiter, 'POST', apiPaths.adminApplicationNotes(applicant.id), {
      note: 'Called, no answer',
    });
    expect(note.statusCode).toBe(201);
    const moved = await call(recruiter, 'PUT', apiPaths.adminApplicationStatus(applicant.id), { stage: 'interview' });
    expect(moved.statusCode).toBe(200);

    const positionsEditor = [
      await call(recruiter, 'POST', apiPaths.adminPositions, {}),
      await call(recruiter, 'PUT', apiPaths.adminPosition(position.p_id), {}),
    ];
    for (const response of positionsEditor) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(refusal('positions'));
    }
    const register = await call(recruiter, 'GET', apiPaths.adminPrivacyRequests);
    expect(register.statusCode).toBe(403);
    expect(register.json()).toEqual(refusal('privacy'));
    const roles = await call(recruiter, 'GET', apiPaths.adminRoles);
    expect(roles.statusCode).toBe(403);
    expect(roles.json()).toEqual(refusal('team'));
    // The HEAD Fastify answers beside each GET asks what the GET asks.
    expect((await call(recruiter, 'HEAD', apiPaths.adminRoles)).statusCode).toBe(403);
    // Recording the hire is the hiring step, which the Recruiter preset leaves to others.
    const hire = await call(recruiter, 'PUT', apiPaths.adminApplicationStatus(applicant.id), {
      stage: 'hired',
      hired_on: '2026-12-01',
    });
    expect(hire.statusCode).toBe(403);
    expect(hire.json()).toEqual(refusal('hiring'));
  });

  it('lets a Compliance member read applicants, but not change a stage', async () => {
    const compliance = members.compliance;
    const position = await createPosition(t);
    const applicant = await seedApplicant(t, { jobId: position.p_id });

    expect((await call(compliance, 'GET', apiPaths.adminApplications)).statusCode).toBe(200);
    expect((await call(compliance, 'GET', apiPaths.adminApplication(applicant.id))).statusCode).toBe(200);
    const moved = await call(compliance, 'PUT', apiPaths.adminApplicationStatus(applicant.id), { stage: 'interview' });
    expect(moved.statusCode).toBe(403);
    expect(moved.json()).toEqual(refusal('applicants.act'));
    const file = (await call(compliance, 'GET', apiPaths.adminApplication(applicant.id))).json();
    expect(file.application.recruiter_stage).toBe('submitted');
    expect(file.events).toEqual([]);
  });

  it('keeps the investigation file’s own refusal for a member whose role has it but whose account does not', async () => {
    const processor = await createAdmin(t, { role: await presetRoleId(t.database.db, 'processor') });
    const response = await call(processor, 'GET', apiPaths.adminVerifications);
    expect(response.statusCode).toBe(403);
    expect(response.json().messageId).toBe('hiring.api.investigationsForbidden');
  });
});

describe('the admin area', () => {
  it('refuses to start with an admin route the table does not name', async () => {
    const app = Fastify();
    // As app.ts registers the admin scope: the route's registration fails, and the start with it.
    app.register(async (admin) => {
      await admin.register(permissionsPlugin, { db: t.database.db });
      admin.get('/api/admin/unlisted', async () => ({}));
    });
    await expect(app.ready()).rejects.toThrow(/GET \/api\/admin\/unlisted is an admin route without a permission/);
    await app.close().catch(() => {});
  });
});
