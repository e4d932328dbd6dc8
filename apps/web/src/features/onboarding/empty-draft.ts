import { APPLICATION_QUESTIONS, type DraftWorkHistory, emptyAnswers, type OnboardingDraftData } from '@roadhire/shared';

/** A new work-history entry with its own key; SPEC §4: default dates are today. */
export function emptyWorkHistory(entryKey: string = crypto.randomUUID()): DraftWorkHistory {
  const today = new Date().toISOString().slice(0, 10);
  return {
    entry_key: entryKey,
    wh_type: '',
    wh_position: '',
    wh_comm_vehicle: '',
    wh_comm_vehicle_types: [],
    wh_name: '',
    wh_address1: '',
    wh_address2: '',
    wh_city: '',
    wh_province: '',
    wh_country: '',
    wh_postcode: '',
    wh_confname: '',
    wh_conlname: '',
    wh_contact_position: '',
    wh_phone: '',
    wh_email: '',
    wh_datefrom: today,
    wh_dateto: today,
    wh_status: 'No',
    wh_terminated: '',
    wh_reason: '',
    wh_graduated: '',
    wh_gpa: '',
    wh_hours_of_instruction: '',
    wh_branch_service: '',
    wh_military_rank: '',
    wh_safety_sensitive: '',
    wh_transport_regulation: '',
    wh_skills: { border_crossing: false, log_books: false, fmcr: false, hazmat: false },
  };
}

/** Every answer blank: the form's starting values, under a saved draft's. */
export function emptyDraft(): OnboardingDraftData {
  return {
    ...emptyAnswers(APPLICATION_QUESTIONS),
    dl_country: '',
    dl_province: '',
    dl_license_no: '',
    dl_class: [],
    dl_condition: [],
    dl_expdate: '',
    additional_licenses: [],
    work_history: [],
    wh_form: null,
    wh_editing_key: null,
  };
}
