import { z } from 'zod';
import { FULL_NAME_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';

import type { MessageId } from '../i18n/catalogue-en.js';
import { EmailSchema, ErrorResponseSchema, IdParamSchema, MobileSchema, optionalText } from './common.js';
import { LocaleSchema } from './language.js';

/** SPEC §5: the password is trimmed; we trim it everywhere so login and reset agree. */
export const PasswordSchema = z
  .string()
  .trim()
  .min(PASSWORD_MIN_LENGTH, { message: 'register.passwordTooShort' satisfies MessageId })
  .max(PASSWORD_MAX_LENGTH);

/** A first or last name, as registration takes it. */
export const NameSchema = z
  .string()
  .trim()
  .min(1, { message: 'register.requiredFields' satisfies MessageId })
  .max(NAME_MAX_LENGTH);

export const LoginRequestSchema = z.object({
  userid: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().trim().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({
  id: z.number().int(),
  role: z.number().int(),
  token: z.string(),
  /** The account's language: the portal speaks it from the login on (decision 032). */
  language: LocaleSchema.optional(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** A login refused because the email is not verified yet: 403, and whether a new link was mailed. */
export const UnverifiedLoginResponseSchema = ErrorResponseSchema.extend({ verification_sent: z.boolean() });
export type UnverifiedLoginResponse = z.infer<typeof UnverifiedLoginResponseSchema>;

/** 410 to the right password of an account closed for erasure: whether its quarantine still lets it be cancelled. */
export const ClosedAccountResponseSchema = ErrorResponseSchema.extend({ erasure_cancellable: z.boolean() });
export type ClosedAccountResponse = z.infer<typeof ClosedAccountResponseSchema>;

export const RegisterRequestSchema = z.object({
  first_name: NameSchema,
  last_name: NameSchema,
  full_name: z.string().trim().max(FULL_NAME_MAX_LENGTH).optional(),
  email: EmailSchema,
  mobile: optionalText(MobileSchema),
  password: PasswordSchema,
  /** The language of the page the account was made on (decision 032); English when left out. */
  language: LocaleSchema.optional(),
  /** The position the visitor came to apply for: the verification link carries it to another browser. */
  job_id: z.number().int().positive().max(2_147_483_647).optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/** The verification link's query: the position picked before signing up, if any. */
export const VerifyEmailQuerySchema = z.object({ job: IdParamSchema.optional() });

export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

export const ResetPasswordRequestSchema = z.object({ password: PasswordSchema });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** Tokens are 32 random bytes in base64url: 43 characters. */
export const TokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: 'resetPassword.failed' satisfies MessageId }),
});

/**
 * The claims our session JWT carries. `iat` counts whole seconds; `iat_ms` is the same moment in
 * milliseconds, so a token issued in the same second as a password change can be told apart from
 * the one that change issued (decision 019).
 */
export const SessionClaimsSchema = z.object({
  sub: z.string(),
  role: z.number().int(),
  exp: z.number(),
  iat: z.number().optional(),
  iat_ms: z.number().int().optional(),
});
export type SessionClaims = z.infer<typeof SessionClaimsSchema>;
