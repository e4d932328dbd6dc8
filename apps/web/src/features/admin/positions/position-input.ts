import type { AdminPosition, AdminPositionInput, Locale, OpenPosition } from '@roadhire/shared';

/** The body that writes a position back as it is: the API takes the whole position on PUT. */
export function positionInputOf(position: AdminPosition): AdminPositionInput {
  return {
    p_position_title: position.p_position_title,
    p_position_number: position.p_position_number,
    p_openings: position.p_openings,
    // The API answers a timestamp; it takes the calendar day.
    p_closing_date: position.p_closing_date?.slice(0, 10) ?? null,
    p_dangerous_goods: position.p_dangerous_goods,
    p_requires_cdl: position.p_requires_cdl,
    p_route_description: position.p_route_description,
    p_landing_page_desc: position.p_landing_page_desc,
    p_landing_page_sell: { ...position.p_landing_page_sell },
    p_visible_info: { ...position.p_visible_info },
    p_org_unit: position.p_org_unit,
    p_position_type: position.p_position_type,
    p_city: position.p_city,
    p_province: position.p_province,
    p_status: position.p_status,
    p_position_title_fr: position.p_position_title_fr,
    p_landing_page_desc_fr: position.p_landing_page_desc_fr,
    p_route_description_fr: position.p_route_description_fr,
    p_position_type_fr: position.p_position_type_fr,
    p_landing_page_sell_fr: position.p_landing_page_sell_fr && { ...position.p_landing_page_sell_fr },
    p_language_requirement: position.p_language_requirement,
    p_language_requirement_fr: position.p_language_requirement_fr,
    p_language_reason: position.p_language_reason,
    p_language_reason_fr: position.p_language_reason_fr,
  };
}

export const EMPTY_POSITION_INPUT: AdminPositionInput = {
  p_position_title: '',
  p_position_number: '',
  p_openings: null,
  p_closing_date: null,
  p_dangerous_goods: false,
  p_requires_cdl: true,
  p_route_description: null,
  p_landing_page_desc: '',
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
  p_city: null,
  p_province: null,
  p_status: 'open',
  p_position_title_fr: null,
  p_landing_page_desc_fr: null,
  p_route_description_fr: null,
  p_position_type_fr: null,
  p_landing_page_sell_fr: null,
  p_language_requirement: null,
  p_language_requirement_fr: null,
  p_language_reason: null,
  p_language_reason_fr: null,
};

const EMPTY_SELL = { position_type: null, driver_type: null, license_class: null, license_conditions: null };

// Blank-to-null text fields take any input before the schema runs; the form holds strings or null.
const orNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

const sellOf = (sell: NonNullable<AdminPositionInput['p_landing_page_sell']>) => ({
  position_type: orNull(sell.position_type),
  driver_type: orNull(sell.driver_type),
  license_class: orNull(sell.license_class),
  license_conditions: orNull(sell.license_conditions),
});

/**
 * What candidates would see of the form as it stands (the card and panel take an open position), on
 * the careers page of a language: the French page shows the French title and description.
 */
export function previewPositionOf(
  input: AdminPositionInput,
  id: number,
  untitled: string,
  locale: Locale = 'en',
): OpenPosition {
  const french = locale === 'fr';
  const sell = (french ? input.p_landing_page_sell_fr : input.p_landing_page_sell) ?? EMPTY_SELL;
  const route = orNull(french ? input.p_route_description_fr : input.p_route_description);
  const closing = orNull(input.p_closing_date);
  return {
    p_id: id,
    p_position_title: (french ? String(input.p_position_title_fr ?? '') : input.p_position_title).trim() || untitled,
    p_position_number: input.p_position_number,
    p_openings: typeof input.p_openings === 'number' && Number.isFinite(input.p_openings) ? input.p_openings : null,
    p_posting: {
      p_closing_date: closing,
      p_num_openings: input.p_openings ?? null,
      p_location: null,
      p_dangerous_goods: input.p_dangerous_goods ?? false,
      p_route: route,
    },
    p_closing_date: closing,
    p_dangerous_goods: input.p_dangerous_goods ?? false,
    p_route_description: route,
    p_landing_page_desc: french ? String(input.p_landing_page_desc_fr ?? '') : (input.p_landing_page_desc ?? ''),
    p_landing_page_sell: sellOf(sell),
    p_visible_info: {
      openings: Boolean(input.p_visible_info?.openings),
      work_type: Boolean(input.p_visible_info?.work_type),
      closing_date: Boolean(input.p_visible_info?.closing_date),
      dangerous_goods: Boolean(input.p_visible_info?.dangerous_goods),
      license_classes: Boolean(input.p_visible_info?.license_classes),
      license_conditions: Boolean(input.p_visible_info?.license_conditions),
      route: Boolean(input.p_visible_info?.route),
    },
    p_org_unit: orNull(input.p_org_unit),
    p_position_type: orNull(french ? input.p_position_type_fr : input.p_position_type),
    p_contact_info: { city: orNull(input.p_city), province: orNull(input.p_province) },
    p_province: orNull(input.p_province),
    p_position_title_fr: orNull(input.p_position_title_fr),
    p_landing_page_desc_fr: orNull(input.p_landing_page_desc_fr),
    p_route_description_fr: orNull(input.p_route_description_fr),
    p_position_type_fr: orNull(input.p_position_type_fr),
    p_landing_page_sell_fr: input.p_landing_page_sell_fr ? sellOf(input.p_landing_page_sell_fr) : null,
    // Each language's page shows its own requirement.
    p_language_requirement: orNull(french ? input.p_language_requirement_fr : input.p_language_requirement),
    p_language_requirement_fr: orNull(input.p_language_requirement_fr),
    p_language_reason: orNull(french ? input.p_language_reason_fr : input.p_language_reason),
    p_language_reason_fr: orNull(input.p_language_reason_fr),
  };
}
