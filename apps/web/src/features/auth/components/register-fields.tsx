import { SimpleGrid, TextInput } from '@mantine/core';
import type { MessageId, RegisterRequest } from '@roadhire/shared';
import type { UseFormReturn } from 'react-hook-form';
import { MobileField } from '../../../components/mobile-field';
import { PasswordField } from '../../../components/password-field';
import { useSayMessage, useT } from '../../../lib/i18n/locale';
import { normalizeMobile } from '../../../lib/phone';
import type { RegisterForm } from '../form-schemas';

export const REQUIRED = 'register.requiredFields' satisfies MessageId;

/**
 * The four required fields share one message: say it once above the form, and flag each blank field.
 * The form's checks give catalogue ids (the shared schemas'); the message is said in the page's language.
 */
const fieldError = (error: { message?: unknown } | undefined, tx: (text: string | undefined) => string | undefined) =>
  error?.message === REQUIRED ? true : tx(error?.message as string | undefined);

/** Sign-up's fields: names, email, mobile, and the password twice. */
export function RegisterFields({
  form,
}: {
  form: UseFormReturn<RegisterForm, unknown, RegisterRequest & { confirm_password: string }>;
}) {
  const t = useT();
  const tx = useSayMessage();
  const { errors } = form.formState;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('fields.firstName')}
          autoComplete="given-name"
          required
          error={fieldError(errors.first_name, tx)}
          {...form.register('first_name')}
        />
        <TextInput
          label={t('fields.lastName')}
          autoComplete="family-name"
          required
          error={fieldError(errors.last_name, tx)}
          {...form.register('last_name')}
        />
      </SimpleGrid>
      <TextInput
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        error={fieldError(errors.email, tx)}
        {...form.register('email')}
      />
      <MobileField
        label={t('fields.mobile')}
        description={t('registerPage.mobileHint')}
        error={fieldError(errors.mobile, tx)}
        {...form.register('mobile', { setValueAs: (value: string) => normalizeMobile(value ?? '') })}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        required
        // SPEC §5: the rule is said before anyone breaks it; its error then takes its place.
        description={errors.password ? undefined : t('registerPage.passwordRule')}
        error={fieldError(errors.password, tx)}
        {...form.register('password')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        required
        error={fieldError(errors.confirm_password, tx)}
        {...form.register('confirm_password')}
      />
    </>
  );
}
