import type { AdminPosition } from '@roadhire/shared';
import { aPosition } from './position-fixture';

/** A position as the admin API answers it, with any fields overridden. */
export function anAdminPosition(overrides: Partial<AdminPosition> & { p_id: number }): AdminPosition {
  return {
    ...aPosition({ p_id: overrides.p_id }),
    p_city: 'Toronto',
    p_status: 'open',
    p_requires_cdl: true,
    p_position_title_fr: null,
    p_landing_page_desc_fr: null,
    state: 'open',
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
    applications_count: 3,
    ...overrides,
  };
}
