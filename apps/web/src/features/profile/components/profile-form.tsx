import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { type CandidateProfile, GENDERS, type ProfileSave } from '@roadhire/shared';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormSection } from '../../../components/form-section';
import { MobileField } from '../../../components/mobile-field';
import { PasswordField } from '../../../components/password-field';
import { genderName } from '../../../lib/i18n/gender-name';
import { useSayMessage, useT } from '../../../lib/i18n/locale';
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
    // The form's checks give catalogue ids (the shared schemas'); said in the page's language.
    error: tx(errors[name]?.message as string | undefined),
    ...form.register(name),
  });
  const t = useT();
  const tx = useSayMessage();
  const genderOptions = [
    { value: '', label: t('fields.genderPlaceholder') },
    ...GENDERS.map((gender) => ({ value: gender, label: genderName(t, gender) })),
  ];

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
        <FormSection id="profile-personal" title={t('profilePage.personal')}>
          <TextInput label={t('fields.firstName')} autoComplete="given-name" required {...field('first_name')} />
          <TextInput label={t('fields.middleName')} autoComplete="additional-name" {...field('mid_name')} />
          <TextInput label={t('fields.lastName')} autoComplete="family-name" required {...field('last_name')} />
          <NativeSelect label={t('fields.gender')} data={genderOptions} {...field('gender')} />
          <TextInput label={t('fields.dob')} type="date" autoComplete="bday" {...field('dob')} />
          <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...field('email')} />
          <MobileField
            label={t('fields.mobile')}
            error={tx(errors.mobile?.message as string | undefined)}
            {...form.register('mobile', { setValueAs: (value: string) => normalizeMobile(value ?? '') })}
          />
          <TextInput label={t('fields.homePhone')} type="tel" autoComplete="tel" {...field('home_phone')} />
        </FormSection>
        <FormSection id="profile-address" title={t('profilePage.address')}>
          <TextInput label={t('fields.address1')} autoComplete="address-line1" {...field('address1')} />
          <TextInput label={t('fields.address2')} autoComplete="address-line2" {...field('address2')} />
          <TextInput label={t('fields.city')} autoComplete="address-level2" {...field('city')} />
          <TextInput label={t('fields.province')} autoComplete="address-level1" {...field('province')} />
          <TextInput label={t('fields.country')} autoComplete="country-name" {...field('country')} />
          <TextInput label={t('fields.postalCode')} autoComplete="postal-code" {...field('postal_code')} />
        </FormSection>
        <FormSection id="profile-security" title={t('profilePage.security')} hint={t('profilePage.passwordHint')}>
          <PasswordField
            label={t('profilePage.currentPassword')}
            description={t('profilePage.currentPasswordHint')}
            autoComplete="current-password"
            {...field('current_password')}
          />
          <PasswordField label={t('fields.newPassword')} autoComplete="new-password" {...field('password')} />
          <PasswordField
            label={t('fields.confirmNewPassword')}
            autoComplete="new-password"
            {...field('confirm_password')}
          />
        </FormSection>
        {profile.notify_new_applications !== undefined && (
          <FormSection id="profile-notifications" title={t('profilePage.notifications')} columns={1}>
            <Checkbox
              label={t('profilePage.notifyNewApplications')}
              description={t('profilePage.notifyNewApplicationsHint')}
              {...form.register('notify_new_applications')}
            />
          </FormSection>
        )}
        {feedback}
        <Group justify="flex-end">
          <Button type="submit" size="md" disabled={saving} w={{ base: '100%', sm: 'auto' }}>
            {saving ? t('profile.saving') : t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
