import { z } from 'zod';
import { EARLIEST_DOB, MINIMUM_AGE, TEXT_MAX_LENGTH, YES_NO } from '../constants.js';
import { idsUnder } from '../i18n/message-ids.js';
import { IsoDateSchema } from '../schemas/common.js';
import { normalizePostalCode } from '../schemas/postal-code.js';

// The checks answers are built from, shared by the server's final calls and the form's steps
// (SPEC §5), so a message reads the same in both.

const m = idsUnder('onboarding.validation');

export const YesNoSchema = z.enum(YES_NO, { message: m.answerRequired });
export const RequiredTextSchema = z.string({ message: m.required }).trim().min(1, m.required).max(TEXT_MAX_LENGTH);
export const DetailSchema = z.string({ message: m.required }).trim().min(1, m.required).max(2000);
export const RequiredDateSchema = z.string({ message: m.required }).trim().min(1, m.required).pipe(IsoDateSchema);

/** A training course or safe-driving award row: type, date and an optional PDF (SPEC §2 step 4). */
export const DatedRowSchema = z.object({
  type: RequiredTextSchema,
  date: RequiredDateSchema,
  doc_id: z.number().int().positive().nullable().default(null),
});
export type DatedRow = z.output<typeof DatedRowSchema>;

export const DraftRowSchema = z.object({
  type: z.string().max(2000),
  date: z.string().max(2000),
  doc_id: z.number().int().positive().nullable(),
});
export type DraftRow = z.infer<typeof DraftRowSchema>;

/**
 * An earlier address of the address history: every field required, the dates in order,
 * the postal code checked by the row's own country and stored as that country writes it.
 */
export const AddressRowSchema = z
  .object({
    address1: RequiredTextSchema,
    city: RequiredTextSchema,
    province: RequiredTextSchema,
    country: RequiredTextSchema,
    postal_code: z.string({ message: m.required }).trim().min(1, m.required).max(12, m.postalCode),
    from: RequiredDateSchema,
    to: RequiredDateSchema,
  })
  .superRefine((row, ctx) => {
    // A blank code has its own message; a code is checked once there is one.
    if (row.postal_code.trim() !== '' && !normalizePostalCode(row.country, row.postal_code))
      ctx.addIssue({ code: 'custom', path: ['postal_code'], message: m.postalCode });
    if (isDate(row.from) && isDate(row.to) && row.from > row.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: m.dateOrder });
  })
  .transform((row) => ({ ...row, postal_code: normalizePostalCode(row.country, row.postal_code) ?? row.postal_code }));
export type AddressRow = z.output<typeof AddressRowSchema>;

/** An earlier address as the form holds it while the driver types, and as stored (all text). */
export const DraftAddressRowSchema = z.object({
  address1: z.string().max(2000),
  city: z.string().max(2000),
  province: z.string().max(2000),
  country: z.string().max(2000),
  postal_code: z.string().max(2000),
  from: z.string().max(2000),
  to: z.string().max(2000),
});
export type DraftAddressRow = z.infer<typeof DraftAddressRowSchema>;

export const EquipmentDetailSchema = z.object({
  miles: z.number({ message: m.miles }).int(m.miles).min(0, m.miles).max(100_000_000, m.miles),
  desc: DetailSchema,
});
export type EquipmentDetail = z.infer<typeof EquipmentDetailSchema>;

/** Whether the text is a date (a refinement runs even when the format check before it failed). */
export const isDate = (text: string) => IsoDateSchema.safeParse(text).success;

/** Today as YYYY-MM-DD (SPEC §9), the day the answers are checked. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The latest date of birth of someone who is `MINIMUM_AGE` on `day`: the same day, 21 years
 * earlier. Compared as text, so a 29 February birthday comes of age on 1 March.
 */
export function latestDateOfBirth(day: string = today()): string {
  const year = Number(day.slice(0, 4)) - MINIMUM_AGE;
  return `${String(year).padStart(4, '0')}${day.slice(4)}`;
}

/**
 * Step 1's date of birth: in the past, not before 1900, and at least 21 years ago (SPEC §9 age
 * gate, answered Yes on the apply screen), counted on the day the answers are checked.
 */
export const DateOfBirthSchema = RequiredDateSchema.superRefine((dob, ctx) => {
  if (!isDate(dob)) return;
  if (dob >= today()) ctx.addIssue({ code: 'custom', message: m.dobPast });
  else if (dob < EARLIEST_DOB) ctx.addIssue({ code: 'custom', message: m.dobTooEarly });
  else if (dob > latestDateOfBirth()) ctx.addIssue({ code: 'custom', message: m.dobTooYoung });
});
