import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  CANADA_DOC_TYPES,
  RECRUITER_STAGES,
  type RecruiterStage,
  UPLOAD_KINDS,
} from '../constants.js';
import type { MessageId } from '../i18n/catalogue-en.js';
import { idsUnder } from '../i18n/message-ids.js';
import { storedShape } from '../questions/question-schemas.js';
import { IdParamSchema, IsoDateSchema } from './common.js';
import {
  LicenseRecordSchema,
  ONBOARDING_FORM_QUESTIONS,
  QUALIFICATION_QUESTIONS,
  ReferBySchema,
} from './onboarding.js';
import { CandidateProfileSchema } from './profile.js';
import { CarrierSchema, SignatureSchema } from './signature.js';
import { WorkHistoryRecordSchema } from './work-history.js';

// The admin area's applicants (decision 008): the list, a candidate's whole file, the recruiter
// pipeline and its notes, the CSV export and the dashboard.

const m = idsUnder('adminApplications');

/**
 * `status` takes an application status (`in_progress`, `submitted`, `cancelled`) or one of the
 * stages only recruiters set (`in_review`, `interview`, `hired`, `rejected`). `submitted` is the
 * application status, so it lists every completed application at any stage; `stage=submitted`
 * lists those still waiting for a recruiter.
 */
// A submitted application's stage 'submitted' reads as the status 'submitted', so the stages after it are added.
const STAGES_AFTER_SUBMIT = RECRUITER_STAGES.filter(
  (stage): stage is Exclude<RecruiterStage, 'submitted'> => stage !== 'submitted',
);
export const ADMIN_STATUS_FILTERS = [...APPLICATION_STATUSES, ...STAGES_AFTER_SUBMIT] as const;
export type AdminStatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];

export const ADMIN_APPLICATION_SORTS = [
  'created_at',
  '-created_at',
  'submitted_at',
  '-submitted_at',
  'name',
  '-name',
  'position',
  '-position',
  'stage',
  '-stage',
] as const;
export type AdminApplicationSort = (typeof ADMIN_APPLICATION_SORTS)[number];

export const ADMIN_APPLICATIONS_DEFAULT_PAGE_SIZE = 25;
export const ADMIN_APPLICATIONS_MAX_PAGE_SIZE = 100;
/** The most rows one CSV export writes. */
export const ADMIN_APPLICATIONS_CSV_MAX_ROWS = 100_000;
export const ADMIN_SEARCH_MAX_LENGTH = 100;
export const ADMIN_NOTE_MAX_LENGTH = 5000;
/** The dashboard's weekly chart covers this many weeks, the current one included. */
export const ADMIN_STATS_WEEKS = 12;

/** A query value left empty in a form means "no filter". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** The largest id PostgreSQL's integer holds. */
const MAX_ID = 2_147_483_647;

const PositiveIntQuery = (message: MessageId) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { message })
    .transform(Number)
    .pipe(z.number().max(MAX_ID, { message }));

/**
 * Whose applicants (issue 43): `me`, the caller's; `none`, the "Unassigned" queue; or a team
 * member's id.
 */
const OwnerQuery = z
  .string()
  .regex(/^(?:me|none|[1-9]\d{0,9})$/, { message: m.badOwner })
  .transform((value) => (value === 'me' || value === 'none' ? value : Number(value)))
  .refine((value) => typeof value === 'string' || value <= MAX_ID, { message: m.badOwner });

const FiltersShape = {
  status: optionalQuery(z.enum(ADMIN_STATUS_FILTERS, { message: m.badStatus })),
  stage: optionalQuery(z.enum(RECRUITER_STAGES, { message: m.badStage })),
  /** A position's id (`job_id`). */
  position: optionalQuery(PositiveIntQuery(m.badPosition)),
  /**
   * Part of a name, an email or a mobile number (digits with or without separators); one or two
   * characters match the start of a first name, last name, email or mobile.
   */
  q: optionalQuery(z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH, { message: m.searchTooLong })),
  /** Created on or after this day (UTC), YYYY-MM-DD. */
  from: optionalQuery(IsoDateSchema),
  /** Created on or before this day (UTC), inclusive. */
  to: optionalQuery(IsoDateSchema),
  owner: optionalQuery(OwnerQuery),
  sort: optionalQuery(z.enum(ADMIN_APPLICATION_SORTS, { message: m.badSort })),
};

const rangeInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;

/** The filters and the sort shared by the list and the CSV export. */
export const AdminApplicationFiltersSchema = z
  .object(FiltersShape)
  .refine(rangeInOrder, { message: m.badRange, path: ['to'] });
