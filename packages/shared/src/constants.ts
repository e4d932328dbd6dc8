// Business constants and limits (SPEC §9).
export const PASSWORD_MIN_LENGTH = 8;
export const MOBILE_DIGITS = 10;
export const POSITIONS_PAGE_SIZE = 10;
export const PENDING_JOB_COOKIE = 'pendingJobId';
export const PENDING_JOB_COOKIE_DAYS = 1;
export const PENDING_LOGOUT_GRACE_MS = 1500;
export const RESET_REDIRECT_DELAY_MS = 1200;
export const ONBOARDING_STEPS = 9;

export const ROLE_ADMIN = 1;
export const ROLE_CANDIDATE = 2;

export const PIPELINE_IN_PROGRESS = 2;
export const PIPELINE_COMPLETED = 3;

export const GENDERS = ['Male', 'Female', 'Other'] as const;

// Our choices where the spec is silent (DESIGN.md "Decisions").
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const VERIFY_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 200;
export const TEXT_MAX_LENGTH = 200;
