import { type AdminMe, PERMISSION_KEYS } from '@roadhire/shared';
import { vi } from 'vitest';

type Handler = (request: { method: string; body: unknown; headers: Headers }) => {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
};

export const BRAND = {
  companyName: 'Acme Haulage',
  companyPhone: '1-800-555-0100',
  hrEmail: 'hr@acme.example',
  hrSiteUrl: null,
  historyYears: { all: 3, cmv: 10 },
};

/** The signed-in member of `signInAsAdmin`: the administrator, holding every permission. */
export const ADMIN_ME: AdminMe = {
  id: 1,
  first_name: 'Ada',
  last_name: 'Admin',
  role: { id: 1, name: 'Administrator' },
  permissions: [...PERMISSION_KEYS],
};

/**
 * Replaces the network (not our code) with answers per "METHOD /path"; the brand is always there.
 * The admin area's member is the administrator unless a test answers `GET /api/admin/me` itself.
 * A call without a handler rejects like a network failure, and every call is recorded.
 */
export function fakeApi(routes: Record<string, Handler> = {}) {
  const handlers: Record<string, Handler> = {
    'GET /api/config': () => ({ body: BRAND }),
    'GET /api/admin/me': () => ({ body: ADMIN_ME }),
    ...routes,
  };
  const calls: { key: string; body: unknown; headers: Headers }[] = [];
  const holds: { key: string | undefined; held: Promise<void> }[] = [];
  const respond = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const key = `${method} ${String(input)}`;
    const hold = holds.findIndex((pending) => pending.key === undefined || pending.key === key);
    if (hold !== -1) await holds.splice(hold, 1)[0]?.held;
    const headers = new Headers(init.headers);
    // JSON bodies arrive parsed; a FormData (a file upload) arrives as it was sent.
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined);
    calls.push({ key, body, headers });
    const handler = handlers[key];
    if (!handler) throw new Error(`unexpected request ${key}`);
    const answer = handler({ method, body, headers });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  };
  const fetchMock = vi.fn(respond);
  vi.stubGlobal('fetch', fetchMock);
  /**
   * Holds the next request, or the next one to `key` ("METHOD /path"), until `release()`: to see the
   * page while it waits (a busy button), or what it does meanwhile.
   */
  const holdNext = (key?: string) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    holds.push({ key, held });
    return release;
  };
  return { calls, fetchMock, holdNext };
}

/** `GET /api/admin/me` answering a member whose role holds only `permissions`. */
export const memberWith = (permissions: AdminMe['permissions'], roleName = 'Recruiter') => ({
  'GET /api/admin/me': () => ({ body: { ...ADMIN_ME, role: { id: 3, name: roleName }, permissions } }),
});
