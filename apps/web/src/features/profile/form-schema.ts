import {
  type CandidateProfile,
  EmailSchema,
  messages,
  type ProfileUpdate,
  ProfileUpdateSchema,
} from '@roadhire/shared';
import { z } from 'zod';
import { confirmationMatches, filledIn } from '../../lib/form-rules';

/**
 * SPEC §5 Profile: the shared update schema (required names and email, empty fields to null,
 * a blank password keeps the current one) plus the confirmation, with the profile's own alerts.
 */
export const ProfileFormSchema = ProfileUpdateSchema.extend({
  email: filledIn(messages.fields.required).pipe(EmailSchema),
  confirm_password: z.string(),
}).refine(confirmationMatches, { path: ['confirm_password'], message: messages.profile.passwordsDoNotMatch });

export type ProfileForm = z.input<typeof ProfileFormSchema>;
type ProfileField = keyof ProfileForm;
export type ProfileFormOutput = ProfileUpdate & { confirm_password: string };

const FIELDS = Object.keys(ProfileFormSchema.shape) as ProfileField[];

/** The form edits text: a null from the API shows as an empty field, and passwords start blank. */
export function toProfileForm(profile: CandidateProfile | undefined): Record<ProfileField, string> {
  const values = Object.fromEntries(FIELDS.map((field) => [field, ''])) as Record<ProfileField, string>;
  if (!profile) return values;
  for (const field of FIELDS) {
    const value = (profile as Partial<Record<ProfileField, unknown>>)[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

export function toProfileUpdate({ confirm_password: _confirm, ...update }: ProfileFormOutput): ProfileUpdate {
  return update;
}
