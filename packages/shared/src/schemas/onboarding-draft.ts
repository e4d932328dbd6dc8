import { z } from 'zod';
import { MAX_REPEATED_ROWS, ONBOARDING_STEPS } from '../constants.js';

// The onboarding answers as the form holds them while the candidate moves between steps, saved
// on the server per application so any device resumes where they left off (DESIGN, decision 007).
// Every value may be half-typed, so the draft checks only shapes and sizes; the final calls
// check the answers (onboarding.ts, work-history.ts).

const Text = z.string().max(2000);
const Answer = z.enum(['Yes', 'No', '']);
const Codes = z.array(z.string().max(10)).max(30);
const Ids = z.array(z.string().max(12)).max(100);
const EntryKey = z.uuid();

export const DraftRowSchema = z.object({ type: Text, date: Text, doc_id: z.number().int().positive().nullable() });
export type DraftRow = z.infer<typeof DraftRowSchema>;

export const DraftLicenseSchema = z.object({
  entry_key: EntryKey,
  dl_country: Text,
  dl_province: Text,
  dl_license_no: Text,
  dl_class: Codes,
  dl_condition: Codes,
  dl_expdate: Text,
});
export type DraftLicense = z.infer<typeof DraftLicenseSchema>;

export const DraftWorkHistorySchema = z.object({
  entry_key: EntryKey,
  wh_type: z.string().max(20),
  wh_position: Text,
  wh_comm_vehicle: Answer,
  wh_comm_vehicle_types: z.array(Text).max(50),
  wh_name: Text,
  wh_address1: Text,
  wh_address2: Text,
  wh_city: Text,
  wh_province: Text,
  wh_country: Text,
  wh_postcode: Text,
  wh_confname: Text,
  wh_conlname: Text,
  wh_contact_position: Text,
  wh_phone: Text,
  wh_email: Text,
  wh_datefrom: Text,
  wh_dateto: Text,
  wh_status: Answer,
  wh_terminated: Answer,
  wh_reason: Text,
  wh_graduated: Answer,
  wh_gpa: Text,
  wh_hours_of_instruction: Text,
  wh_branch_service: Text,
  wh_military_rank: Text,
  wh_safety_sensitive: Answer,
  wh_transport_regulation: Answer,
  wh_skills: z.object({ border_crossing: z.boolean(), log_books: z.boolean(), fmcr: z.boolean(), hazmat: z.boolean() }),
});
export type DraftWorkHistory = z.infer<typeof DraftWorkHistorySchema>;

export const OnboardingDraftDataSchema = z.object({
  // Step 1
  dob: Text,
  address1: Text,
  address2: Text,
  country: Text,
  province: Text,
  city: Text,
  postal_code: Text,
  refer_status: Answer,
  refer_by_name: Text,
  refer_by_id: Text,
  // Step 2
  dq_legal_right_canada: Answer,
  dq_legal_right_us: Answer,
  dq_previous_nwt_employee: Answer,
  dq_previous_nwt_from: Text,
  dq_previous_nwt_to: Text,
  canada_doc_type: z.enum(['work_permit', 'passport', 'pr_card', '']),
  // Step 3: the primary licence
  dl_country: Text,
  dl_province: Text,
  dl_license_no: Text,
  dl_class: Codes,
  dl_condition: Codes,
  dl_expdate: Text,
  // Step 4
  dq_conviction: Answer,
  dq_conviction_date: Text,
  dq_fast_card: Answer,
  dq_fast_card_no: Text,
  dq_fast_card_expiry: Text,
  dq_fast_card_revoked: Answer,
  dq_fast_card_revoked_date: Text,
  dq_fast_card_revoked_detail: Text,
  dq_accidents_last5yr: Answer,
  dq_accidents_last5yr_date: Text,
  dq_accidents_last5yr_detail: Text,
  dq_violations_last3yr: Answer,
  dq_violations_last3yr_date: Text,
  dq_violations_last3yr_detail: Text,
  dq_physical_condition: Answer,
  dq_physical_condition_detail: Text,
  dq_lift_40lb: Answer,
  dq_training: Answer,
  dq_trainings: z.array(DraftRowSchema).max(MAX_REPEATED_ROWS),
  dq_safe_driving_awards: Answer,
  dq_awards: z.array(DraftRowSchema).max(MAX_REPEATED_ROWS),
  // Step 5
  other_licenses_held: Answer,
  additional_licenses: z.array(DraftLicenseSchema).max(MAX_REPEATED_ROWS),
  // Step 6
  dq_commercial_license_date: Text,
  dq_license_denied: Answer,
  dq_denied_explanation: Text,
  dq_abstract_clean: Answer,
  dq_abstract_explanation: Text,
  dq_license_suspended: Answer,
  dq_suspended_explanation: Text,
  // Step 7: ids from the dropdowns, as the selects hold them (strings)
  dq_education: Text,
  dq_school: Text,
  dq_experience: Text,
  dq_exp_detail: Text,
  dq_reg_travelled: Ids,
  dq_equip_operated: Ids,
  dq_equip_operated_detail: z.record(z.string().regex(/^\d{1,10}$/), z.object({ miles: Text, desc: Text })),
  // Steps 8 and 9: new entries, the one on the step 8 form, and which listed entry it edits
  work_history: z.array(DraftWorkHistorySchema).max(MAX_REPEATED_ROWS),
  wh_form: DraftWorkHistorySchema.nullable(),
  wh_editing_key: EntryKey.nullable(),
});
export type OnboardingDraftData = z.infer<typeof OnboardingDraftDataSchema>;

/** The draft's version: raised by every save, so a save based on an older one is refused (decision 010). */
export const DraftVersionSchema = z.number().int().min(0).max(2_147_483_647);

/**
 * What the client saves: the step shown, the answers so far (any subset of them), and the version
 * of the draft those answers were based on.
 */
export const OnboardingDraftSchema = z.object({
  step: z.number().int().min(1).max(ONBOARDING_STEPS),
  data: OnboardingDraftDataSchema.partial(),
  version: DraftVersionSchema,
});
export type OnboardingDraft = z.infer<typeof OnboardingDraftSchema>;

/** GET /api/candidate/user/onboarding/{applicationId}: where to resume, and the position. */
export const OnboardingStateSchema = z.object({
  application_id: z.number().int(),
  status: z.enum(['in_progress', 'submitted', 'cancelled']),
  p_position_title: z.string(),
  step: z.number().int().min(1).max(ONBOARDING_STEPS),
  data: OnboardingDraftDataSchema.partial().nullable(),
  updated_at: z.string().nullable(),
  version: DraftVersionSchema,
});
export type OnboardingState = z.infer<typeof OnboardingStateSchema>;

export const OnboardingDraftSavedSchema = z.object({
  step: z.number().int(),
  updated_at: z.string(),
  version: DraftVersionSchema,
});
export type OnboardingDraftSaved = z.infer<typeof OnboardingDraftSavedSchema>;

/** 409 to a save based on an older version: nothing was written; `version` is the one the server holds. */
export const OnboardingDraftConflictSchema = z.object({ message: z.string(), version: DraftVersionSchema });
export type OnboardingDraftConflict = z.infer<typeof OnboardingDraftConflictSchema>;
