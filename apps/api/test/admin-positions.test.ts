import { type AdminPosition, type AdminPositionInput, apiPaths, inEnglish } from '@roadhire/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { createAdmin } from './helpers/admin-applicants.js';
import { bearer, createPosition, uniqueEmail } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(async () => t.close());

const today = () => new Date().toISOString().slice(0, 10);
const future = () => `${new Date().getUTCFullYear() + 1}-06-30`;

const visibleInfo = {
  openings: true,
  work_type: true,
  closing_date: true,
  dangerous_goods: false,
  license_classes: true,
  license_conditions: false,
  route: true,
};

function input(overrides: Partial<AdminPositionInput> = {}): AdminPositionInput {
  return {
    p_position_title: 'Regional Flatbed Driver',
    p_position_number: uniqueEmail('N').slice(0, 12),
    p_openings: 4,
    p_closing_date: future(),
    p_dangerous_goods: true,
    p_route_description: 'Ontario and Quebec',
    p_landing_page_desc: '<p>Home <strong>weekly</strong></p><script>alert(1)</script>',
    p_landing_page_sell: {
      position_type: 'Regional',
      driver_type: 'Company',
      license_class: 'AZ',
      license_conditions: 'No air brake restriction',
    },
    p_visible_info: {
      openings: true,
      work_type: true,
      closing_date: true,
      dangerous_goods: false,
      license_classes: true,
      license_conditions: false,
      route: true,
    },
    p_org_unit: 'Flatbed',
    p_position_type: 'Full-time',
    p_city: 'Brampton',
    p_province: 'Ontario',
    p_status: 'open',
    ...overrides,
  };
}

async function create(body: AdminPositionInput) {
  return t.app.inject({ method: 'POST', url: apiPaths.adminPositions, headers: bearer(admin.token), payload: body });
}

async function careersIds(): Promise<number[]> {
  const res = await t.app.inject({ method: 'GET', url: apiPaths.openPositions });
  expect(res.statusCode).toBe(200);
  return (res.json() as { p_id: number }[]).map((p) => p.p_id);
}

async function auditFor(id: number) {
  const rows = await t.database.db.select().from(auditLog);
  return rows.filter((row) => row.target_type === 'position' && row.target_id === id);
}

