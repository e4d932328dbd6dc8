import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { type AdminVerification, LOCALES, type Locale } from '@roadhire/shared';
import { type FormEvent, useState } from 'react';
import { NAME_ID } from '../../../../../components/language-switch';
import { useT } from '../../../../../lib/i18n/locale';

export function ContactForm({ item, onSubmit }: { item: AdminVerification; onSubmit: (body: object) => void }) {
  const t = useT();
  const [email, setEmail] = useState(item.contact_email ?? '');
  const [phone, setPhone] = useState(item.contact_phone ?? '');
  const [language, setLanguage] = useState<Locale>(item.language);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ contact_email: email, contact_phone: phone || null, language, resend: true });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t('verifications.admin.email')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <TextInput
          label={t('verifications.admin.phone')}
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
        />
        {/* The request, its reminders and the employer's form speak it (French for Quebec by default). */}
        <NativeSelect
          label={t('verifications.admin.language')}
          data={LOCALES.map((code) => ({ value: code, label: t(NAME_ID[code]) }))}
          value={language}
          onChange={(event) => setLanguage(event.currentTarget.value as Locale)}
        />
        <Button type="submit">{t('verifications.admin.save')}</Button>
      </Group>
    </form>
  );
}
