import { randomUUID } from 'node:crypto';
import { apiPaths, type LoginResponse, type RegisterRequest } from '@roadhire/shared';
import { linkIn } from '@roadhire/testing';

export { applyForm } from '@roadhire/testing';

import { expect } from 'vitest';
import { insertPositions, type NewPosition } from '../../src/data/positions-repository.js';
import type { Position } from '../../src/db/schema.js';
import { ALL_CARD_LINES } from '../../src/db/seed/demo-positions.js';
import type { TestApp } from './test-app.js';

export function uniqueEmail(prefix = 'driver'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

export function registration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    first_name: 'Maya',
    last_name: 'Singh',
    full_name: 'Maya Singh',
    email: uniqueEmail(),
    mobile: '4165550123',
    password: 'Highway-401',
    ...overrides,
  };
}

/** The link of the newest verification mail to `email`, as a path with its query. */
export async function verificationPath(t: TestApp, email: string): Promise<string> {
  const mail = await t.mailbox.waitFor(email, /Verify your email/);
  const url = new URL(linkIn(mail, '/api/auth/verify-email/'));
  return url.pathname;
}

/** A registered, verified and logged-in candidate, made through the API as a driver would. */
export async function createCandidate(
  t: TestApp,
  overrides: Partial<RegisterRequest> = {},
): Promise<LoginResponse & { email: string; password: string }> {
  const body = registration(overrides);
  const registered = await t.app.inject({ method: 'POST', url: apiPaths.register, payload: body });
  expect(registered.statusCode).toBe(201);
  const verified = await t.app.inject({ method: 'GET', url: await verificationPath(t, body.email) });
  expect(verified.headers.location).toBe('/login?verified=1');
  const login = await t.app.inject({
    method: 'POST',
    url: apiPaths.login,
    payload: { userid: body.email, password: body.password },
  });
  expect(login.statusCode).toBe(200);
  return { ...(login.json() as LoginResponse), email: body.email, password: body.password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A position written straight to the database (recruiters' screens come later). */
export async function createPosition(
  t: Pick<TestApp, 'database'>,
  overrides: Partial<NewPosition> = {},
): Promise<Position> {
  const [position] = await insertPositions(t.database.db, [
    {
      p_position_title: 'Long Haul Driver',
      p_position_number: `T-${randomUUID().slice(0, 8)}`,
      p_openings: 2,
      p_closing_date: null,
      p_dangerous_goods: false,
      p_route_description: 'Ontario to Texas',
      p_landing_page_desc: '<p>Great pay</p>',
      p_landing_page_sell: {
        position_type: 'Long haul',
        driver_type: 'Company',
        license_class: 'AZ',
        license_conditions: null,
      },
      p_visible_info: ALL_CARD_LINES,
      p_org_unit: 'Highway',
      p_position_type: 'Full-time',
      p_city: 'Milton',
      p_province: 'Ontario',
      ...overrides,
    },
  ]);
  if (!position) throw new Error('no position');
  return position;
}

/** A multipart/form-data body with one file, as a browser sends it. */
export function multipartFile(bytes: Buffer, filename: string, contentType = 'application/pdf') {
  const boundary = `----roadhire${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export { SMALL_PDF } from '@roadhire/testing';
