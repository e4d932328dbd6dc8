import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import type { ComplianceText } from '@roadhire/shared';
import { z } from 'zod';
import {
  ComplianceTextsError,
  type LoadedComplianceText,
  loadComplianceTexts,
  loadPrivacyTexts,
  loadReleaseText,
  type PlaceholderText,
  placeholderTexts,
  SHIPPED_COMPLIANCE_TEXTS_DIR,
} from './lib/compliance-texts.js';
import { type S3Settings, StorageUrlSchema, s3SettingsFrom } from './storage/storage-config.js';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** The carrier's calendar when TIME_ZONE is not set: the first customer's head office. */
export const DEFAULT_TIME_ZONE = 'America/Toronto';

/** An IANA zone name the runtime knows, such as America/Toronto (not an offset or an abbreviation). */
function isIanaTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Fastify's trustProxy: every proxy, none, those listed, or the first n hops. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/** An address or a CIDR range (IPv4 or IPv6), as Fastify's trustProxy takes them. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** Fastify's trustProxy: true/false, a hop count, or a comma-separated list of addresses and ranges. */
const TrustProxySchema = z.string().transform((value, context): TrustProxy => {
  const text = value.trim().toLowerCase();
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^\d+$/.test(text)) {
    // Fastify's own reading of a hop count: trust the first n proxies from the server.
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const list = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (list.length > 0 && list.every(isAddressOrRange)) return list;
  context.addIssue({
    code: 'custom',
    message: 'must be true, false, a hop count, or addresses/CIDR ranges separated by commas',
  });
  return z.NEVER;
});

