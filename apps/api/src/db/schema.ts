import {
  ACTIVE_APPLICATION_STATUSES,
  type AddressRow,
  APPLICATION_STATUSES,
  type CanadaDocType,
  CLEARINGHOUSE_ANY_RESULTS,
  CLEARINGHOUSE_QUERY_PURPOSES,
  CLEARINGHOUSE_QUERY_TYPES,
  CONSENT_PURPOSES,
  CONTACT_CHANNELS,
  type DatedRow,
  type EquipmentDetail,
  FULL_NAME_MAX_LENGTH,
  type GapExplanation,
  type HeldRecord,
  type LandingPageSell,
  LOCALES,
  MESSAGE_DIRECTIONS,
  type MemberLimits,
  type OnboardingDraftData,
  OPEN_VERIFICATION_STATUSES,
  PRESET_ROLE_KEYS,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATUSES,
  RECORD_TYPES,
  RECRUITER_STAGES,
  RTD_DOCUMENT_KINDS,
  type ShownTranslation,
  type SignedText,
  TEMPLATE_NAME_MAX_LENGTH,
  TEMPLATE_SUBJECT_MAX_LENGTH,
  UPLOAD_KINDS,
  VERIFICATION_CHANNELS,
  VERIFICATION_STATUSES,
  type VisibleInfo,
} from '@roadhire/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sqlList } from './sql-list.js';

// Column names follow SPEC §3 so data flows without renaming layers (DESIGN principle 1).
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    password_hash: text('password_hash').notNull(),
    role: integer('role').notNull().default(2),
    first_name: varchar('first_name', { length: 100 }).notNull(),
    mid_name: varchar('mid_name', { length: 200 }),
    last_name: varchar('last_name', { length: 100 }).notNull(),
    gender: varchar('gender', { length: 10 }),
    mobile: varchar('mobile', { length: 20 }),
    home_phone: varchar('home_phone', { length: 30 }),
    dob: date('dob', { mode: 'string' }),
    address1: varchar('address1', { length: 200 }),
    address2: varchar('address2', { length: 200 }),
    city: varchar('city', { length: 200 }),
    province: varchar('province', { length: 200 }),
    country: varchar('country', { length: 200 }),
    postal_code: varchar('postal_code', { length: 12 }),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    /** A new address waiting for its owner to open the link mailed to it; `email` changes only then. */
    pending_email: varchar('pending_email', { length: 254 }),
    /**
     * Session tokens issued before this moment are refused (decision 019): set by a password reset or
     * change, an email change, a role change and "Log out everywhere".
     */
    sessions_valid_after: timestamp('sessions_valid_after', { withTimezone: true, precision: 3 }),
    /** An administrator who wants a mail for each submitted application, as HR_EMAIL gets. */
    notify_new_applications: boolean('notify_new_applications').notNull().default(false),
    /** Set by the unsubscribe link: no more reminders; every other mail still goes. */
    reminders_stopped_at: timestamp('reminders_stopped_at', { withTimezone: true }),
    /** May read the investigation file (49 CFR 391.53); the administrator of ADMIN_EMAIL always may. */
    can_view_investigations: boolean('can_view_investigations').notNull().default(false),
    /** An administrator's role (issue 43): the permissions they hold; none for a driver. */
    role_id: integer('role_id').references((): AnyPgColumn => roles.id, { onDelete: 'restrict' }),
    /** The driver asked for erasure (decision 031): sign-in is refused from then on. */
    closed_at: timestamp('closed_at', { withTimezone: true }),
    /**
     * The language the portal, its answers and its mails speak to this user (decision 032): the
     * page's language at sign-up, then their choice. Quebec's Charter asks that a worker's asking
     * for English be recorded: `language_chosen_at` is when it was last chosen.
     */
    language: varchar('language', { length: 2, enum: LOCALES }).notNull().default('en'),
    language_chosen_at: timestamp('language_chosen_at', { withTimezone: true }),
    /**
     * A member of the team deactivated (decision 033): sign-in is refused and their sessions ended,
     * while their account, its audit rows and its history stay. Null for an active account.
     */
    deactivated_at: timestamp('deactivated_at', { withTimezone: true }),
    /** The last successful sign-in, shown on the Team page; null before the first one. */
    last_sign_in_at: timestamp('last_sign_in_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Emails are stored lower-cased; the index on lower() also guards rows written by hand.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    // The applicants search finds any part of an email (pg_trgm).
    index('users_email_trgm_idx').using('gin', sql`lower(${table.email}) gin_trgm_ops`),
    // A search of one or two characters matches the start of an email instead.
    index('users_email_prefix_idx').using('btree', sql`lower(${table.email}) text_pattern_ops`),
    // The applicants search matches the candidate's current mobile, any part or the start.
    index('users_mobile_trgm_idx').using('gin', sql`${table.mobile} gin_trgm_ops`),
    index('users_mobile_prefix_idx').using('btree', sql`${table.mobile} text_pattern_ops`),
    // Whether a role is in use, and who holds it.
    index('users_role_id_idx').on(table.role_id),
  ],
);

/**
 * A named set of permissions (issue 43). The presets are the portal's own, kept in step with the
 * code at every start (`db/seed/preset-roles.ts`); the others are the carrier's.
 */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    /** A preset's English name (screens name it in their language); a custom role's as written. */
    name: varchar('name', { length: 60 }).notNull(),
    /** Keys of `PERMISSION_KEYS`, each once. */
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    /** Which preset this is; null for a role the carrier made. */
    preset_key: varchar('preset_key', { length: 30, enum: PRESET_ROLE_KEYS }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('roles_name_lower_idx').on(sql`lower(${table.name})`),
    uniqueIndex('roles_preset_key_idx').on(table.preset_key),
  ],
);

export type RoleRow = typeof roles.$inferSelect;

/**
 * Which applicants a member of the team sees (issue 43, decision 033): those of these positions, or
 * those living in these provinces. No row, or two empty lists, is no limit. A table of its own, so
 * the account's row, part of what a driver signs, never carries it (decision 016).
 */