describe('admin positions', () => {
  it('creates a position with every §3 field, sanitizes the description and records who did it', async () => {
    const body = input();
    const res = await create(body);
    expect(res.statusCode).toBe(201);
    const created = res.json() as AdminPosition;
    expect(created).toMatchObject({
      p_position_title: 'Regional Flatbed Driver',
      p_position_number: body.p_position_number,
      p_openings: 4,
      p_closing_date: body.p_closing_date,
      p_dangerous_goods: true,
      p_route_description: 'Ontario and Quebec',
      p_landing_page_sell: body.p_landing_page_sell,
      p_visible_info: body.p_visible_info,
      p_org_unit: 'Flatbed',
      p_position_type: 'Full-time',
      p_city: 'Brampton',
      p_province: 'Ontario',
      p_contact_info: { city: 'Brampton', province: 'Ontario' },
      p_posting: { p_num_openings: 4, p_location: 'Brampton, Ontario', p_route: 'Ontario and Quebec' },
      p_status: 'open',
      state: 'open',
      applications_count: 0,
    });
    expect(created.p_landing_page_desc).toContain('<strong>weekly</strong>');
    expect(created.p_landing_page_desc).not.toContain('script');
    expect(Date.parse(created.created_at)).not.toBeNaN();

    const fetched = await t.app.inject({
      method: 'GET',
      url: apiPaths.adminPosition(created.p_id),
      headers: bearer(admin.token),
    });
    expect(fetched.json()).toEqual(created);
    expect(await careersIds()).toContain(created.p_id);

    const [entry] = await auditFor(created.p_id);
    expect(entry).toMatchObject({ actor_id: admin.id, actor_email: admin.email, action: 'position.create' });
    expect(entry?.created_at).toBeInstanceOf(Date);
  });

  it('refuses a duplicate number with 409 and a message, on create and on edit', async () => {
    const first = (await create(input())).json() as AdminPosition;
    const again = await create(input({ p_position_number: first.p_position_number }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: inEnglish.t('adminPositions.numberTaken'),
      messageId: 'adminPositions.numberTaken',
    });

    const other = (await create(input())).json() as AdminPosition;
    const edit = await t.app.inject({
      method: 'PUT',
      url: apiPaths.adminPosition(other.p_id),
      headers: bearer(admin.token),
      payload: input({ p_position_number: first.p_position_number }),
    });
    expect(edit.statusCode).toBe(409);
  });

  it('edits every field, and closing or reopening takes effect on the careers page at once', async () => {
    const created = (await create(input())).json() as AdminPosition;
    expect(await careersIds()).toContain(created.p_id);

    const edited = input({
      p_position_title: 'Local Tanker Driver',
      p_position_number: `${created.p_position_number}-B`,
      p_openings: null,
      p_closing_date: null,
      p_dangerous_goods: false,
      p_route_description: '',
      p_landing_page_desc: '<p onclick="x()">Day shifts</p>',
      p_visible_info: { ...visibleInfo, route: false },
      p_org_unit: 'Tanker',
      p_position_type: 'Part-time',
      p_city: 'Hamilton',
      p_province: 'Ontario',
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: apiPaths.adminPosition(created.p_id),
      headers: bearer(admin.token),
      payload: edited,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      p_position_title: 'Local Tanker Driver',
      p_openings: null,
      p_closing_date: null,
      p_route_description: null,
      p_landing_page_desc: '<p>Day shifts</p>',
      p_city: 'Hamilton',
    });
    const [, update] = await auditFor(created.p_id);
    expect(update?.action).toBe('position.update');
    expect(update?.details.changed).toEqual(
      expect.arrayContaining([
        'p_position_title',
        'p_position_number',
        'p_openings',
        'p_closing_date',
        'p_dangerous_goods',
        'p_route_description',
        'p_landing_page_desc',
        'p_visible_info',
        'p_org_unit',
        'p_position_type',
        'p_city',
      ]),
    );
    expect(update?.details.changed).not.toContain('p_status');
    // Each changed field with its value before and after, as stored (the description once cleaned).
    expect(update?.details.before).toMatchObject({
      p_position_title: created.p_position_title,
      p_city: created.p_city,
      p_openings: created.p_openings,
    });
    expect(update?.details.after).toMatchObject({
      p_position_title: 'Local Tanker Driver',
      p_city: 'Hamilton',
      p_openings: null,
      p_landing_page_desc: '<p>Day shifts</p>',
    });
    // jsonb keeps its own key order.
    const changed = update?.details.changed as string[];
    expect(Object.keys(update?.details.after ?? {}).sort()).toEqual([...changed].sort());

    const close = await t.app.inject({
      method: 'PUT',
      url: apiPaths.adminPosition(created.p_id),
      headers: bearer(admin.token),
      payload: { ...edited, p_status: 'closed' },
    });
    expect(close.json()).toMatchObject({ p_status: 'closed', state: 'closed' });
    expect(await careersIds()).not.toContain(created.p_id);
    const single = await t.app.inject({ method: 'GET', url: apiPaths.openPosition(created.p_id) });
    expect(single.statusCode).toBe(404);

    const reopen = await t.app.inject({
      method: 'PUT',
      url: apiPaths.adminPosition(created.p_id),
      headers: bearer(admin.token),
      payload: { ...edited, p_status: 'open' },
    });
    expect(reopen.json()).toMatchObject({ p_status: 'open', state: 'open' });
    expect(await careersIds()).toContain(created.p_id);

    const actions = (await auditFor(created.p_id)).map((row) => row.action);
    expect(actions).toEqual(['position.create', 'position.update', 'position.close', 'position.reopen']);
    const closeEntry = (await auditFor(created.p_id))[2];
    expect(closeEntry?.details).toMatchObject({
      changed: ['p_status'],
      before: { p_status: 'open' },
      after: { p_status: 'closed' },
    });
  });

  it('lists open, closed and expired positions with search, status filter and paging', async () => {
    const tag = uniqueEmail('city').slice(5, 13);
    const open = await createPosition(t, { p_city: `Open${tag}` });
    const closed = await createPosition(t, { p_city: `Closed${tag}`, p_status: 'closed' });
    const expired = await createPosition(t, { p_city: `Gone${tag}`, p_closing_date: '2020-01-31' });
    const list = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${apiPaths.adminPositions}?${query}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { items: AdminPosition[]; total: number };
    };

    const all = await list(`q=${tag}`);
    expect(all.total).toBe(3);
    expect(Object.fromEntries(all.items.map((p) => [p.p_id, p.state]))).toEqual({
      [open.p_id]: 'open',
      [closed.p_id]: 'closed',
      [expired.p_id]: 'expired',
    });
    expect((await list(`q=${tag}&status=expired`)).items.map((p) => p.p_id)).toEqual([expired.p_id]);
    expect((await list(`q=${tag}&status=closed`)).items.map((p) => p.p_id)).toEqual([closed.p_id]);
    expect((await list(`q=${tag}&status=open`)).items.map((p) => p.p_id)).toEqual([open.p_id]);
    expect((await list(`q=${open.p_position_number}`)).items.map((p) => p.p_id)).toEqual([open.p_id]);
    expect((await list('q=100%25')).total).toBe(0);
    expect(await careersIds()).not.toContain(expired.p_id);

    const page1 = await list(`q=${tag}&pageSize=2&page=1`);
    const page2 = await list(`q=${tag}&pageSize=2&page=2`);
    expect(page1.total).toBe(3);
    expect(page1.items).toHaveLength(2);
    expect(page2.items).toHaveLength(1);
    expect(new Set([...page1.items, ...page2.items].map((p) => p.p_id)).size).toBe(3);

    const many = await list('');
    expect(many.items.length).toBeLessThanOrEqual(25);
    expect(many.total).toBeGreaterThanOrEqual(3);
  });

  it('answers bad input with 400 and a message, and an unknown id with 404', async () => {
    const cases: [string, string, unknown][] = [
      ['POST', apiPaths.adminPositions, { ...input(), p_position_title: '' }],
      ['POST', apiPaths.adminPositions, { ...input(), p_closing_date: '31/12/2030' }],
      ['POST', apiPaths.adminPositions, { ...input(), p_status: 'expired' }],
      ['POST', apiPaths.adminPositions, { ...input(), p_openings: -1 }],
      ['POST', apiPaths.adminPositions, 'not json'],
      ['GET', `${apiPaths.adminPositions}?pageSize=101`, undefined],
      ['GET', `${apiPaths.adminPositions}?page=0`, undefined],
      ['GET', `${apiPaths.adminPositions}?status=gone`, undefined],
      ['GET', apiPaths.adminPosition('abc'), undefined],
      ['PUT', apiPaths.adminPosition(1), { p_status: 'closed' }],
    ];
    for (const [method, url, payload] of cases) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { ...bearer(admin.token), 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: apiPaths.adminPosition(2_000_000_000),
      headers: bearer(admin.token),
    });
    expect(missing.statusCode).toBe(404);
    const missingPut = await t.app.inject({
      method: 'PUT',
      url: apiPaths.adminPosition(2_000_000_000),
      headers: bearer(admin.token),
      payload: input(),
    });
    expect(missingPut.statusCode).toBe(404);
  });

  it('uses today as still open', async () => {
    const res = await create(input({ p_closing_date: today() }));
    expect(res.json()).toMatchObject({ state: 'open' });
  });
});