const KeyListSchema = z.string().transform((value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);

const DURATION_UNITS_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** A duration such as 90s, 15m, 24h or 2d, in milliseconds. */
function parseDuration(text: string): number | undefined {
  const match = /^(\d+)(ms|s|m|h|d)$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * DURATION_UNITS_MS[match[2] as keyof typeof DURATION_UNITS_MS];
}

const DurationSchema = z.string().transform((value, context) => {
  const ms = parseDuration(value);
  if (ms === undefined || ms <= 0) {
    context.addIssue({ code: 'custom', message: 'must be a duration such as 500ms, 30s, 15m, 24h or 2d' });
    return z.NEVER;
  }
  return ms;
});

/** Durations separated by commas, each one longer than zero: `1m,5m,1h`. */
const DurationListSchema = z.string().transform((value, context) => {
  const list = value.split(',').map(parseDuration);
  if (list.length === 0 || list.some((ms) => ms === undefined || ms <= 0)) {
    context.addIssue({ code: 'custom', message: 'must be durations separated by commas, such as 1m,5m,1h,24h' });
    return z.NEVER;
  }
  return list as number[];
});

const EnvSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must start with postgres://' })
    .optional(),
  // A PostgreSQL that is away (decision 022): how long to wait for a connection, for one statement,
  // and, at start, for the database to come up before giving up (unset: wait as long as it takes).
  DATABASE_CONNECT_TIMEOUT: DurationSchema.prefault('5s'),
  DATABASE_STATEMENT_TIMEOUT: DurationSchema.prefault('30s'),
  DATABASE_START_TIMEOUT: DurationSchema.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().optional(),
  // The mail outbox (decision 018): the waits between tries of a mail that did not go (their
  // number + 1 is the tries before it fails for good); how long a worker may take to send one
  // before another may take it over; how often the worker looks; whether this process runs one.
  MAIL_RETRY_DELAYS: DurationListSchema.prefault(['1m', '5m', '15m', '1h', '3h', '6h', '12h', '24h'].join(',')),
  MAIL_SEND_LEASE: DurationSchema.prefault('15m'),
  MAIL_POLL_INTERVAL: DurationSchema.prefault('5s'),
  MAIL_WORKER: booleanish.optional(),
  // Reminders of an application in progress left untouched this long.
  MAIL_REMINDER_AFTER: DurationListSchema.prefault('24h,72h'),
  // Previous-employer checks (decision 030): whether a recruiter reviews the employer's contact
  // before a request leaves, and the days after a request its reminders go (moved off the
  // weekends of TIME_ZONE).
  VERIFICATION_REVIEW_FIRST: booleanish.optional(),
  VERIFICATION_REMINDER_DAYS: z
    .string()
    .regex(/^\s*\d{1,3}(\s*,\s*\d{1,3})*\s*$/, { message: 'must be days separated by commas, such as 3,7,14,21,28' })
    .transform((value) =>
      [...new Set(value.split(',').map((day) => Number(day.trim())))].filter((day) => day > 0).sort((a, b) => a - b),
    )
    .prefault('3,7,14,21,28'),
  // The Clearinghouse (decision 029): how many days before a hired driver's query is due its reminder goes.
  CLEARINGHOUSE_REMINDER_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  // How long a team invitation's link works (decision 033), in hours.
  INVITATION_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  HR_SITE_URL: z.url().optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, { message: 'must be at least 8 characters' }).optional(),
  SEED_DEMO: booleanish.optional(),
  COMPANY_NAME: z.string().min(1).default('Northern Wheels Transport'),
  COMPANY_PHONE: z.string().min(1).default('1-800-555-0134'),
  HR_EMAIL: z.email().default('careers@northernwheels.example'),
  // The employer search engines name on each job (schema.org hiringOrganization).
  COMPANY_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) address' }).optional(),
  COMPANY_LOGO_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) address' }).optional(),
  TIME_ZONE: z
    .string()
    .refine(isIanaTimeZone, { message: 'must be an IANA time zone such as America/Toronto' })
    .default(DEFAULT_TIME_ZONE),
  // 49 CFR 391.21(b): the years of addresses and employment an application accounts for; a driver
  // who held a commercial licence accounts for more years of employment.
  HISTORY_YEARS_ALL: z.coerce.number().int().min(1).max(20).default(3),
  HISTORY_YEARS_CMV: z.coerce.number().int().min(1).max(20).default(10),
  // The signed application (decision 016): the carrier on the application, its texts, which of
  // them a signature must accept, and PSP (FMCSA's program, off unless the carrier uses it).
  CARRIER_LEGAL_NAME: z.string().min(1).optional(),
  CARRIER_ADDRESS: z.string().min(1).default('100 Example Road, Toronto, ON M1M 1M1, Canada'),
  COMPLIANCE_TEXTS_DIR: z.string().optional(),
  COMPLIANCE_REQUIRED: KeyListSchema.optional(),
  PSP_ENABLED: booleanish.optional(),
  // In production the shipped placeholder texts stop the start unless the carrier says so here.
  COMPLIANCE_ALLOW_PLACEHOLDERS: booleanish.optional(),
  TRUST_PROXY: TrustProxySchema.optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  AUTH_ADDRESS_RATE_LIMIT: z.coerce.number().int().positive().optional(),
  // Several processes (decision 020): files in an S3-compatible bucket, rate limits counted in Redis.
  STORAGE_URL: StorageUrlSchema.optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// address' }).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { message: 'must start with redis:// or rediss://' })
    .optional(),
  ORPHAN_UPLOAD_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  // A driver's data (decision 031): the retention of applicants not hired, the quarantine before
  // erasure, the daily sweep (off until the carrier turns it on), the person in charge.
  RETENTION_UNHIRED_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  PRIVACY_QUARANTINE_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  PRIVACY_SWEEP: booleanish.optional(),
  PRIVACY_OFFICER_NAME: z.string().min(1).optional(),
  // The default is a text of the catalogue, so the French privacy page says it in French.
  // Unset: the catalogue's title, said in the reader's language.
  PRIVACY_OFFICER_TITLE: z.string().min(1).optional(),
  PRIVACY_OFFICER_EMAIL: z.email().optional(),
  PRIVACY_EXPORT_INLINE_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(25 * 1024 * 1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
});

export type Env = z.input<typeof EnvSchema>;

/** Every variable the server reads: the README's configuration table documents each one. */
export const CONFIG_VARIABLES = Object.keys(EnvSchema.shape) as Array<keyof Env>;

