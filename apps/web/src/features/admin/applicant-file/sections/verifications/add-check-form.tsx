import { Alert, Button, Checkbox, Group, NativeSelect, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { type AdminVerification, apiPaths, LOCALES, type Locale } from '@roadhire/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { NAME_ID } from '../../../../../components/language-switch';
import { apiRequest, errorText, fieldErrorOf } from '../../../../../lib/api-client';
import { useT } from '../../../../../lib/i18n/locale';

type List = { verifications: AdminVerification[] };

const blank = {
  employer_name: '',
  contact_name: '',
  contact_email: '',
  contact_phone: '',
  period_from: '',
  period_to: '',
  position: '',
  asks_drug_alcohol: false,
  language: 'en' as Locale,
  reason: '',
};

/**
 * A check for an employer the three-year rule missed (decision 030): the recruiter names it, says
 * whether to ask the drug and alcohol questions and why it is added; it waits for the driver's release.
 */
export function AddCheckForm({
  applicationId,
  onAdded,
  onCancel,
}: {
  applicationId: number;
  onAdded: (list: List) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [form, setForm] = useState(blank);
  const add = useMutation({
    mutationFn: (body: object) =>
      apiRequest<List>(apiPaths.adminApplicationVerifications(applicationId), { method: 'POST', body }),
    onSuccess: onAdded,
  });
  const errorOf = fieldErrorOf(add.error);
  const text = (field: keyof typeof blank, label: string, type = 'text') => (
    <TextInput
      label={label}
      type={type}
      value={String(form[field])}
      onChange={(event) => setForm({ ...form, [field]: event.currentTarget.value })}
      error={errorOf(field)}
    />
  );
  const orNull = (value: string) => value.trim() || null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({
      employer_name: form.employer_name,
      contact_name: orNull(form.contact_name),
      contact_email: orNull(form.contact_email),
      contact_phone: orNull(form.contact_phone),
      period_from: form.period_from,
      period_to: orNull(form.period_to),
      position: orNull(form.position),
      asks_drug_alcohol: form.asks_drug_alcohol,
      language: form.language,
      reason: form.reason,
    });
  };
  return (
    <Paper withBorder p="sm" radius="md" component="form" noValidate onSubmit={submit} aria-labelledby="add-check">
      <Stack gap="xs" maw={560}>
        <Title order={3} size="h4" id="add-check">
          {t('verifications.admin.addTitle')}
        </Title>
        {text('employer_name', t('verifications.admin.employerName'))}
        {text('contact_name', t('verifications.admin.contactName'))}
        {text('contact_email', t('verifications.admin.email'), 'email')}
        {text('contact_phone', t('verifications.admin.phone'), 'tel')}
        {text('period_from', t('verifications.admin.periodFrom'), 'date')}
        {text('period_to', t('verifications.admin.periodTo'), 'date')}
        {text('position', t('verifications.admin.position'))}
        <Checkbox
          label={t('verifications.admin.asksDrugAlcohol')}
          description={t('verifications.admin.asksDrugAlcoholHint')}
          checked={form.asks_drug_alcohol}
          onChange={(event) => setForm({ ...form, asks_drug_alcohol: event.currentTarget.checked })}
        />
        <NativeSelect
          label={t('verifications.admin.language')}
          data={LOCALES.map((code) => ({ value: code, label: t(NAME_ID[code]) }))}
          value={form.language}
          onChange={(event) => setForm({ ...form, language: event.currentTarget.value as Locale })}
        />
        <Textarea
          label={t('verifications.admin.addReason')}
          autosize
          minRows={2}
          value={form.reason}
          onChange={(event) => setForm({ ...form, reason: event.currentTarget.value })}
          error={errorOf('reason')}
        />
        {add.isError && (
          <Alert color="red" role="alert">
            {errorText(add.error, t('verifications.admin.failed'))}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" disabled={add.isPending}>
            {t('verifications.admin.addSubmit')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('verifications.admin.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