export type AdminApplicationFilters = z.output<typeof AdminApplicationFiltersSchema>;

export const AdminApplicationListQuerySchema = z
  .object({
    ...FiltersShape,
    page: optionalQuery(PositiveIntQuery(m.badPage)),
    pageSize: optionalQuery(
      PositiveIntQuery(m.badPageSize).pipe(
        z.number().max(ADMIN_APPLICATIONS_MAX_PAGE_SIZE, { message: m.badPageSize }),
      ),
    ),
  })
  .refine(rangeInOrder, { message: m.badRange, path: ['to'] });
export type AdminApplicationListQuery = z.output<typeof AdminApplicationListQuerySchema>;

export const AdminApplicationIdParamsSchema = z.object({ id: IdParamSchema });

const StageSchema = z.enum(RECRUITER_STAGES);

/** The team member who answers for an applicant (issue 43), and since when. */
export const ApplicationOwnerSchema = z.object({
  id: z.number().int(),
  /** Their first and last name as their account has them now. */
  name: z.string(),
  owned_at: z.string(),
});
export type ApplicationOwner = z.infer<typeof ApplicationOwnerSchema>;

/** A new owner by their account's id; null puts the applicant back in the "Unassigned" queue. */
export const AdminOwnerChangeSchema = z.object(
  {
    user_id: z
      .number({ message: m.badOwnerId })
      .int({ message: m.badOwnerId })
      .positive({ message: m.badOwnerId })
      .max(MAX_ID, { message: m.badOwnerId })
      .nullable(),
  },
  { message: m.badOwnerId },
);
export type AdminOwnerChange = z.output<typeof AdminOwnerChangeSchema>;

/** The members an applicant may be given to: active, acting on applicants, and seeing this one. */
export const AdminPossibleOwnersSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminPossibleOwners = z.infer<typeof AdminPossibleOwnersSchema>;

/** Who owns the application after a claim or a reassignment; null when it waits in the queue. */
export const AdminOwnerResultSchema = z.object({
  id: z.number().int(),
  owner: ApplicationOwnerSchema.nullable(),
});
export type AdminOwnerResult = z.infer<typeof AdminOwnerResultSchema>;

export const AdminApplicationListItemSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  job_id: z.number().int(),
  /** The carrier's own number for the position (`p_position_number`), which recruiters know it by. */
  p_position_number: z.string(),
  p_position_title: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** SPEC §4 as the candidate sees it: 2 in progress, 3 completed, null otherwise. */
  pipeline_status: z.number().int().nullable(),
  recruiter_stage: StageSchema.nullable(),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  /** Null while the applicant waits in the "Unassigned" queue. */
  owner: ApplicationOwnerSchema.nullable(),
});
export type AdminApplicationListItem = z.infer<typeof AdminApplicationListItemSchema>;

export const AdminApplicationListSchema = z.object({
  items: z.array(AdminApplicationListItemSchema),
  total: z.number().int(),
});
export type AdminApplicationList = z.infer<typeof AdminApplicationListSchema>;

/** The stages whose move the driver is told of by mail, with a text the recruiter may edit. */
export const STAGES_WITH_DRIVER_MESSAGE = [
  'interview',
  'hired',
  'rejected',
] as const satisfies readonly RecruiterStage[];
export type StageWithDriverMessage = (typeof STAGES_WITH_DRIVER_MESSAGE)[number];
export const STAGE_MESSAGE_MAX_LENGTH = 5000;

export const isStageWithDriverMessage = (stage: RecruiterStage): stage is StageWithDriverMessage =>
  (STAGES_WITH_DRIVER_MESSAGE as readonly RecruiterStage[]).includes(stage);

/**
 * `send_message` mails the driver the stage's message: `message_text` when the recruiter edited it,
 * otherwise the stage's default text. Without it, no mail goes out. `from_stage` is the stage the
 * recruiter saw (null: never moved); when the application has moved on since, the move is refused,
 * so a second tab or a colleague's move is never overwritten unseen.
 */
