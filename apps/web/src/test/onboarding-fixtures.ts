import type { DraftWorkHistory, WorkHistoryRecord } from '@roadhire/shared';

/** Reference lists the onboarding steps read (SPEC §7 Dropdowns), as the network answers them. */
export const dropdownRoutes = {
  'GET /api/dropdowns/countries': () => ({
    body: [
      { id: 1, country_name: 'Canada' },
      { id: 2, country_name: 'United States' },
    ],
  }),
  'GET /api/dropdowns/provinces/1': () => ({
    body: {
      provinces: [
        { id: 10, province_name: 'Alberta' },
        { id: 11, province_name: 'Saskatchewan' },
      ],
    },
  }),
  'GET /api/dropdowns/license-classes/10': () => ({
    body: {
      classes: [
        { class_code: '1', description: 'Semi-trailer trucks' },
        { class_code: '3', description: 'Trucks with more than two axles' },
      ],
    },
  }),
  'GET /api/dropdowns/license-conditions/10': () => ({
    body: { conditions: [{ condition_code: 'A', description: 'Corrective lenses' }] },
  }),
  'GET /api/dropdowns/license-classes/11': () => ({ body: { classes: [] } }),
  'GET /api/dropdowns/license-conditions/11': () => ({ body: { conditions: [] } }),
  'GET /api/dropdowns/highest-edu': () => ({
    body: [
      { he_id: 1, he_name: 'High school' },
      { he_id: 2, he_name: 'College diploma' },
    ],
  }),
  'GET /api/dropdowns/reg-travelled': () => ({
    body: [
      { rt_id: 1, rt_name: 'Western Canada' },
      { rt_id: 2, rt_name: 'US Midwest' },
    ],
  }),
  'GET /api/dropdowns/equip-operated': () => ({
    body: [
      { eo_id: 4, eo_name: 'Flatbed' },
      { eo_id: 5, eo_name: 'Reefer' },
    ],
  }),
};

/** A complete work-history entry as step 8 keeps it. */
export function aDraftEntry(overrides: Partial<DraftWorkHistory> = {}): DraftWorkHistory {
  return {
    entry_key: crypto.randomUUID(),
    wh_type: 'Working',
    wh_position: 'Driver',
    wh_comm_vehicle: 'Yes',
    wh_comm_vehicle_types: ['Flatbed'],
    wh_name: 'Prairie Freight',
    wh_address1: '1 Main St',
    wh_address2: '',
    wh_city: 'Regina',
    wh_province: 'Saskatchewan',
    wh_country: 'Canada',
    wh_postcode: 's4p 3y2',
    wh_confname: 'Jo',
    wh_conlname: 'Lee',
    wh_contact_position: 'Dispatcher',
    wh_phone: '3065550101',
    wh_email: 'jo@prairie.example',
    wh_datefrom: '2020-01-01',
    wh_dateto: '2023-06-30',
    wh_status: 'No',
    wh_terminated: 'No',
    wh_reason: 'Moved',
    wh_graduated: '',
    wh_gpa: '',
    wh_hours_of_instruction: '',
    wh_branch_service: '',
    wh_military_rank: '',
    wh_safety_sensitive: 'Yes',
    wh_transport_regulation: 'No',
    wh_skills: { border_crossing: true, log_books: true, fmcr: false, hazmat: false },
    ...overrides,
  };
}

/** An entry the API answers from an earlier application. */
export function aWorkHistoryRecord(overrides: Partial<WorkHistoryRecord> = {}): WorkHistoryRecord {
  return {
    wh_id: 900,
    application_id: 41,
    wh_type: 'Working',
    wh_position: 'Yard driver',
    wh_comm_vehicle: 'No',
    wh_comm_vehicle_types: [],
    wh_name: 'Old Haulers',
    wh_address1: null,
    wh_address2: null,
    wh_city: 'Calgary',
    wh_province: 'Alberta',
    wh_country: 'Canada',
    wh_postcode: null,
    wh_confname: null,
    wh_conlname: null,
    wh_contact_position: null,
    wh_phone: null,
    wh_email: null,
    wh_datefrom: '2015-03-01',
    wh_dateto: '2019-12-31',
    wh_status: 'No',
    wh_terminated: null,
    wh_reason: null,
    wh_graduated: null,
    wh_gpa: null,
    wh_hours_of_instruction: null,
    wh_branch_service: null,
    wh_military_rank: null,
    wh_safety_sensitive: null,
    wh_transport_regulation: null,
    wh_skills: { border_crossing: false, log_books: false, fmcr: false, hazmat: false },
    created_at: '2020-01-01T00:00:00.000Z',
    ...overrides,
  };
}
