// Business constants and limits (SPEC §9).
export const PASSWORD_MIN_LENGTH = 8;
export const MOBILE_DIGITS = 10;
export const POSITIONS_PAGE_SIZE = 10;
export const PENDING_JOB_COOKIE = 'pendingJobId';
export const PENDING_JOB_COOKIE_DAYS = 1;
/**
 * Set by the browser to its driver's pipeline_status while it is in progress or completed, so the
 * careers pages the server renders already look as they will once the session is read (decision 021).
 */
export const PIPELINE_STATUS_COOKIE = 'pipelineStatus';
export const PENDING_LOGOUT_GRACE_MS = 1500;
export const RESET_REDIRECT_DELAY_MS = 1200;
export const ONBOARDING_STEPS = 9;

export const ROLE_ADMIN = 1;
export const ROLE_CANDIDATE = 2;

export const PIPELINE_IN_PROGRESS = 2;
export const PIPELINE_COMPLETED = 3;

export const GENDERS = ['Male', 'Female', 'Other'] as const;

// Applications and uploads: the database columns, the API and the admin pages share these lists.
/**
 * in_progress: applied, onboarding not finished (SPEC §4 pipeline_status 2);
 * submitted: onboarding completed (3); cancelled: kept as history.
 */
export const APPLICATION_STATUSES = ['in_progress', 'submitted', 'cancelled'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** A candidate has at most one application in these statuses (decision 004). */
export const ACTIVE_APPLICATION_STATUSES = ['in_progress', 'submitted'] as const satisfies readonly ApplicationStatus[];
/** The recruiters' stages after submission; the final submit sets `submitted` (decision 008). */
export const RECRUITER_STAGES = ['submitted', 'in_review', 'interview', 'hired', 'rejected'] as const;
export type RecruiterStage = (typeof RECRUITER_STAGES)[number];
/** The files a candidate uploads: the resume (SPEC §7 Application) and the documents (SPEC §7 Documents). */
export const UPLOAD_KINDS = ['resume', 'canada_proof', 'us_proof', 'training', 'award', 'fast_card'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** SPEC §9 age gate: a driver is at least this old on the day they apply. */
export const MINIMUM_AGE = 21;
/** The earliest date of birth taken as real. */
export const EARLIEST_DOB = '1900-01-01';

// Our choices where the spec is silent (DESIGN.md "Decisions").
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const VERIFY_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;
export const EMAIL_CHANGE_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const NAME_MAX_LENGTH = 100;
/** A first and a last name at their limit, with the one space between them: the typed signature's limit. */
export const FULL_NAME_MAX_LENGTH = 2 * NAME_MAX_LENGTH + 1;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 200;
export const TEXT_MAX_LENGTH = 200;

// Onboarding (SPEC §3, §5, §9).
export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];
export const CANADA_DOC_TYPES = ['work_permit', 'passport', 'pr_card'] as const;
export type CanadaDocType = (typeof CANADA_DOC_TYPES)[number];
export const WORK_HISTORY_TYPES = ['Working', 'Unemployed', 'School', 'Driving School', 'Military'] as const;
export type WorkHistoryType = (typeof WORK_HISTORY_TYPES)[number];
export const HOURS_OF_INSTRUCTION = [50, 80, 100, 200] as const;
export const MILITARY_BRANCHES = ['Army', 'Air Force', 'Navy', 'Marines', 'Coast Guard'] as const;
export const WORK_HISTORY_SKILLS = ['border_crossing', 'log_books', 'fmcr', 'hazmat'] as const;
/** The names the forms compare against to choose a province select over free text (SPEC §2). */
export const COUNTRY_CANADA = 'Canada';
export const COUNTRY_US = 'United States';
/** Training course and safe-driving award types (reference-data.md §6d, §6e; UNCERTAIN left out). */
export const TRAINING_TYPES = [
  'Mandatory Entry-Level Training (Class 1/A)',
  'Air brake course / endorsement',
  'Transportation of Dangerous Goods (TDG) training certificate',
  'WHMIS 2015 (GHS-aligned)',
  'Hours of Service (NSC Standard 9; ELD)',
  'Load / cargo securement (NSC Standard 10)',
  'Trip inspection / pre-trip (NSC Standard 13)',
  'Defensive driving',
  'Fuel-efficient driving',
  'Coupling/uncoupling, backing & docking',
  'Handling emergencies',
  'LCV driver certificate (Ontario OTA program)',
  'School bus driver course',
  'Heavy trailer endorsement course',
  'FAST Commercial Driver Card (CBP/CBSA)',
  'C-TPAT (US) / Partners in Protection, PIP (Canada) awareness',
  'US Hazmat (H/X endorsement)',
  'Other',
] as const;
export const AWARD_TYPES = [
  'Annual safe-driving award',
  'Milestone safe-driving award',
  'Collision-free years recognition',
  'Driver of the Year',
  'Employer / company safe-driving award',
  'Other',
] as const;
/** Rows of trainings, awards, licences and work history a candidate can add, each. */
export const MAX_REPEATED_ROWS = 30;
/** Signed links to a candidate's documents stay valid as long as a session. */
export const DOCUMENT_LINK_TTL_SECONDS = 8 * 60 * 60;