export const AdminStageChangeSchema = z
  .object({
    stage: z.enum(RECRUITER_STAGES, { message: m.badStage }),
    from_stage: z.enum(RECRUITER_STAGES, { message: m.badStage }).nullable().optional(),
    note: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z.string().trim().max(ADMIN_NOTE_MAX_LENGTH, { message: m.noteTooLong }).nullable().optional(),
    ),
    /** The day employment begins, required with `hired` (the carrier's 30 days of 49 CFR 391.23 run from it). */
    hired_on: IsoDateSchema.optional(),
    send_message: z.boolean({ message: m.badSendMessage }).optional().default(false),
    message_text: z
      .string({ message: m.messageRequired })
      .trim()
      .min(1, { message: m.messageRequired })
      .max(STAGE_MESSAGE_MAX_LENGTH, { message: m.messageTooLong })
      .optional(),
  })
  .superRefine((change, issues) => {
    if (change.stage === 'hired' && !change.hired_on) {
      issues.addIssue({
        code: 'custom',
        path: ['hired_on'],
        message: 'hiring.api.hireDateRequired' satisfies MessageId,
      });
    }
    if (change.stage !== 'hired' && change.hired_on) {
      issues.addIssue({
        code: 'custom',
        path: ['hired_on'],
        message: 'hiring.api.hireDateOnlyWhenHired' satisfies MessageId,
      });
    }
    if (change.send_message && !isStageWithDriverMessage(change.stage)) {
      issues.addIssue({ code: 'custom', path: ['send_message'], message: m.noMessageForStage });
    }
  });
export type AdminStageChange = z.output<typeof AdminStageChangeSchema>;

/** Which stage's default message to show the recruiter before the move. */
export const StageMessageQuerySchema = z.object({
  stage: z.enum(STAGES_WITH_DRIVER_MESSAGE, { message: m.noMessageForStage }),
});
export type StageMessageQuery = z.output<typeof StageMessageQuerySchema>;

/** The mail a stage change would send the driver: its subject and the text the recruiter may edit. */
export const StageMessagePreviewSchema = z.object({
  stage: z.enum(STAGES_WITH_DRIVER_MESSAGE),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
});
export type StageMessagePreview = z.infer<typeof StageMessagePreviewSchema>;

export const AdminNoteSchema = z.object({
  note: z
    .string({ message: m.noteRequired })
    .trim()
    .min(1, { message: m.noteRequired })
    .max(ADMIN_NOTE_MAX_LENGTH, { message: m.noteTooLong }),
});
export type AdminNote = z.output<typeof AdminNoteSchema>;

/** One entry of an application's history: a stage change or a note, with who and when. */
export const AdminApplicationEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['stage', 'note']),
  from_stage: StageSchema.nullable(),
  to_stage: StageSchema.nullable(),
  note: z.string().nullable(),
  actor_id: z.number().int().nullable(),
  actor_email: z.string().nullable(),
  created_at: z.string(),
});
export type AdminApplicationEvent = z.infer<typeof AdminApplicationEventSchema>;

export const AdminStageChangeResultSchema = z.object({
  id: z.number().int(),
  recruiter_stage: StageSchema,
  recruiter_stage_at: z.string(),
  hired_on: z.string().nullable(),
  event: AdminApplicationEventSchema,
});
export type AdminStageChangeResult = z.infer<typeof AdminStageChangeResultSchema>;

const Flag = z.number().int();
const Text = z.string().nullable();

/** The application itself: its position, where it stands, and the apply screening answers. */
export const AdminApplicationDetailSchema = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  p_position_number: z.string(),
  p_position_title: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  pipeline_status: z.number().int().nullable(),
  recruiter_stage: StageSchema.nullable(),
  recruiter_stage_at: Text,
  /** The hire date set with the Hired stage, YYYY-MM-DD. */
  hired_on: Text,
  created_at: z.string(),
  submitted_at: Text,
  cancelled_at: Text,
  /** The step of the nine-step application the driver has reached (1 to 9). */
  draft_step: z.number().int(),
  /** When the driver last saved an answer, or the application was last written. */
  last_saved_at: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  mobile: z.string(),
  home_phone: Text,
  postal_code: z.string(),
  screening: z.object({
    is_over_21: Flag,
    has_class1_license: Flag,
    has_twic_card: Flag,
    eligible_fast_card: Flag,
    has_1yr_experience: Flag,
    live_in_canada: Flag,
    mountain_experience_years: z.number().int(),
    convicted_felony_7yrs: Flag,
    felony_date: Text,
    felony_details: Text,
    convicted_dui_dwi: Flag,
    dui_date: Text,
    dui_details: Text,
  }),
  /** SPEC §3: resumes are viewed at /uploads/resumes/{filename}. */
  resume: z.object({ url: z.string(), filename: z.string(), original_name: z.string() }).nullable(),
});

