import type { AdminApplicationListItem, AdminPosition } from '@roadhire/shared';
import { aPosition } from '../../../../test/position-fixture';

// What the applicants tests share: an administrator's session and the API's answers.

export { signInAsAdmin } from '../../../../test/sign-in';

export function anApplication(overrides: Partial<AdminApplicationListItem> & { id: number }): AdminApplicationListItem {
  return {
    user_id: 100 + overrides.id,
    first_name: 'Ann',
    last_name: `Driver${overrides.id}`,
    email: `driver${overrides.id}@example.com`,
    mobile: '416-555-0100',
    job_id: 3,
    p_position_title: 'Long Haul Driver',
    status: 'submitted',
    pipeline_status: 3,
    recruiter_stage: 'submitted',
    created_at: '2026-11-02T15:00:00.000Z',
    submitted_at: '2026-11-03T15:00:00.000Z',
    ...overrides,
  };
}

export function anAdminPosition(p_id: number, title: string): AdminPosition {
  return {
    ...aPosition({ p_id, p_position_title: title }),
    p_city: 'Toronto',
    p_status: 'open',
    state: 'open',
    created_at: '2026-10-01T00:00:00.000Z',
    updated_at: '2026-10-01T00:00:00.000Z',
    applications_count: 4,
  };
}

export const POSITIONS_KEY = 'GET /api/admin/positions?pageSize=100';
export const positionsAnswer = () => ({
  body: { items: [anAdminPosition(3, 'Long Haul Driver'), anAdminPosition(8, 'Yard Jockey')], total: 2 },
});

/** The list answer for the given rows; `total` defaults to their number. */
export const listAnswer =
  (items: AdminApplicationListItem[], total = items.length) =>
  () => ({
    body: { items, total },
  });

export const LIST = 'GET /api/admin/applications?';
