import type { OpenPosition } from '@roadhire/shared';

/** An open position as the API answers it (SPEC §3): its id, and any other fields overridden. */
export function aPosition(overrides: Partial<OpenPosition> & { p_id: number }): OpenPosition {
  return {
    p_position_title: 'Long Haul Driver',
    p_position_number: 'LH-012',
    p_openings: 3,
    p_posting: {
      p_closing_date: null,
      p_num_openings: 3,
      p_location: 'Regina, SK',
      p_dangerous_goods: false,
      p_route: null,
    },
    p_closing_date: null,
    p_dangerous_goods: false,
    p_route_description: null,
    p_landing_page_desc: '<p>Cross-border runs.</p>',
    p_landing_page_sell: { position_type: null, driver_type: null, license_class: null, license_conditions: null },
    p_visible_info: {
      openings: false,
      work_type: false,
      closing_date: false,
      dangerous_goods: false,
      license_classes: false,
      license_conditions: false,
      route: false,
    },
    p_org_unit: null,
    p_position_type: null,
    p_contact_info: { city: 'Regina', province: 'SK' },
    p_province: 'SK',
    ...overrides,
  };
}
