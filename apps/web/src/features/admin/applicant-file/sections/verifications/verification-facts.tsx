import { Badge, Group, Text, Title } from '@mantine/core';
import { type AdminVerification, formatPhone, LOCALE_TAGS } from '@roadhire/shared';
import { NAME_ID } from '../../../../../components/language-switch';
import { useT } from '../../../../../lib/i18n/locale';
import { formatDateTime } from '../../../shared/format-date';

/** The employer, the check's status, period, contact, language, its two clocks and next reminder. */
export function VerificationFacts({ item, headingId }: { item: AdminVerification; headingId: string }) {
  const t = useT();
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <Title order={3} size="h4" id={headingId}>
          {item.employer_name}
        </Title>
        <Badge variant="light" color={item.status === 'answered' ? 'teal' : item.status === 'bounced' ? 'red' : 'blue'}>
          {t(`verifications.statuses.${item.status}`)}
        </Badge>
      </Group>
      <Text size="sm">
        {item.period_from} – {item.period_to ?? t('verifications.driver.present')}
        {item.position ? ` · ${item.position}` : ''} ·{' '}
        {item.contact_email ?? (item.contact_phone ? formatPhone(item.contact_phone) : '')}
      </Text>
      <Text size="sm">
        {t('careers.labelled', { label: t('verifications.admin.language') })}{' '}
        <span lang={LOCALE_TAGS[item.language]}>{t(NAME_ID[item.language])}</span>
      </Text>
      <Text size="sm">
        {t('careers.labelled', { label: t('verifications.admin.employerDue') })}{' '}
        <strong>{item.employer_due ?? '—'}</strong> ·{' '}
        {t('careers.labelled', { label: t('verifications.admin.fileDue') })}{' '}
        <strong>{item.file_due ?? t('verifications.admin.notHired')}</strong>
      </Text>
      {item.status === 'sent' && (
        <Text size="sm">
          {item.next_reminder_at
            ? t('verifications.admin.nextReminder', { on: formatDateTime(item.next_reminder_at) })
            : t('verifications.admin.noReminder')}
        </Text>
      )}
      {item.status_reason && (
        <Text size="sm" c="dimmed">
          {t('careers.labelled', { label: t('verifications.admin.reason') })} {item.status_reason}
        </Text>
      )}
    </>
  );
}
