import type { OpenPosition, VisibleInfo } from '@roadhire/shared';

const NONE_VISIBLE: VisibleInfo = {
  openings: false,
  work_type: false,
  closing_date: false,
  dangerous_goods: false,
  license_classes: false,
  license_conditions: false,
  route: false,
};

/** An open position as the API answers it (SPEC §3), with any fields overridden. */
export function aPosition(overrides: Partial<OpenPosition> & { p_id: number }): OpenPosition {
  return {
    p_position_title: `Driver ${overrides.p_id}`,
    p_position_number: `POS-${overrides.p_id}`,
    p_openings: 2,
    p_posting: {
      p_closing_date: null,
      p_num_openings: 2,
      p_location: null,
      p_dangerous_goods: false,
      p_route: null,
    },
    p_closing_date: '2027-03-31T00:00:00.000Z',
    p_dangerous_goods: true,
    p_route_description: 'Toronto to Chicago',
    p_landing_page_desc: '<p>Good pay.</p>',
    p_position_title_fr: null,
    p_landing_page_desc_fr: null,
    p_route_description_fr: null,
    p_position_type_fr: null,
    p_landing_page_sell_fr: null,
    p_language_requirement: null,
    p_language_requirement_fr: null,
    p_language_reason: null,
    p_language_reason_fr: null,
    p_landing_page_sell: {
      position_type: 'Long haul',
      driver_type: 'Company driver',
      license_class: 'AZ',
      license_conditions: 'Air brakes',
    },
    p_visible_info: NONE_VISIBLE,
    p_org_unit: 'Highway',
    p_position_type: 'Full-time',
    p_contact_info: { city: 'Toronto', province: null },
    p_province: 'Ontario',
    ...overrides,
  };
}

/** p_visible_info with only the named card line switched on. */
export const visibleOnly = (flag: keyof VisibleInfo): VisibleInfo => ({ ...NONE_VISIBLE, [flag]: true });
