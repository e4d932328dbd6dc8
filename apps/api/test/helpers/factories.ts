import { randomUUID } from 'node:crypto';
import { apiPaths, type LoginResponse, type RegisterRequest } from '@roadhire/shared';
import { linkIn } from '@roadhire/testing';
import { expect } from 'vitest';
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
