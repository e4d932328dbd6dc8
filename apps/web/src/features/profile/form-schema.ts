import {
  type CandidateProfile,
  EmailSchema,
  type MessageId,
  type ProfileSave,
  ProfileSaveSchema,
} from '@roadhire/shared';
import { z } from 'zod';
import { confirmationMatches, filledIn } from '../../lib/form-rules';

/**
 * SPEC §5 Profile: the shared save schema (required names and email, empty fields to null,
 * a blank password keeps the current one, an administrator's mail choice) plus the confirmation,
 * with the profile's own alerts, and the current password whenever a new one is set.
 */
export const ProfileFormSchema = ProfileSaveSchema.extend({
  email: filledIn('fields.required' satisfies MessageId).pipe(EmailSchema),
  confirm_password: z.string(),
})
  .refine(confirmationMatches, {
    path: ['confirm_password'],
    message: 'profile.passwordsDoNotMatch' satisfies MessageId,
  })
  // Decision 019: a new password needs the current one; the server says so too.
  .refine((values) => !values.password || Boolean(values.current_password), {
    path: ['current_password'],
    message: 'api.currentPasswordRequired' satisfies MessageId,
  });

export type ProfileForm = z.input<typeof ProfileFormSchema>;
type ProfileField = keyof ProfileForm;
export type ProfileFormOutput = ProfileSave & { confirm_password: string };
type TextField = Exclude<ProfileField, 'notify_new_applications'>;

const TEXT_FIELDS = Object.keys(ProfileFormSchema.shape).filter(
  (field) => field !== 'notify_new_applications',
) as TextField[];

/**
 * The form edits text: a null from the API shows as an empty field, and passwords start blank.
 * The mail choice is there only for an administrator, whose profile carries it.
 */
export function toProfileForm(profile: CandidateProfile | undefined): ProfileForm {
  const values: ProfileForm = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<TextField, string>;
  if (!profile) return values;
  for (const field of TEXT_FIELDS) {
    const value = (profile as Partial<Record<TextField, unknown>>)[field];
    if (typeof value === 'string') values[field] = value;
  }
  if (profile.notify_new_applications !== undefined) values.notify_new_applications = profile.notify_new_applications;
  return values;
}

export function toProfileSave({ confirm_password: _confirm, ...save }: ProfileFormOutput): ProfileSave {
  return save;
}