export interface Config {
  env: string;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL's timeouts, in milliseconds; `startMs` unset: the start waits for the database without end. */
  database: { connectMs: number; statementMs: number; startMs: number | undefined };
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The outbox and its worker (decision 018); every duration in milliseconds. */
  mail: MailConfig;
  jwtSecret: Uint8Array;
  hrSiteUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  brand: { companyName: string; companyPhone: string; hrEmail: string };
  /** The carrier's own website and logo, as search engines and link previews show the employer. */
  company: { url: string; logoUrl: string };
  /** The carrier's time zone: the printed application and the CSV export show times in it. */
  timeZone: string;
  /** Years of address and employment history every application covers, and of employment for a commercial driver. */
  historyYears: { all: number; cmv: number };
  /** The carrier as the application names it (49 CFR 391.21(b)(1)). */
  carrier: { legalName: string; address: string };
  /** The certification and the notices and authorisations in force, read once at start. */
  compliance: {
    dir: string;
    pspEnabled: boolean;
    certification: LoadedComplianceText;
    texts: LoadedComplianceText[];
    clearinghouseConsent: LoadedComplianceText;
    /** The texts drivers sign or employers receive that are still the shipped ones (decision 016). */
    placeholders: PlaceholderText[];
  };
  /** The reminder of a hired driver's Clearinghouse query, this many days before it is due (decision 029). */
  clearinghouse: { reminderDays: number };
  /** How long an invitation to the team works (decision 033). */
  team: { invitationTtlHours: number };
  /** Previous-employer checks (decision 030): the release text, the review setting and the reminder days. */
  verifications: { release: LoadedComplianceText; reviewFirst: boolean; reminderDays: number[] };
  /** Fastify's trustProxy: which proxies' X-Forwarded-For gives the client's address. */
  trustProxy: TrustProxy;
  /** Sign-in attempts per client address and account, and per client address alone (decision 019). */
  authRateLimit: number;
  authAddressRateLimit: number;
  /** Where uploaded files live: the disk under DATA_DIR, or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Redis for the rate limits several processes share; unset, each process counts in memory. */
  redisUrl: string | undefined;
  /** A resume no application ever used is deleted after this many days. */
  orphanUploadDays: number;
  /** Retention, quarantine, the sweep, the person in charge and the policy text (decision 031). */
  privacy: PrivacyConfig;
  logLevel: string;
  webDistDir: string;
}

export interface PrivacyConfig {
  unhiredMonths: number;
  quarantineDays: number;
  sweepEnabled: boolean;
  officer: { name: string; title: string | undefined; email: string };
  /** Past this many bytes of files, the export answers 202 with a link of its own. */
  exportInlineBytes: number;
  policy: LoadedComplianceText;
  consents: { talent_pool: ComplianceText; sms: ComplianceText };
}

export type StorageConfig = { kind: 'disk'; dir: string } | ({ kind: 's3' } & S3Settings);
export interface MailConfig {
  retryDelaysMs: number[];
  sendLeaseMs: number;
  pollIntervalMs: number;
  workerEnabled: boolean;
  reminderAfterMs: number[];
}

export class ConfigError extends Error {}

/** STORAGE_URL or the S3_* variables turn the bucket on; neither leaves the files on disk as before. */
function storageConfig(e: z.output<typeof EnvSchema>, dataDir: string): StorageConfig {
  const settings = s3SettingsFrom(e);
  if (typeof settings === 'string') throw new ConfigError(`Invalid configuration:\n  ${settings}`);
  return settings ? { kind: 's3', ...settings } : { kind: 'disk', dir: path.join(dataDir, 'uploads') };
}