/** Steps 1 and 2 as stored, the referral decoded from its JSON text. */
export const AdminOnboardingFormSchema = z.object(storedShape(ONBOARDING_FORM_QUESTIONS)).extend({
  refer_by: ReferBySchema.nullable(),
  // Applications submitted before the address history was asked have no start date.
  address_since: z.string().nullable(),
});

/** Steps 4, 6 and 7 as stored, each reference id with its name. */
export const AdminQualificationsSchema = z
  .object(storedShape(QUALIFICATION_QUESTIONS))
  .omit({ dq_equip_operated_detail: true })
  .extend({
    dq_education_name: Text,
    dq_reg_travelled_names: z.array(z.object({ rt_id: z.number().int(), rt_name: z.string() })),
    /** Each piece of equipment by name, with the miles and description the candidate gave. */
    dq_equip_operated_detail: z.array(
      z.object({
        eo_id: z.number().int(),
        eo_name: z.string().nullable(),
        miles: z.number().nullable(),
        desc: z.string().nullable(),
      }),
    ),
  });

export const AdminDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(UPLOAD_KINDS),
  doc_type: z.enum(CANADA_DOC_TYPES).nullable(),
  original_name: z.string(),
  size_bytes: z.number().int(),
  uploaded_at: z.string(),
  /** Opens the PDF: a signed link for documents, the resume path for resumes. */
  url: z.string(),
});
export type AdminDocument = z.infer<typeof AdminDocumentSchema>;

export const AdminOtherApplicationSchema = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  p_position_title: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  recruiter_stage: StageSchema.nullable(),
  created_at: z.string(),
  submitted_at: Text,
  cancelled_at: Text,
});

/**
 * How the employment history covers the years the application accounts for, on the carrier's day
 * it was submitted (today while in progress), each gap with the explanation that closes it (decision 017).
 */
export const AdminEmploymentCoverageSchema = z.object({
  /** The day the coverage is reckoned from, YYYY-MM-DD. */
  as_of: z.string(),
  years: z.number().int(),
  commercial: z.boolean(),
  window_start: z.string(),
  /** From the earliest entry's start to the latest entry's end; null without entries. */
  period: z.object({ from: z.string(), to: z.string() }).nullable(),
  gaps: z.array(z.object({ from: z.string(), to: z.string(), days: z.number().int(), explanation: Text })),
  complete: z.boolean(),
});
export type AdminEmploymentCoverage = z.infer<typeof AdminEmploymentCoverageSchema>;

/** A candidate's full file on one page. */
export const AdminApplicantFileSchema = z.object({
  profile: CandidateProfileSchema,
  application: AdminApplicationDetailSchema,
  onboarding_form: AdminOnboardingFormSchema.nullable(),
  licenses: z.object({ primary: LicenseRecordSchema.nullable(), others: z.array(LicenseRecordSchema) }),
  qualifications: AdminQualificationsSchema.nullable(),
  work_history: z.array(WorkHistoryRecordSchema),
  employment_coverage: AdminEmploymentCoverageSchema,
  documents: z.array(AdminDocumentSchema),
  events: z.array(AdminApplicationEventSchema),
  other_applications: z.array(AdminOtherApplicationSchema),
  /** Who answers for the applicant (issue 43); only recruiters see it, so it is never signed. */
  owner: ApplicationOwnerSchema.nullable(),
  /** The carrier the application is made to, and the day it was made in the carrier's time zone (YYYY-MM-DD). */
  carrier: CarrierSchema,
  date_of_application: z.string(),
  /** The driver's signature (decision 016), null until signed. */
  signature: SignatureSchema.nullable(),
});
export type AdminApplicantFile = z.infer<typeof AdminApplicantFileSchema>;

const StatusCounts = z.object({
  in_progress: z.number().int(),
  submitted: z.number().int(),
  cancelled: z.number().int(),
});
const StageCounts = z.object({
  submitted: z.number().int(),
  in_review: z.number().int(),
  interview: z.number().int(),
  hired: z.number().int(),
  rejected: z.number().int(),
});

export const AdminStatsSchema = z.object({
  /** Applications per status, and the submitted ones per recruiter stage. */
  byStatus: z.object({ total: z.number().int(), status: StatusCounts, stage: StageCounts }),
  byPosition: z.array(z.object({ job_id: z.number().int(), p_position_title: z.string(), count: z.number().int() })),
  /** Applications created per week (Monday to Sunday, UTC), oldest first, the current week last. */
  perWeek: z.array(z.object({ week_start: z.string(), count: z.number().int() })),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;