export const memberLimits = pgTable('member_limits', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  position_ids: integer('position_ids').array().notNull().default(sql`'{}'::integer[]`),
  /** Province names as the forms store them (the reference list's name in Canada, as typed elsewhere). */
  provinces: text('provinces').array().notNull().default(sql`'{}'::text[]`),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An invitation to join the team (decision 033): the address, the role and the limits the member
 * will have. Its single-use link is a `user_tokens` row of purpose `team_invite`; a resend ends the
 * live one and issues another.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased, as account addresses are. */
    email: varchar('email', { length: 254 }).notNull(),
    /** Null only once the role was deleted: a pending invitation keeps its role from deletion. */
    role_id: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    /** Which applicants the member will see (`MemberLimitsSchema`); given to the account on accepting. */
    limits: jsonb('limits').$type<MemberLimits>().notNull().default({}),
    /** The language of the invitation mail, and of the account it makes. */
    language: varchar('language', { length: 2, enum: LOCALES }).notNull().default('en'),
    invited_by: integer('invited_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    accepted_user_id: integer('accepted_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One waiting invitation per address: a second is a resend of the first.
    uniqueIndex('team_invitations_pending_email_idx')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.accepted_at} is null and ${table.revoked_at} is null`),
  ],
);

export type TeamInvitationRow = typeof teamInvitations.$inferSelect;

export const TOKEN_PURPOSES = ['verify_email', 'reset_password', 'change_email', 'team_invite'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/**
 * Single-use tokens for email verification, password reset, email change and team invitations,
 * stored as SHA-256 (DESIGN). A token belongs to an account, or to an invitation that has none yet.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    invitation_id: integer('invitation_id').references(() => teamInvitations.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20, enum: TOKEN_PURPOSES }).notNull(),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_tokens_hash_idx').on(table.token_hash),
    index('user_tokens_user_purpose_idx').on(table.user_id, table.purpose),
    index('user_tokens_invitation_idx').on(table.invitation_id),
    check('user_tokens_one_owner', sql`(${table.user_id} is null) <> (${table.invitation_id} is null)`),
  ],
);

export type User = typeof users.$inferSelect;

export const POSITION_STATUSES = ['open', 'closed'] as const;

/** SPEC §3 open position. `p_posting` is derived when answering, not stored twice. */
export const positions = pgTable(
  'positions',
  {
    p_id: serial('p_id').primaryKey(),
    p_position_title: varchar('p_position_title', { length: 200 }).notNull(),
    p_position_number: varchar('p_position_number', { length: 50 }).notNull(),
    p_openings: integer('p_openings'),
    p_closing_date: date('p_closing_date', { mode: 'string' }),
    p_dangerous_goods: boolean('p_dangerous_goods').notNull().default(false),
    /** The job needs a CDL (Class 1/A): no hire without the Clearinghouse step (decision 029). */
    p_requires_cdl: boolean('p_requires_cdl').notNull().default(true),
    p_route_description: text('p_route_description'),
    p_landing_page_desc: text('p_landing_page_desc').notNull().default(''),
    /** The French twin of the title and description (decision 032); null until written. */
    p_position_title_fr: varchar('p_position_title_fr', { length: 200 }),
    p_landing_page_desc_fr: text('p_landing_page_desc_fr'),
    /** The French of the card's texts: its route, work type and selling points; null until written. */
    p_route_description_fr: text('p_route_description_fr'),
    p_position_type_fr: varchar('p_position_type_fr', { length: 100 }),
    p_landing_page_sell_fr: jsonb('p_landing_page_sell_fr').$type<LandingPageSell>(),
    /** Charter s. 46: a language other than French the job requires, and why, in both languages; null when none. */
    p_language_requirement: varchar('p_language_requirement', { length: 500 }),
    p_language_requirement_fr: varchar('p_language_requirement_fr', { length: 500 }),
    p_language_reason: varchar('p_language_reason', { length: 500 }),
    p_language_reason_fr: varchar('p_language_reason_fr', { length: 500 }),
    p_landing_page_sell: jsonb('p_landing_page_sell').$type<LandingPageSell>().notNull(),
    p_visible_info: jsonb('p_visible_info').$type<VisibleInfo>().notNull(),
    p_org_unit: varchar('p_org_unit', { length: 200 }),
    p_position_type: varchar('p_position_type', { length: 100 }),
    p_city: varchar('p_city', { length: 100 }),
    p_province: varchar('p_province', { length: 100 }),
    p_status: varchar('p_status', { length: 10, enum: POSITION_STATUSES }).notNull().default('open'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('positions_number_idx').on(table.p_position_number),
    index('positions_open_idx').on(table.p_status, table.p_closing_date),
  ],
);
export type Position = typeof positions.$inferSelect;

/** Files a candidate uploaded; the stored name is random, the original is kept for display. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 30, enum: UPLOAD_KINDS }).notNull(),
    filename: varchar('filename', { length: 100 }).notNull(),
    original_name: varchar('original_name', { length: 255 }).notNull(),
    /** Canada proof only: work_permit, passport or pr_card (SPEC §3). */
    doc_type: varchar('doc_type', { length: 20 }).$type<CanadaDocType>(),
    size_bytes: integer('size_bytes').notNull(),
    /** The upload's Idempotency-Key as a UUID (decision 007): the same key sent again answers this row. */
    idempotency_key: uuid('idempotency_key'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('uploads_filename_idx').on(table.filename),
    index('uploads_user_idx').on(table.user_id, table.kind),
    uniqueIndex('uploads_user_idempotency_key_idx').on(table.user_id, table.idempotency_key),
  ],
);

/** Status and recruiter stage come from the shared lists; candidates keep seeing status only (decision 008). */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    job_id: integer('job_id')
      .notNull()
      .references(() => positions.p_id),
    status: varchar('status', { length: 20, enum: APPLICATION_STATUSES }).notNull().default('in_progress'),
    first_name: varchar('first_name', { length: 100 }).notNull(),
    last_name: varchar('last_name', { length: 100 }).notNull(),
    // The names as the applicants search compares them: lower case without accents (search_fold,
    // migration 0008), kept by the database on every write so a search never folds a row itself.
    search_first_name: text('search_first_name').generatedAlwaysAs(sql`search_fold("first_name")`),
    search_last_name: text('search_last_name').generatedAlwaysAs(sql`search_fold("last_name")`),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    home_phone: varchar('home_phone', { length: 30 }),
    postal_code: varchar('postal_code', { length: 7 }).notNull(),
    is_over_21: smallint('is_over_21').notNull(),
    has_class1_license: smallint('has_class1_license').notNull(),
    has_twic_card: smallint('has_twic_card').notNull(),
    eligible_fast_card: smallint('eligible_fast_card').notNull(),
    has_1yr_experience: smallint('has_1yr_experience').notNull(),
    live_in_canada: smallint('live_in_canada').notNull(),
    mountain_experience_years: integer('mountain_experience_years').notNull(),
    convicted_felony_7yrs: smallint('convicted_felony_7yrs').notNull(),
    felony_date: date('felony_date', { mode: 'string' }),
    felony_details: text('felony_details'),
    convicted_dui_dwi: smallint('convicted_dui_dwi').notNull(),
    dui_date: date('dui_date', { mode: 'string' }),
    dui_details: text('dui_details'),
    resume_upload_id: integer('resume_upload_id').references(() => uploads.id),
    // The onboarding answers so far and the step shown, saved as the candidate moves (DESIGN).
    draft: jsonb('draft').$type<Partial<OnboardingDraftData>>(),
    draft_step: smallint('draft_step').notNull().default(1),
    draft_updated_at: timestamp('draft_updated_at', { withTimezone: true }),
    // Raised by every draft save; a save based on an older one is refused (decision 010).
    draft_version: integer('draft_version').notNull().default(0),
    submitted_at: timestamp('submitted_at', { withTimezone: true }),
    /** Set to 'submitted' with the final submit, then moved by recruiters (decision 008). */
    recruiter_stage: varchar('recruiter_stage', { length: 20, enum: RECRUITER_STAGES }),
    recruiter_stage_at: timestamp('recruiter_stage_at', { withTimezone: true }),
    /** The day employment begins, set with the Hired stage: the carrier's 30 days of 49 CFR 391.23 run from it. */
    hiredOn: date('hired_on'),
    /** The day a hired driver's employment ended, set by a recruiter: the DOT's three years run from it (decision 031). */
    employment_ended_on: date('employment_ended_on', { mode: 'string' }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    // Reminders of an untouched application: how many went since `reminded_for`, the last touch
    // (updated_at) they count from; a newer touch starts the count again.
    reminders_sent: smallint('reminders_sent').notNull().default(0),
    reminded_for: timestamp('reminded_for', { withTimezone: true }),
    /**
     * The member of the team who answers for this applicant (issue 43); none while it waits in the
     * "Unassigned" queue. An account deleted leaves its applicants to the queue.
     */
    owner_id: integer('owner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** When the owner took the applicant or was given it. */
    owned_at: timestamp('owned_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One active application per candidate, enforced by the database itself.
    uniqueIndex('applications_one_active_idx')
      .on(table.user_id)
      .where(sql`${table.status} in (${sqlList(ACTIVE_APPLICATION_STATUSES)})`),
    index('applications_job_idx').on(table.job_id),
    // An erased resume's upload row is checked against the applications naming it (decision 031).
    index('applications_resume_upload_idx').on(table.resume_upload_id),
    index('applications_user_idx').on(table.user_id, table.created_at),
    // The admin applicants list (decision 008): newest first, by status, stage or position, by name,
    // and a search on any part of a name (pg_trgm).
    index('applications_created_idx').on(table.created_at, table.id),
    index('applications_status_created_idx').on(table.status, table.created_at, table.id),
    index('applications_stage_created_idx').on(table.recruiter_stage, table.created_at, table.id),
    index('applications_job_created_idx').on(table.job_id, table.created_at, table.id),
    // A member's applicants, newest first; the "Unassigned" queue on its own, as it stays small.
    index('applications_owner_created_idx').on(table.owner_id, table.created_at, table.id),
    index('applications_unowned_created_idx').on(table.created_at, table.id).where(sql`${table.owner_id} is null`),
    index('applications_name_idx').on(sql`lower(${table.last_name})`, sql`lower(${table.first_name})`, table.id),
    // Names are searched folded, so "marie-eve" finds Marie-Ève; the mobile is searched on the
    // candidate's current one (users).
    index('applications_full_name_trgm_idx').using(
      'gin',
      sql`(${table.search_first_name} || ' ' || ${table.search_last_name}) gin_trgm_ops`,
    ),
    // A search of one or two characters matches the start of a first or last name.
    index('applications_first_name_prefix_idx').using('btree', sql`${table.search_first_name} text_pattern_ops`),
    index('applications_last_name_prefix_idx').using('btree', sql`${table.search_last_name} text_pattern_ops`),
  ],
);
export type Application = typeof applications.$inferSelect;

// Reference data behind the dropdowns (SPEC §3, §7). Each row has a natural key (`code`) so the
// start-up seed can upsert it; ids are what dropdowns answer and multi-selects store (DESIGN).
// `confirmed` is false where the research could not confirm an entry that drivers still need.

export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    country_name: varchar('country_name', { length: 100 }).notNull(),
    code: varchar('code', { length: 10 }).notNull(),
    sort_order: integer('sort_order').notNull(),
  },
  (table) => [
    uniqueIndex('countries_code_idx').on(table.code),
    uniqueIndex('countries_name_idx').on(table.country_name),
  ],
);

export const provinces = pgTable(
  'provinces',
  {
    id: serial('id').primaryKey(),
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id),
    province_name: varchar('province_name', { length: 100 }).notNull(),
    code: varchar('code', { length: 10 }).notNull(),
    sort_order: integer('sort_order').notNull(),
  },
  (table) => [
    uniqueIndex('provinces_country_code_idx').on(table.country_id, table.code),
    uniqueIndex('provinces_country_name_idx').on(table.country_id, table.province_name),
  ],
);

export const licenseClasses = pgTable(
  'license_classes',
  {
    id: serial('id').primaryKey(),
    province_id: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    class_code: varchar('class_code', { length: 10 }).notNull(),
    description: text('description').notNull(),
    sort_order: integer('sort_order').notNull(),
    confirmed: boolean('confirmed').notNull().default(true),
  },
  (table) => [uniqueIndex('license_classes_province_code_idx').on(table.province_id, table.class_code)],
);

/** Conditions, endorsements and restrictions printed on a licence, one list per province. */
export const licenseConditions = pgTable(
  'license_conditions',
  {
    id: serial('id').primaryKey(),
    province_id: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    condition_code: varchar('condition_code', { length: 10 }).notNull(),
    description: text('description').notNull(),
    sort_order: integer('sort_order').notNull(),
    confirmed: boolean('confirmed').notNull().default(true),
  },
  (table) => [uniqueIndex('license_conditions_province_code_idx').on(table.province_id, table.condition_code)],
);

export const highestEducation = pgTable(
  'highest_education',
  {
    he_id: serial('he_id').primaryKey(),
    he_name: varchar('he_name', { length: 200 }).notNull(),
    code: varchar('code', { length: 20 }).notNull(),
    sort_order: integer('sort_order').notNull(),
  },
  (table) => [
    uniqueIndex('highest_education_code_idx').on(table.code),
    uniqueIndex('highest_education_name_idx').on(table.he_name),
  ],
);

export const regionsTravelled = pgTable(
  'regions_travelled',
  {
    rt_id: serial('rt_id').primaryKey(),
    rt_name: varchar('rt_name', { length: 200 }).notNull(),
    code: varchar('code', { length: 20 }).notNull(),
    sort_order: integer('sort_order').notNull(),
  },
  (table) => [
    uniqueIndex('regions_travelled_code_idx').on(table.code),
    uniqueIndex('regions_travelled_name_idx').on(table.rt_name),
  ],
);

export const equipmentOperated = pgTable(
  'equipment_operated',
  {
    eo_id: serial('eo_id').primaryKey(),
    eo_name: varchar('eo_name', { length: 200 }).notNull(),
    code: varchar('code', { length: 20 }).notNull(),
    sort_order: integer('sort_order').notNull(),
    confirmed: boolean('confirmed').notNull().default(true),
  },
  (table) => [
    uniqueIndex('equipment_operated_code_idx').on(table.code),
    uniqueIndex('equipment_operated_name_idx').on(table.eo_name),
  ],
);

// The final submit (SPEC §7): one onboarding form and one set of qualifications per application,
// licences and work-history entries per application. Yes/No answers are stored as the spec's
// 'Yes' and 'No'. `entry_key` is the client's id of a repeated entry, so a retried call replaces
// it (decision 007).

const yesNo = (name: string) => varchar(name, { length: 3 }).$type<'Yes' | 'No'>();

export const onboardingForms = pgTable('onboarding_forms', {
  application_id: integer('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  dob: date('dob', { mode: 'string' }).notNull(),
  address1: varchar('address1', { length: 200 }).notNull(),
  address2: varchar('address2', { length: 200 }),
  country: varchar('country', { length: 200 }).notNull(),
  province: varchar('province', { length: 200 }).notNull(),
  city: varchar('city', { length: 200 }).notNull(),
  postal_code: varchar('postal_code', { length: 12 }).notNull(),
  refer_status: yesNo('refer_status').notNull(),
  refer_by: text('refer_by'),
  dq_legal_right_canada: yesNo('dq_legal_right_canada').notNull(),
  dq_legal_right_us: yesNo('dq_legal_right_us').notNull(),
  dq_previous_nwt_employee: yesNo('dq_previous_nwt_employee').notNull(),
  dq_previous_nwt_from: date('dq_previous_nwt_from', { mode: 'string' }),
  dq_previous_nwt_to: date('dq_previous_nwt_to', { mode: 'string' }),
  canada_doc_type: varchar('canada_doc_type', { length: 20 }).$type<CanadaDocType>(),
  // Address history; applications submitted before it was asked have no start date.
  address_since: date('address_since', { mode: 'string' }),
  address_history: jsonb('address_history').$type<AddressRow[]>().notNull().default([]),
  // Step 9: the gaps in the work history the driver explained, keyed by their dates (decision 017).
  wh_gap_explanations: jsonb('wh_gap_explanations').$type<GapExplanation[]>().notNull().default([]),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const LICENSE_STATUSES = ['primary', 'other'] as const;

export const licenses = pgTable(
  'licenses',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    application_id: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    dl_status: varchar('dl_status', { length: 10, enum: LICENSE_STATUSES }).notNull(),
    entry_key: uuid('entry_key'),
    dl_country: varchar('dl_country', { length: 200 }).notNull(),
    dl_province: varchar('dl_province', { length: 200 }).notNull(),
    dl_license_no: varchar('dl_license_no', { length: 30 }).notNull(),
    dl_class: jsonb('dl_class').$type<string[]>().notNull(),
    dl_condition: jsonb('dl_condition').$type<string[]>().notNull(),
    dl_expdate: date('dl_expdate', { mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('licenses_one_primary_idx').on(table.application_id).where(sql`${table.dl_status} = 'primary'`),
    uniqueIndex('licenses_entry_idx').on(table.application_id, table.entry_key),
    index('licenses_user_idx').on(table.user_id),
  ],
);

export const qualifications = pgTable('qualifications', {
  application_id: integer('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  dq_conviction: yesNo('dq_conviction').notNull(),
  dq_conviction_date: date('dq_conviction_date', { mode: 'string' }),
  dq_fast_card: yesNo('dq_fast_card').notNull(),
  dq_fast_card_no: varchar('dq_fast_card_no', { length: 30 }),
  dq_fast_card_expiry: date('dq_fast_card_expiry', { mode: 'string' }),
  dq_fast_card_revoked: yesNo('dq_fast_card_revoked').notNull(),
  dq_fast_card_revoked_date: date('dq_fast_card_revoked_date', { mode: 'string' }),
  dq_fast_card_revoked_detail: text('dq_fast_card_revoked_detail'),
  dq_accidents_last5yr: yesNo('dq_accidents_last5yr').notNull(),
  dq_accidents_last5yr_date: date('dq_accidents_last5yr_date', { mode: 'string' }),
  dq_accidents_last5yr_detail: text('dq_accidents_last5yr_detail'),
  dq_violations_last3yr: yesNo('dq_violations_last3yr').notNull(),
  dq_violations_last3yr_date: date('dq_violations_last3yr_date', { mode: 'string' }),
  dq_violations_last3yr_detail: text('dq_violations_last3yr_detail'),
  dq_physical_condition: yesNo('dq_physical_condition').notNull(),
  dq_physical_condition_detail: text('dq_physical_condition_detail'),
  dq_lift_40lb: yesNo('dq_lift_40lb').notNull(),
  dq_training: yesNo('dq_training').notNull(),
  dq_trainings: jsonb('dq_trainings').$type<DatedRow[]>().notNull(),
  dq_safe_driving_awards: yesNo('dq_safe_driving_awards').notNull(),
  dq_awards: jsonb('dq_awards').$type<DatedRow[]>().notNull(),
  dq_commercial_license_date: date('dq_commercial_license_date', { mode: 'string' }).notNull(),
  dq_license_denied: yesNo('dq_license_denied').notNull(),
  dq_denied_explanation: text('dq_denied_explanation'),
  dq_abstract_clean: yesNo('dq_abstract_clean').notNull(),
  dq_abstract_explanation: text('dq_abstract_explanation'),
  dq_license_suspended: yesNo('dq_license_suspended').notNull(),
  dq_suspended_explanation: text('dq_suspended_explanation'),
  dq_education: integer('dq_education')
    .notNull()
    .references(() => highestEducation.he_id),
  dq_school: varchar('dq_school', { length: 200 }).notNull(),
  dq_experience: varchar('dq_experience', { length: 200 }),
  dq_exp_detail: text('dq_exp_detail'),
  dq_reg_travelled: jsonb('dq_reg_travelled').$type<number[]>().notNull(),
  dq_equip_operated: jsonb('dq_equip_operated').$type<number[]>().notNull(),
  dq_equip_operated_detail: jsonb('dq_equip_operated_detail').$type<Record<string, EquipmentDetail>>().notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const workHistories = pgTable(
  'work_histories',
  {
    wh_id: serial('wh_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    application_id: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    entry_key: uuid('entry_key').notNull(),
    wh_type: varchar('wh_type', { length: 20 }).notNull(),
    wh_position: varchar('wh_position', { length: 200 }),
    wh_comm_vehicle: yesNo('wh_comm_vehicle'),
    wh_comm_vehicle_types: jsonb('wh_comm_vehicle_types').$type<string[]>().notNull(),
    wh_name: varchar('wh_name', { length: 200 }),
    wh_address1: varchar('wh_address1', { length: 200 }),
    wh_address2: varchar('wh_address2', { length: 200 }),
    wh_city: varchar('wh_city', { length: 200 }),
    wh_province: varchar('wh_province', { length: 200 }),
    wh_country: varchar('wh_country', { length: 200 }),
    wh_postcode: varchar('wh_postcode', { length: 12 }),
    wh_confname: varchar('wh_confname', { length: 200 }),
    wh_conlname: varchar('wh_conlname', { length: 200 }),
    wh_contact_position: varchar('wh_contact_position', { length: 200 }),
    wh_phone: varchar('wh_phone', { length: 30 }),
    wh_email: varchar('wh_email', { length: 254 }),
    wh_datefrom: date('wh_datefrom', { mode: 'string' }).notNull(),
    wh_dateto: date('wh_dateto', { mode: 'string' }),
    wh_status: yesNo('wh_status').notNull(),
    wh_terminated: yesNo('wh_terminated'),
    wh_reason: text('wh_reason'),
    wh_graduated: yesNo('wh_graduated'),
    wh_gpa: varchar('wh_gpa', { length: 10 }),
    wh_hours_of_instruction: smallint('wh_hours_of_instruction'),
    wh_branch_service: varchar('wh_branch_service', { length: 20 }),
    wh_military_rank: varchar('wh_military_rank', { length: 200 }),
    wh_safety_sensitive: yesNo('wh_safety_sensitive'),
    wh_transport_regulation: yesNo('wh_transport_regulation'),
    wh_skills: jsonb('wh_skills')
      .$type<{ border_crossing: boolean; log_books: boolean; fmcr: boolean; hazmat: boolean }>()
      .notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('work_histories_entry_idx').on(table.application_id, table.entry_key),
    index('work_histories_user_idx').on(table.user_id, table.wh_datefrom),
  ],
);

// The admin area (decision 008): what recruiters did to an application, and every admin action.

export const APPLICATION_EVENT_KINDS = ['stage', 'note'] as const;

export const applicationEvents = pgTable(
  'application_events',
  {
    id: serial('id').primaryKey(),
    application_id: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 10, enum: APPLICATION_EVENT_KINDS }).notNull(),
    from_stage: varchar('from_stage', { length: 20, enum: RECRUITER_STAGES }),
    to_stage: varchar('to_stage', { length: 20, enum: RECRUITER_STAGES }),
    note: text('note'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_events_application_idx').on(table.application_id, table.created_at)],
);

/**
 * A call, voicemail, text or mail to the driver that a recruiter logged by hand (issue 43), at the
 * carrier's clock. The latest stops the first-contact clock and holds the owner's claim.
 */
export const applicationContacts = pgTable(
  'application_contacts',
  {
    id: serial('id').primaryKey(),
    application_id: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    channel: varchar('channel', { length: 10, enum: CONTACT_CHANNELS }).notNull(),
    outcome: varchar('outcome', { length: 20 }).notNull(),
    note: text('note'),
    contacted_at: timestamp('contacted_at', { withTimezone: true }).notNull(),
  },
  // An applicant's contacts newest first: the timeline's page and the latest contact alike.
  (table) => [index('application_contacts_application_idx').on(table.application_id, table.contacted_at, table.id)],
);
export type ApplicationContactRow = typeof applicationContacts.$inferSelect;

/**
 * The team's message templates (issue 43, decision 035): a subject and a body in each language,
 * with `{variables}`. A shipped one has its `default_key`; a deleted one is kept (`deleted_at`) so
 * the messages sent from it still name it and the start-up seed does not bring it back.
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: TEMPLATE_NAME_MAX_LENGTH }).notNull(),
    subject_en: varchar('subject_en', { length: TEMPLATE_SUBJECT_MAX_LENGTH }).notNull(),
    subject_fr: varchar('subject_fr', { length: TEMPLATE_SUBJECT_MAX_LENGTH }).notNull(),
    body_en: text('body_en').notNull(),
    body_fr: text('body_fr').notNull(),
    default_key: varchar('default_key', { length: 40 }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('message_templates_default_key_idx').on(table.default_key)],
);
export type MessageTemplateRow = typeof messageTemplates.$inferSelect;

/**
 * A message between the team and a driver about one application (issue 43): a recruiter's, as
 * sent in the driver's language, or the driver's answer from their status page.
 */
export const applicationMessages = pgTable(
  'application_messages',
  {
    id: serial('id').primaryKey(),
    application_id: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    direction: varchar('direction', { length: 12, enum: MESSAGE_DIRECTIONS }).notNull(),
    /** The recruiter who wrote it, or the driver; kept null once the account is gone. */
    author_id: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    template_id: integer('template_id').references(() => messageTemplates.id, { onDelete: 'set null' }),
    subject: varchar('subject', { length: TEMPLATE_SUBJECT_MAX_LENGTH }),
    body: text('body').notNull(),
    language: varchar('language', { length: 2, enum: LOCALES }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('application_messages_application_idx').on(table.application_id, table.created_at, table.id)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written, so the log still says who acted after an account is gone. */
    actor_email: varchar('actor_email', { length: 254 }).notNull(),
    action: varchar('action', { length: 60 }).notNull(),
    target_type: varchar('target_type', { length: 30 }).notNull(),
    target_id: integer('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.created_at),
    // One applicant's history from the log (its owner changes on the timeline), newest first.
    index('audit_log_target_idx').on(table.target_type, table.target_id, table.created_at),
  ],
);

/** A translation shown beside a text at signing, as a signature keeps it: with its body. */
export type ShownTranslationRecord = ShownTranslation & { text: string };

/** A text as the signature keeps it: its body, and the body of the translation shown beside it. */
type SignedTextRecord = Omit<SignedText, 'translation'> & {
  text: string;
  translation?: ShownTranslationRecord | null;
};

// The signed application (decision 016): one signature per application, with the canonical JSON
// (RFC 8785) of the application as signed, kept as text so its SHA-256 can be recomputed byte for byte.
export const applicationSignatures = pgTable('application_signatures', {
  application_id: integer('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  typed_name: varchar('typed_name', { length: FULL_NAME_MAX_LENGTH }).notNull(),
  signed_at: timestamp('signed_at', { withTimezone: true }).notNull(),
  /** The client's address as the server saw it (TRUST_PROXY decides whether a proxy's header counts). */
  ip: varchar('ip', { length: 64 }).notNull(),
  user_agent: text('user_agent').notNull(),
  /** The certification and every notice and authorisation shown: version, hash, acceptance and the text itself. */
  texts: jsonb('texts').$type<SignedTextRecord[]>().notNull(),
  /** The language the driver signed in (decision 032); the texts name any translation shown. */
  language: varchar('language', { length: 2, enum: LOCALES }).notNull().default('en'),
  snapshot: text('snapshot').notNull(),
  snapshot_sha256: varchar('snapshot_sha256', { length: 64 }).notNull(),
});
export type ApplicationSignature = typeof applicationSignatures.$inferSelect;

export const MAIL_STATUSES = ['waiting', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * The mail outbox (decision 018): a row is written in the transaction of the event that causes
 * it and sent by a worker. `next_try_at` is when a waiting row is due; while a worker sends it,
 * it is the end of that worker's lease, and `claim_token` names the worker's claim.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 40 }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Message-ID (made at enqueue, the same on every try) and any other header such as List-Unsubscribe. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    /** The language the mail was written in, for the reader (decision 032). */
    language: varchar('language', { length: 2, enum: LOCALES }).notNull().default('en'),
    status: varchar('status', { length: 10, enum: MAIL_STATUSES }).notNull().default('waiting'),
    tries: integer('tries').notNull().default(0),
    next_try_at: timestamp('next_try_at', { withTimezone: true }).notNull().defaultNow(),
    claim_token: uuid('claim_token'),
    last_error: text('last_error'),
    queued_at: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    // The worker's claim: waiting rows by due time, and nothing else.
    index('mail_messages_due_idx').on(table.next_try_at).where(sql`${table.status} = 'waiting'`),
    index('mail_messages_user_idx').on(table.user_id, table.queued_at),
    index('mail_messages_failed_idx').on(table.queued_at).where(sql`${table.status} = 'failed'`),
  ],
);
export type MailMessageRow = typeof mailMessages.$inferSelect;

/**
 * The driver's consent to the limited Clearinghouse queries of an application (49 CFR 382.703;
 * decision 029), signed like the application (decision 016) and kept three years after the last
 * query. The queries themselves are `clearinghouse_queries`.
 */
export const clearinghouseChecks = pgTable('clearinghouse_checks', {
  application_id: integer('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  consent_typed_name: varchar('consent_typed_name', { length: 200 }),
  consent_signed_at: timestamp('consent_signed_at', { withTimezone: true }),
  consent_ip: varchar('consent_ip', { length: 64 }),
  consent_user_agent: text('consent_user_agent'),
  consent_text_version: varchar('consent_text_version', { length: 100 }),
  /** The canonical JSON (RFC 8785) of what the driver signed, text included, and its SHA-256. */
  consent_snapshot: text('consent_snapshot'),
  consent_snapshot_sha256: varchar('consent_snapshot_sha256', { length: 64 }),
  /** The language the driver signed in (decision 032), and the translation shown beside the English text. */
  consent_language: varchar('consent_language', { length: 2, enum: LOCALES }).notNull().default('en'),
  consent_translation: jsonb('consent_translation').$type<ShownTranslationRecord>(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ClearinghouseCheck = typeof clearinghouseChecks.$inferSelect;

/**
 * One query of FMCSA's Clearinghouse for an application (49 CFR 382.701): full or limited,
 * pre-employment or annual, its day, the day the driver approved a full one in FMCSA's portal, the
 * result and its PDF (stored with the documents). Inserted, never updated: a later query is a row
 * of its own. Only a row carried over from the single record before has no PDF.
 */
export const clearinghouseQueries = pgTable(
  'clearinghouse_queries',
  {
    id: serial('id').primaryKey(),
    application_id: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    query_type: varchar('query_type', { length: 10, enum: CLEARINGHOUSE_QUERY_TYPES }).notNull(),
    purpose: varchar('purpose', { length: 20, enum: CLEARINGHOUSE_QUERY_PURPOSES }).notNull(),
    queried_on: date('queried_on', { mode: 'string' }).notNull(),
    driver_approved_on: date('driver_approved_on', { mode: 'string' }),
    result: varchar('result', { length: 20, enum: CLEARINGHOUSE_ANY_RESULTS }).notNull(),
    result_filename: varchar('result_filename', { length: 100 }),
    result_original_name: varchar('result_original_name', { length: 255 }),
    result_size_bytes: integer('result_size_bytes'),
    result_uploaded_at: timestamp('result_uploaded_at', { withTimezone: true }),
    recorded_at: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('clearinghouse_queries_application_idx').on(table.application_id, table.queried_on)],
);
export type ClearinghouseQueryRow = typeof clearinghouseQueries.$inferSelect;

/**
 * A return-to-duty document of a driver whose full query found violations (49 CFR 382.217,
 * 40.305): the SAP's report, the negative return-to-duty test, the follow-up testing plan, each a
 * PDF with its date. Inserted, never updated.
 */
export const clearinghouseRtdDocuments = pgTable(
  'clearinghouse_rtd_documents',
  {
    id: serial('id').primaryKey(),
    application_id: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20, enum: RTD_DOCUMENT_KINDS }).notNull(),
    dated_on: date('dated_on', { mode: 'string' }).notNull(),
    filename: varchar('filename', { length: 100 }).notNull(),
    original_name: varchar('original_name', { length: 255 }).notNull(),
    size_bytes: integer('size_bytes').notNull(),
    uploaded_at: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('clearinghouse_rtd_documents_application_idx').on(table.application_id)],
);
export type RtdDocumentRow = typeof clearinghouseRtdDocuments.$inferSelect;

/** The reminder of a due query, mailed once: a new due day (a query recorded since) is a new reminder. */
export const clearinghouseQueryReminders = pgTable(
  'clearinghouse_query_reminders',
  {
    application_id: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    due_on: date('due_on', { mode: 'string' }).notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.application_id, table.due_on] })],
);
/** What a release records of the text the driver signed: key, version, hash, title and the text itself. */
export interface ReleaseText {
  key: string;
  version: string;
  sha256: string;
  title: string;
  text: string;
  /** The carrier's translation shown beside it to the driver (decision 032); absent before it was kept, null for none. */
  translation?: ShownTranslationRecord | null;
}

/**
 * One previous-employer check (49 CFR 391.23, decision 030): the employer and period asked about,
 * the driver's release for it, the single-use link's hashed token, and the clocks. Answers,
 * attempts and the good-faith record are their own rows.
 */
export const employerVerifications = pgTable(
  'employer_verifications',
  {
    id: serial('id').primaryKey(),
    application_id: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The work-history entry it came from; null for one a recruiter added. */
    work_history_id: integer('work_history_id').references(() => workHistories.wh_id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20, enum: VERIFICATION_STATUSES }).notNull(),
    status_reason: text('status_reason'),
    merged_into: integer('merged_into'),
    employer_name: varchar('employer_name', { length: 200 }).notNull(),
    employer_address: text('employer_address'),
    contact_name: varchar('contact_name', { length: 200 }),
    contact_email: varchar('contact_email', { length: 254 }),
    contact_phone: varchar('contact_phone', { length: 30 }),
    period_from: date('period_from', { mode: 'string' }).notNull(),
    period_to: date('period_to', { mode: 'string' }),
    position: varchar('position', { length: 200 }),
    /**
     * The language of every mail to this employer and of its form (decision 030): French for a
     * Quebec address at submit, else English; the recruiter or the employer may change it.
     */
    language: varchar('language', { length: 2, enum: LOCALES }).notNull().default('en'),
    /** 40.25(b) questions: only for employers the Clearinghouse does not answer for. */
    asks_drug_alcohol: boolean('asks_drug_alcohol').notNull(),
    /** The three years before the application the accident questions cover. */
    accidents_from: date('accidents_from', { mode: 'string' }).notNull(),
    accidents_to: date('accidents_to', { mode: 'string' }).notNull(),
    release_typed_name: varchar('release_typed_name', { length: 200 }),
    release_signed_at: timestamp('release_signed_at', { withTimezone: true }),
    release_ip: varchar('release_ip', { length: 64 }),
    release_user_agent: text('release_user_agent'),
    release_text: jsonb('release_text').$type<ReleaseText>(),
    /** RFC 8785 JSON of what was released (employer, period, information asked, text) and its SHA-256. */
    release_snapshot: text('release_snapshot'),
    release_sha256: varchar('release_sha256', { length: 64 }),
    /** A random nonce the link's token is derived from with the server secret; only the token's hash is compared. */
    token_nonce: varchar('token_nonce', { length: 64 }),
    token_hash: varchar('token_hash', { length: 64 }),
    token_expires_at: timestamp('token_expires_at', { withTimezone: true }),
    token_revoked_at: timestamp('token_revoked_at', { withTimezone: true }),
    /** The latest request; the employer's 30 days and the reminders count from it. */
    sent_at: timestamp('sent_at', { withTimezone: true }),
    reminders_sent: smallint('reminders_sent').notNull().default(0),
    next_reminder_at: timestamp('next_reminder_at', { withTimezone: true }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    /** Generated from the attempts when the carrier's deadline closes it unanswered, never typed. */
    good_faith: text('good_faith'),
    good_faith_sha256: varchar('good_faith_sha256', { length: 64 }),
    // The driver's review of the answer (391.23(i)). On the check, one-to-one with its answer, since
    // the stored answer is immutable and one driver reviews one answer; the carrier's 5 business days
    // count from the request.
    review_requested_at: timestamp('review_requested_at', { withTimezone: true }),
    review_due: date('review_due', { mode: 'string' }),
    released_at: timestamp('released_at', { withTimezone: true }),
    released_by: integer('released_by').references(() => users.id, { onDelete: 'set null' }),
    correction_requested_at: timestamp('correction_requested_at', { withTimezone: true }),
    correction_text: text('correction_text'),
    /** The driver's statement, kept beside the answer it disputes; the answer itself is never changed. */
    rebuttal_text: text('rebuttal_text'),
    rebuttal_at: timestamp('rebuttal_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('employer_verifications_application_idx').on(table.application_id, table.id),
    uniqueIndex('employer_verifications_token_idx').on(table.token_hash),
    // The sweep: sent checks by the next reminder, open ones by application (for the deadline).
    index('employer_verifications_reminder_idx').on(table.next_reminder_at).where(sql`${table.status} = 'sent'`),
    index('employer_verifications_open_idx')
      .on(table.application_id)
      .where(sql`${table.status} in (${sqlList(OPEN_VERIFICATION_STATUSES)})`),
  ],
);
export type EmployerVerification = typeof employerVerifications.$inferSelect;

/** Every try to reach the employer: mail (its outbox row found by Message-ID), phone, fax, letter. */
export const verificationAttempts = pgTable(
  'verification_attempts',
  {
    id: serial('id').primaryKey(),
    verification_id: integer('verification_id')
      .notNull()
      .references(() => employerVerifications.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10, enum: ['request', 'reminder', 'phone', 'note'] }).notNull(),
    channel: varchar('channel', { length: 10, enum: VERIFICATION_CHANNELS }).notNull(),
    address: varchar('address', { length: 254 }).notNull(),
    attempted_at: timestamp('attempted_at', { withTimezone: true }).notNull(),
    message_id: varchar('message_id', { length: 200 }),
    /** A recruiter's outcome for a call or fax; mail's comes from the outbox. */
    outcome: varchar('outcome', { length: 200 }),
    note: text('note'),
    recorded_by: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('verification_attempts_verification_idx').on(table.verification_id, table.id)],
);
export type VerificationAttemptRow = typeof verificationAttempts.$inferSelect;

/** The employer's answer, written once (a trigger refuses updates): its canonical JSON and SHA-256. */
export const verificationResponses = pgTable('verification_responses', {
  verification_id: integer('verification_id')
    .primaryKey()
    .references(() => employerVerifications.id, { onDelete: 'cascade' }),
  channel: varchar('channel', { length: 10, enum: VERIFICATION_CHANNELS }).notNull(),
  responder_name: varchar('responder_name', { length: 200 }).notNull(),
  responder_title: varchar('responder_title', { length: 200 }),
  responder_email: varchar('responder_email', { length: 254 }),
  typed_signature: varchar('typed_signature', { length: 200 }),
  /** The administrator who entered a phone, fax or paper answer. */
  recorded_by: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  ip: varchar('ip', { length: 64 }),
  user_agent: text('user_agent'),
  received_at: timestamp('received_at', { withTimezone: true }).notNull(),
  answer: text('answer').notNull(),
  answer_sha256: varchar('answer_sha256', { length: 64 }).notNull(),
});
export type VerificationResponseRow = typeof verificationResponses.$inferSelect;

// A driver's data (decision 031): legal holds, the requests register, stored files waiting for
// their delete, consents per purpose, export links and the confidentiality-incident register.

/** A hold stops erasure of a person (user_id), of a record type for everyone, or of one type of one person. */
export const legalHolds = pgTable(
  'legal_holds',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    record_type: varchar('record_type', { length: 30, enum: RECORD_TYPES }),
    reason: text('reason').notNull(),
    /** The last day it holds; null until lifted. */
    until: date('until', { mode: 'string' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lifted_at: timestamp('lifted_at', { withTimezone: true }),
  },
  (table) => [index('legal_holds_user_idx').on(table.user_id)],
);
export type LegalHoldRow = typeof legalHolds.$inferSelect;

/**
 * The requests register: access, export, correction and erasure. An erasure's row outlives the
 * person (user_id becomes null) and keeps no name: its number is what the audit log names.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 20, enum: PRIVACY_REQUEST_KINDS }).notNull(),
    /** `driver`: asked for; `retention`: the sweep found the retention period over. */
    source: varchar('source', { length: 20, enum: ['driver', 'retention'] })
      .notNull()
      .default('driver'),
    status: varchar('status', { length: 20, enum: PRIVACY_REQUEST_STATUSES }).notNull().default('received'),
    received_at: timestamp('received_at', { withTimezone: true }).notNull(),
    due_on: date('due_on', { mode: 'string' }).notNull(),
    erase_after: timestamp('erase_after', { withTimezone: true }),
    held: jsonb('held').$type<HeldRecord[]>().notNull().default([]),
    application_id: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    /** The driver's words (a correction); emptied with the person. */
    detail: text('detail'),
    answer: text('answer'),
    done_at: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    index('privacy_requests_due_idx').on(table.erase_after).where(sql`${table.status} <> 'done'`),
    index('privacy_requests_user_idx').on(table.user_id),
    // One open erasure per person, however many processes sweep at once.
    uniqueIndex('privacy_requests_one_open_erasure_idx')
      .on(table.user_id)
      .where(sql`${table.kind} = 'erasure' and ${table.status} <> 'done'`),
    index('privacy_requests_received_idx').on(table.received_at),
    // An erased application sets its requests' application_id to null: found by this index, not a scan.
    index('privacy_requests_application_idx').on(table.application_id),
  ],
);
export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;

/**
 * A correction of a signed application: a new version beside the signed snapshot, which never
 * changes (decision 031). Version 1 is the signed application; corrections count on from 2.
 */
export const applicationCorrections = pgTable(
  'application_corrections',
  {
    id: serial('id').primaryKey(),
    application_id: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    request_id: integer('request_id').references(() => privacyRequests.id, { onDelete: 'set null' }),
    answer: varchar('answer', { length: 200 }).notNull(),
    corrected: text('corrected').notNull(),
    reason: text('reason').notNull().default(''),
    made_by: integer('made_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who made it, kept when their account goes (as the audit log keeps its actor's address). */
    made_by_email: varchar('made_by_email', { length: 254 }).notNull(),
    made_at: timestamp('made_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('application_corrections_version_idx').on(table.application_id, table.version)],
);

/**
 * What the dashboard still counts of erased applications: totals by position, status, stage and
 * the hour it was begun — no person, no application, nothing that names anyone (decision 031).
 */
export const erasedApplicationTallies = pgTable(
  'erased_application_tallies',
  {
    id: serial('id').primaryKey(),
    job_id: integer('job_id').notNull(),
    status: varchar('status', { length: 20, enum: APPLICATION_STATUSES }).notNull(),
    recruiter_stage: varchar('recruiter_stage', { length: 20, enum: RECRUITER_STAGES }),
    created_hour: timestamp('created_hour', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    unique('erased_application_tallies_key')
      .on(table.job_id, table.status, table.recruiter_stage, table.created_hour)
      .nullsNotDistinct(),
  ],
);

/** Stored files whose rows are gone: deleted after the commit, retried by each sweep until storage agrees. */
export const privacyFileDeletions = pgTable(
  'privacy_file_deletions',
  {
    id: serial('id').primaryKey(),
    request_id: integer('request_id').references(() => privacyRequests.id, { onDelete: 'set null' }),
    folder: varchar('folder', { length: 20 }).notNull(),
    filename: varchar('filename', { length: 100 }).notNull(),
    tries: integer('tries').notNull().default(0),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('privacy_file_deletions_request_idx').on(table.request_id)],
);

/** Consent per purpose, off until given; each with the version of the text shown and its time. */
export const privacyConsents = pgTable(
  'privacy_consents',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20, enum: CONSENT_PURPOSES }).notNull(),
    text_version: varchar('text_version', { length: 100 }).notNull(),
    granted_at: timestamp('granted_at', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    renewal_requested_at: timestamp('renewal_requested_at', { withTimezone: true }),
    withdrawn_at: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [index('privacy_consents_user_idx').on(table.user_id, table.purpose)],
);

/** Binary data (`bytea`) as a Buffer, from node-postgres and PGlite alike. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A download link of a large export: the token's SHA-256 only, its owner, its expiry. */
export const privacyExportLinks = pgTable(
  'privacy_export_links',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The ZIP built in the background, kept here until the link expires: any process serves it, and
     * it goes with the account (no file to forget on erasure). Null while it is being built.
     */
    zip: bytes('zip'),
    ready_at: timestamp('ready_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('privacy_export_links_token_idx').on(table.token_hash)],
);

/** The confidentiality-incident register, with the Quebec regulation's fields. */
export const confidentialityIncidents = pgTable('confidentiality_incidents', {
  id: serial('id').primaryKey(),
  description: text('description').notNull(),
  occurred_from: date('occurred_from', { mode: 'string' }).notNull(),
  occurred_to: date('occurred_to', { mode: 'string' }),
  learned_on: date('learned_on', { mode: 'string' }).notNull(),
  people_count: integer('people_count').notNull(),
  risk_assessment: text('risk_assessment').notNull(),
  serious_injury_risk: boolean('serious_injury_risk').notNull(),
  regulator_notified_on: date('regulator_notified_on', { mode: 'string' }),
  people_notified_on: date('people_notified_on', { mode: 'string' }),
  measures: text('measures').notNull(),
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
