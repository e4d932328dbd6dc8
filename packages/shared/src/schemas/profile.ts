import { z } from 'zod';
import { GENDERS, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';

import type { MessageId } from '../i18n/catalogue-en.js';
import { EmailSchema, IdParamSchema, IsoDateSchema, MobileSchema, optionalText, ShortTextSchema } from './common.js';
import { LocaleSchema } from './language.js';

/** SPEC §3 candidate profile, as the API answers it. The password hash never leaves the server. */
export const CandidateProfileSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  mid_name: z.string().nullable(),
  last_name: z.string(),
  gender: z.enum(GENDERS).nullable(),
  email: z.string(),
  mobile: z.string().nullable(),
  home_phone: z.string().nullable(),
  dob: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  country: z.string().nullable(),
  postal_code: z.string().nullable(),
  pipeline_status: z.number().int().nullable(),
  role: z.number().int(),
  /** A new email waiting for its owner to open the link mailed to it; `email` changes only then. */
  pending_email: z.string().nullable().optional(),
  /** An administrator's choice of a mail for each submitted application. */
  notify_new_applications: z.boolean().optional(),
  /** The language the portal speaks to the user (decision 032); the driver's own profile only. */
  language: LocaleSchema.optional(),
});
export type CandidateProfile = z.infer<typeof CandidateProfileSchema>;

const RequiredNameSchema = z
  .string()
  .trim()
  .min(1, { message: 'fields.required' satisfies MessageId })
  .max(NAME_MAX_LENGTH);

/**
 * SPEC §5 Profile: first name, last name and email are required; empty fields become null;
 * a blank password keeps the current one.
 */
export const ProfileUpdateSchema = z.object({
  first_name: RequiredNameSchema,
  mid_name: optionalText(ShortTextSchema),
  last_name: RequiredNameSchema,
  gender: optionalText(z.enum(GENDERS)),
  email: EmailSchema,
  mobile: optionalText(MobileSchema),
  home_phone: optionalText(z.string().trim().max(30)),
  dob: optionalText(IsoDateSchema),
  address1: optionalText(ShortTextSchema),
  address2: optionalText(ShortTextSchema),
  city: optionalText(ShortTextSchema),
  province: optionalText(ShortTextSchema),
  country: optionalText(ShortTextSchema),
  postal_code: optionalText(z.string().trim().toUpperCase().max(12)),
  password: optionalText(
    z
      .string()
      .trim()
      .min(PASSWORD_MIN_LENGTH, { message: 'profile.passwordTooShort' satisfies MessageId })
      .max(PASSWORD_MAX_LENGTH),
  ),
  /** Proof of the account: needed to set a new password (decision 019). Trimmed like every password. */
  current_password: optionalText(z.string().trim().max(PASSWORD_MAX_LENGTH)),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/**
 * The saved profile; `token` is a new session for the caller when the save changed their password,
 * since the change ends every earlier session (decision 019).
 */
export const ProfileSaveResponseSchema = CandidateProfileSchema.extend({ token: z.string().optional() });
export type ProfileSaveResponse = z.infer<typeof ProfileSaveResponseSchema>;

/**
 * What `PUT /api/candidate/users/{userId}` takes: the profile, and for an administrator's own
 * account the choice of a mail for each submitted application; left out, it stays.
 */
export const ProfileSaveSchema = ProfileUpdateSchema.extend({ notify_new_applications: z.boolean().optional() });
export type ProfileSave = z.infer<typeof ProfileSaveSchema>;

export const UserIdParamsSchema = z.object({ userId: IdParamSchema });

export const ApplicationCheckSchema = z.object({
  pipeline_status: z.number().int().nullable(),
  application_id: z.number().int().nullable(),
});
export type ApplicationCheck = z.infer<typeof ApplicationCheckSchema>;

export const LatestApplicationSchema = z.object({ application_id: z.number().int() });
export type LatestApplication = z.infer<typeof LatestApplicationSchema>;

/** What `PATCH /api/candidate/users/{userId}` takes: the user's language (decision 032). */
export const UserLanguageSchema = z.strictObject({ language: LocaleSchema });
export type UserLanguage = z.infer<typeof UserLanguageSchema>;