/** Parses the environment once; fails listing every bad variable (STYLE: Errors and config). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable counts as unset, as in most shells' `VAR= command`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD go together');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const complianceDir = path.resolve(e.COMPLIANCE_TEXTS_DIR ?? SHIPPED_COMPLIANCE_TEXTS_DIR);
  const pspEnabled = e.PSP_ENABLED ?? false;
  let complianceTexts: ReturnType<typeof loadComplianceTexts>;
  try {
    complianceTexts = loadComplianceTexts(complianceDir, { pspEnabled, required: e.COMPLIANCE_REQUIRED });
  } catch (error) {
    if (!(error instanceof ComplianceTextsError)) throw error;
    throw new ConfigError(`Invalid configuration:\n  COMPLIANCE_TEXTS_DIR: ${error.message}`);
  }
  let release: LoadedComplianceText;
  let privacyTexts: ReturnType<typeof loadPrivacyTexts>;
  try {
    release = loadReleaseText(complianceDir);
    privacyTexts = loadPrivacyTexts(complianceDir);
  } catch (error) {
    if (!(error instanceof ComplianceTextsError)) throw error;
    throw new ConfigError(`Invalid configuration:\n  COMPLIANCE_TEXTS_DIR: ${error.message}`);
  }
  const placeholders = placeholderTexts(complianceTexts, release);
  if (e.NODE_ENV === 'production' && placeholders.length > 0 && !e.COMPLIANCE_ALLOW_PLACEHOLDERS)
    throw new ConfigError(placeholderRefusal(complianceDir, placeholders));
  const storage = storageConfig(e, dataDir);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    database: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT,
      startMs: e.DATABASE_START_TIMEOUT,
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `"${e.COMPANY_NAME}" <no-reply@${new URL(publicUrl).hostname}>`,
    mail: {
      retryDelaysMs: e.MAIL_RETRY_DELAYS,
      sendLeaseMs: e.MAIL_SEND_LEASE,
      pollIntervalMs: e.MAIL_POLL_INTERVAL,
      workerEnabled: e.MAIL_WORKER ?? true,
      reminderAfterMs: [...e.MAIL_REMINDER_AFTER].sort((a, b) => a - b),
    },
    jwtSecret: new TextEncoder().encode(e.JWT_SECRET ?? readOrCreateSecret(dataDir)),
    hrSiteUrl: e.HR_SITE_URL,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    brand: { companyName: e.COMPANY_NAME, companyPhone: e.COMPANY_PHONE, hrEmail: e.HR_EMAIL },
    company: { url: e.COMPANY_URL ?? publicUrl, logoUrl: e.COMPANY_LOGO_URL ?? `${publicUrl}/favicon.svg` },
    timeZone: e.TIME_ZONE,
    historyYears: { all: e.HISTORY_YEARS_ALL, cmv: Math.max(e.HISTORY_YEARS_CMV, e.HISTORY_YEARS_ALL) },
    carrier: { legalName: e.CARRIER_LEGAL_NAME ?? e.COMPANY_NAME, address: e.CARRIER_ADDRESS },
    compliance: { dir: complianceDir, pspEnabled, ...complianceTexts, placeholders },
    clearinghouse: { reminderDays: e.CLEARINGHOUSE_REMINDER_DAYS },
    team: { invitationTtlHours: e.INVITATION_TTL_HOURS },
    verifications: {
      release,
      reviewFirst: e.VERIFICATION_REVIEW_FIRST ?? false,
      reminderDays: e.VERIFICATION_REMINDER_DAYS,
    },
    trustProxy: e.TRUST_PROXY ?? false,
    authRateLimit: e.AUTH_RATE_LIMIT,
    // One address is shared by many drivers (a truck stop, an office): ten accounts' budgets by default.
    authAddressRateLimit: e.AUTH_ADDRESS_RATE_LIMIT ?? e.AUTH_RATE_LIMIT * 10,
    storage,
    redisUrl: e.REDIS_URL,
    orphanUploadDays: e.ORPHAN_UPLOAD_DAYS,
    privacy: {
      unhiredMonths: e.RETENTION_UNHIRED_MONTHS,
      quarantineDays: e.PRIVACY_QUARANTINE_DAYS,
      sweepEnabled: e.PRIVACY_SWEEP ?? false,
      officer: {
        name: e.PRIVACY_OFFICER_NAME ?? e.COMPANY_NAME,
        title: e.PRIVACY_OFFICER_TITLE,
        email: e.PRIVACY_OFFICER_EMAIL ?? e.HR_EMAIL,
      },
      exportInlineBytes: e.PRIVACY_EXPORT_INLINE_BYTES,
      ...privacyTexts,
    },
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}

/** Every placeholder in one message, as the other configuration errors are listed. */
function placeholderRefusal(dir: string, placeholders: PlaceholderText[]): string {
  const lines = placeholders.map(
    (text) =>
      `  COMPLIANCE_TEXTS_DIR: ${text.file} is the shipped placeholder "${text.title}" (version ${text.version})`,
  );
  return [
    'Invalid configuration:',
    ...lines,
    `  COMPLIANCE_ALLOW_PLACEHOLDERS: in production, drivers may not sign nor employers receive shipped texts; put the carrier's own in ${dir} (each with a version of its own), or set COMPLIANCE_ALLOW_PLACEHOLDERS=true to start with them`,
  ].join('\n');
}

/** DESIGN: the signing secret is generated once into DATA_DIR so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // Another process created it first: use theirs.
      return readFileSync(file, 'utf8').trim();
    }
  }
}
