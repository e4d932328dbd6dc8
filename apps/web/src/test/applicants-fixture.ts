import type { AdminApplicationListItem } from '@roadhire/shared';
import { anAdminPosition } from './admin-position-fixture';

// What the admin applicants tests share: the API's answers.

export function anApplication(overrides: Partial<AdminApplicationListItem> & { id: number }): AdminApplicationListItem {
  return {
    user_id: 100 + overrides.id,
    first_name: 'Ann',
    last_name: `Driver${overrides.id}`,
    email: `driver${overrides.id}@example.com`,
    mobile: '416-555-0100',
    job_id: 3,
    p_position_number: 'CB-NB-160',
    p_position_title: 'Long Haul Driver',
    status: 'submitted',
    pipeline_status: 3,
    recruiter_stage: 'submitted',
    created_at: '2026-11-02T15:00:00.000Z',
    submitted_at: '2026-11-03T15:00:00.000Z',
    owner: null,
    ...overrides,
  };
}

export const POSITIONS_KEY = 'GET /api/admin/positions?pageSize=100';
export const positionsAnswer = () => ({
  body: {
    items: [
      anAdminPosition({ p_id: 3, p_position_title: 'Long Haul Driver' }),
      anAdminPosition({ p_id: 8, p_position_title: 'Yard Jockey' }),
    ],
    total: 2,
  },
});

/** The list answer for the given rows; `total` defaults to their number. */
export const listAnswer =
  (items: AdminApplicationListItem[], total = items.length) =>
  () => ({
    body: { items, total },
  });

export const LIST = 'GET /api/admin/applications?';
