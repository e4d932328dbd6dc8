import type { LandingPageSell, VisibleInfo } from '@roadhire/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

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
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Emails are stored lower-cased; the index on lower() also guards rows written by hand.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
  ],
);

export const TOKEN_PURPOSES = ['verify_email', 'reset_password'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** Single-use tokens for email verification and password reset, stored as SHA-256 (DESIGN). */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20, enum: TOKEN_PURPOSES }).notNull(),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_tokens_hash_idx').on(table.token_hash),
    index('user_tokens_user_purpose_idx').on(table.user_id, table.purpose),
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
    p_route_description: text('p_route_description'),
    p_landing_page_desc: text('p_landing_page_desc').notNull().default(''),
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
export const UPLOAD_KINDS = ['resume'] as const;
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
    size_bytes: integer('size_bytes').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('uploads_filename_idx').on(table.filename),
    index('uploads_user_idx').on(table.user_id, table.kind),
  ],
);

/**
 * in_progress: applied, onboarding not finished (SPEC pipeline_status 2);
 * submitted: onboarding completed (3); cancelled: kept as history.
 */
export const APPLICATION_STATUSES = ['in_progress', 'submitted', 'cancelled'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

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
    submitted_at: timestamp('submitted_at', { withTimezone: true }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One active application per candidate, enforced by the database itself.
    uniqueIndex('applications_one_active_idx')
      .on(table.user_id)
      .where(sql`${table.status} in ('in_progress', 'submitted')`),
    index('applications_job_idx').on(table.job_id),
    index('applications_user_idx').on(table.user_id, table.created_at),
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
