import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { inEnglish, type OpenPosition, OpenPositionSchema } from '@roadhire/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countPositions } from '../src/data/positions-repository.js';
import { positions } from '../src/db/schema.js';
import { seedDatabase } from '../src/db/seed/index.js';
import { POSITIONS_FRESH_MS } from '../src/modules/positions/open-positions-cache.js';
import { createPosition } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A change shows within the cache's freshness window (decision 021). */
const freshnessWindow = () => new Promise((resolve) => setTimeout(resolve, POSITIONS_FRESH_MS + 50));

/** The list as a visitor sees it after a write: past the cache's freshness window (decision 021). */
const list = async () => {
  await freshnessWindow();
  return (await t.app.inject({ method: 'GET', url: '/api/open-positions' })).json() as OpenPosition[];
};

describe('GET /api/open-positions', () => {
  it('lists open positions with every §3 field, p_posting derived', async () => {
    const position = await createPosition(t, { p_closing_date: day(10), p_dangerous_goods: true });
    const found = (await list()).find((p) => p.p_id === position.p_id);
    expect(OpenPositionSchema.parse(found)).toMatchObject({
      p_position_title: 'Long Haul Driver',
      p_openings: 2,
      p_closing_date: day(10),
      p_dangerous_goods: true,
      p_posting: {
        p_closing_date: day(10),
        p_num_openings: 2,
        p_location: 'Milton, Ontario',
        p_dangerous_goods: true,
        p_route: 'Ontario to Texas',
      },
      p_contact_info: { city: 'Milton', province: 'Ontario' },
      p_visible_info: { openings: true, route: true },
      p_landing_page_sell: { license_class: 'AZ' },
    });
  });

  it('leaves out closed positions and those whose closing date has passed, keeps today’s', async () => {
    const closed = await createPosition(t, { p_status: 'closed' });
    const expired = await createPosition(t, { p_closing_date: day(-1) });
    const today = await createPosition(t, { p_closing_date: day(0) });
    const ids = (await list()).map((p) => p.p_id);
    expect(ids).not.toContain(closed.p_id);
    expect(ids).not.toContain(expired.p_id);
    expect(ids).toContain(today.p_id);
  });

  it('answers the same with or without a bearer token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/open-positions',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/open-positions/{jobId}', () => {
  it('answers one open position', async () => {
    const position = await createPosition(t);
    const response = await t.app.inject({ method: 'GET', url: `/api/open-positions/${position.p_id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ p_position_title: 'Long Haul Driver' });
  });

  it('answers 404 when it is missing, closed or expired, and 400 for a bad id', async () => {
    const closed = await createPosition(t, { p_status: 'closed' });
    const expired = await createPosition(t, { p_closing_date: day(-3) });
    for (const id of [closed.p_id, expired.p_id, 2_000_000_000]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/open-positions/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toHaveProperty('message');
    }
    for (const id of ['abc', '0', '0x1', '2147483648']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/open-positions/${id}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(inEnglish.t('api.invalidId'));
    }
  });
});

describe('position descriptions', () => {
  it('are sanitized when written', async () => {
    const position = await createPosition(t, {
      p_landing_page_desc: '<p onclick="x()">Pay</p><script>steal()</script><img src=x onerror=alert(1)>',
    });
    const response = await t.app.inject({ method: 'GET', url: `/api/open-positions/${position.p_id}` });
    expect(response.json().p_landing_page_desc).toBe('<p>Pay</p>');
  });
});

describe('demo positions', () => {
  it('seeds at least 12 realistic positions across provinces once, into an empty table', async () => {
    const fresh = await createTestApp();
    try {
      const config = { seedDemo: true, admin: undefined } as Parameters<typeof seedDatabase>[1];
      await seedDatabase(fresh.database.db, config, fresh.app.log);
      await seedDatabase(fresh.database.db, config, fresh.app.log);
      const count = await countPositions(fresh.database.db);
      expect(count).toBeGreaterThanOrEqual(12);
      const positions = (
        await fresh.app.inject({ method: 'GET', url: '/api/open-positions' })
      ).json() as OpenPosition[];
      expect(positions).toHaveLength(count);
      expect(new Set(positions.map((p) => p.p_province)).size).toBeGreaterThanOrEqual(6);
      expect(positions.every((p) => p.p_landing_page_desc.includes('<h3>'))).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});

describe('the careers list cache', () => {
  it('shows a change at once and answers 304 to a matching ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/open-positions' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/api/open-positions', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const added = await createPosition(t, { p_position_title: 'Brand New Route' });
    await freshnessWindow();
    const after = await t.app.inject({ method: 'GET', url: '/api/open-positions', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect((after.json() as OpenPosition[]).some((p) => p.p_id === added.p_id)).toBe(true);

    await t.database.db
      .update(positions)
      .set({ p_status: 'closed', updated_at: new Date() })
      .where(eq(positions.p_id, added.p_id));
    const closed = (await list()).map((p) => p.p_id);
    expect(closed).not.toContain(added.p_id);
  });
});

describe('compression', () => {
  it('answers the careers list in brotli or gzip as the client asks, identical once decoded', async () => {
    await createPosition(t);
    const plain = await t.app.inject({ method: 'GET', url: '/api/open-positions' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({
      method: 'GET',
      url: '/api/open-positions',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/api/open-positions',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });
});
