import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { type CandidateProfile, GENDERS, messages, type ProfileSave } from '@roadhire/shared';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormSection } from '../../../components/form-section';
import { MobileField } from '../../../components/mobile-field';
import { PasswordField } from '../../../components/password-field';
import { normalizeMobile } from '../../../lib/phone';
import {
  type ProfileFormOutput,
  ProfileFormSchema,
  type ProfileForm as ProfileFormValues,
  toProfileForm,
  toProfileSave,
} from '../form-schema';

interface ProfileFormProps {
  profile: CandidateProfile;
  saving: boolean;
  /** The outcome of the last save, shown beside the button where the candidate is looking. */
  feedback?: ReactNode;
  /** Resolves with the saved profile, or undefined when the save failed (the page says why). */
  onSave: (save: ProfileSave) => Promise<CandidateProfile | undefined>;
  /** The candidate typed or started a new save: the last save's outcome no longer applies. */
  onEdit: () => void;
}

const GENDER_OPTIONS = [{ value: '', label: messages.fields.genderPlaceholder }, ...GENDERS];

/**
 * SPEC §2 My Profile: Personal Information, Address and Security, saved with one button; an
 * administrator also chooses here whether each submitted application mails them.
 */
export function ProfileForm({ profile, saving, feedback, onSave, onEdit }: ProfileFormProps) {
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: toProfileForm(profile),
  });
  const { errors } = form.formState;
  // Only the candidate's own changes: the reset after a save must not hide its success.
  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') onEdit();
    });
    return () => subscription.unsubscribe();
  }, [form, onEdit]);
  const field = (name: Exclude<keyof ProfileFormValues, 'notify_new_applications'>) => ({
    error: errors[name]?.message as string | undefined,
    ...form.register(name),
  });
  const f = messages.fields;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        onEdit();
        return form.handleSubmit(async (values) => {
          const saved = await onSave(toProfileSave(values));
          // The saved profile becomes the new starting point; the password fields empty again.
          if (saved) form.reset(toProfileForm(saved));
        })(event);
      }}
    >
      <Stack gap="lg">
        <FormSection id="profile-personal" title={messages.profilePage.personal}>
          <TextInput label={f.firstName} autoComplete="given-name" required {...field('first_name')} />
          <TextInput label={f.middleName} autoComplete="additional-name" {...field('mid_name')} />
          <TextInput label={f.lastName} autoComplete="family-name" required {...field('last_name')} />
          <NativeSelect label={f.gender} data={GENDER_OPTIONS} {...field('gender')} />
          <TextInput label={f.dob} type="date" autoComplete="bday" {...field('dob')} />
          <TextInput label={f.email} type="email" autoComplete="email" required {...field('email')} />
          <MobileField
            label={f.mobile}
            error={errors.mobile?.message as string | undefined}
            {...form.register('mobile', { setValueAs: (value: string) => normalizeMobile(value ?? '') })}
          />
          <TextInput label={f.homePhone} type="tel" autoComplete="tel" {...field('home_phone')} />
        </FormSection>
        <FormSection id="profile-address" title={messages.profilePage.address}>
          <TextInput label={f.address1} autoComplete="address-line1" {...field('address1')} />
          <TextInput label={f.address2} autoComplete="address-line2" {...field('address2')} />
          <TextInput label={f.city} autoComplete="address-level2" {...field('city')} />
          <TextInput label={f.province} autoComplete="address-level1" {...field('province')} />
          <TextInput label={f.country} autoComplete="country-name" {...field('country')} />
          <TextInput label={f.postalCode} autoComplete="postal-code" {...field('postal_code')} />
        </FormSection>
        <FormSection
          id="profile-security"
          title={messages.profilePage.security}
          hint={messages.profilePage.passwordHint}
        >
          <PasswordField
            label={messages.profilePage.currentPassword}
            description={messages.profilePage.currentPasswordHint}
            autoComplete="current-password"
            {...field('current_password')}
          />
          <PasswordField label={f.newPassword} autoComplete="new-password" {...field('password')} />
          <PasswordField label={f.confirmNewPassword} autoComplete="new-password" {...field('confirm_password')} />
        </FormSection>
        {profile.notify_new_applications !== undefined && (
          <FormSection id="profile-notifications" title={messages.profilePage.notifications} columns={1}>
            <Checkbox
              label={messages.profilePage.notifyNewApplications}
              description={messages.profilePage.notifyNewApplicationsHint}
              {...form.register('notify_new_applications')}
            />
          </FormSection>
        )}
        {feedback}
        <Group justify="flex-end">
          <Button type="submit" size="md" disabled={saving} w={{ base: '100%', sm: 'auto' }}>
            {saving ? messages.profile.saving : messages.profile.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
