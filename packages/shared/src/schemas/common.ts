import { z } from 'zod';
import { EMAIL_MAX_LENGTH, MOBILE_DIGITS, TEXT_MAX_LENGTH } from '../constants.js';
import type { MessageId } from '../i18n/catalogue-en.js';

/** Every error the API answers with (DESIGN: `{ message }`, plus `errors` per field where useful). */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  /** The catalogue's id of `message`, whatever language it is said in. */
  messageId: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string(), messageId: z.string().optional() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** Emails are compared case-insensitively, so they are stored lower-cased. */
export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ message: 'fields.invalidEmail' satisfies MessageId }));

/** SPEC §9: dates use the format YYYY-MM-DD. */
export const IsoDateSchema = z.iso.date({ message: 'verifications.validation.dateFormat' satisfies MessageId });

export const MobileSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${MOBILE_DIGITS}}$`), { message: 'register.mobileFormat' satisfies MessageId });

/**
 * A positive integer id taken from a path parameter, written in plain digits ("0x1" and "1e0" are
 * refused, so one id has one address); anything else is a 400, never a database error.
 */
const invalidId = { message: 'api.invalidId' satisfies MessageId };
export const IdParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, invalidId)
  .transform(Number)
  .pipe(z.number().max(2_147_483_647, invalidId));

/** Empty or blank text means "no value" (SPEC §5: empty fields are sent as null). */
export function optionalText<T extends z.ZodType<string | null>>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable().optional(),
  );
}

export const ShortTextSchema = z.string().trim().max(TEXT_MAX_LENGTH);

/**
 * An `Idempotency-Key` request header: a UUID or another client token (letters, digits and
 * `._:~-`, 8 to 128 of them), bare or quoted as a structured-field string. A request repeated with
 * the same key acts once (decision 007).
 */
export const IdempotencyKeySchema = z
  .string()
  .transform((key) => key.trim().replace(/^"(.*)"$/, '$1'))
  .pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9._:~-]{8,128}$/, { message: 'onboarding.validation.idempotencyKey' satisfies MessageId }),
  );
