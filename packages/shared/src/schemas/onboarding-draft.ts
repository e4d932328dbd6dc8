import { z } from 'zod';
import { APPLICATION_STATUSES, MAX_REPEATED_ROWS, ONBOARDING_STEPS } from '../constants.js';
import { APPLICATION_QUESTIONS } from '../questions/application-questions.js';
import { draftShape } from '../questions/question-schemas.js';

// The onboarding answers as the form holds them while the candidate moves between steps, saved
// on the server per application so any device resumes where they left off (DESIGN, decision 007).
// Every value may be half-typed, so the draft checks only shapes and sizes; the final calls
// check the answers (onboarding.ts, work-history.ts).

const Text = z.string().max(2000);
const Answer = z.enum(['Yes', 'No', '']);
const Codes = z.array(z.string().max(10)).max(30);
const EntryKey = z.uuid();

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

/** The primary licence's fields on step 3. */
export const DraftPrimaryLicenseSchema = DraftLicenseSchema.omit({ entry_key: true });

export const OnboardingDraftDataSchema = z.object({
  // Steps 1, 2 and 4 to 7: the questions of the application (decision 014)
  ...draftShape(APPLICATION_QUESTIONS),
  // Step 3: the primary licence
  ...DraftPrimaryLicenseSchema.shape,
  // Step 5: the licences held in the last 3 years
  additional_licenses: z.array(DraftLicenseSchema).max(MAX_REPEATED_ROWS),
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
  status: z.enum(APPLICATION_STATUSES),
  p_position_title: z.string(),
  /** Whether the position still takes applications: it may close while the driver is applying. */
  position_open: z.boolean(),
  step: z.number().int().min(1).max(ONBOARDING_STEPS),
  data: OnboardingDraftDataSchema.partial().nullable(),
  updated_at: z.string().nullable(),
  version: DraftVersionSchema,
  /** Signed (decision 016): the answers are frozen, and only the final call remains. */
  signed: z.boolean(),
});
export type OnboardingState = z.infer<typeof OnboardingStateSchema>;

export const OnboardingDraftSavedSchema = z.object({
  step: z.number().int(),
  updated_at: z.string(),
  version: DraftVersionSchema,
});
export type OnboardingDraftSaved = z.infer<typeof OnboardingDraftSavedSchema>;

/** 409 to a save based on an older version: nothing was written; `version` is the one the server holds. */
export const OnboardingDraftConflictSchema = z.object({
  message: z.string(),
  messageId: z.string().optional(),
  version: DraftVersionSchema,
});
export type OnboardingDraftConflict = z.infer<typeof OnboardingDraftConflictSchema>;
