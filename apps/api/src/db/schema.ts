import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

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
    pipeline_status: integer('pipeline_status'),
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
