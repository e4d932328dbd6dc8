import { Alert, Button, Group, NumberInput, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { RECORD_TYPES, type RecordType } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../../lib/api-client';
import { useT } from '../../../../lib/i18n/locale';
import { useFormatDate, useFormatDateTime } from '../../shared/format-date';
import { legalHoldsQuery, useAddHold, useLiftHold } from '../api/privacy-admin';

export function LegalHolds() {
  const t = useT();
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
  const holds = useQuery(legalHoldsQuery());
  const add = useAddHold();
  const lift = useLiftHold();
  const [userId, setUserId] = useState<number | string>('');
  const [recordType, setRecordType] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="privacy-holds">
      <Title order={2} size="h3" id="privacy-holds" mb="sm">
        {t('privacy.admin.holdsTitle')}
      </Title>
      {(holds.data ?? []).length === 0 && <Text size="sm">{t('privacy.admin.noHolds')}</Text>}
      <Stack gap="xs" mb="md">
        {(holds.data ?? []).map((hold) => (
          <Group key={hold.id} justify="space-between">
            <Text size="sm">
              {hold.user_id
                ? t('privacy.admin.holdAccount', { id: String(hold.user_id) })
                : t('privacy.admin.holdEveryone')}{' '}
              · {hold.record_type ? t(`privacy.recordTypes.${hold.record_type}`) : t('privacy.admin.holdEveryRecord')} ·{' '}
              {hold.reason} ·{' '}
              {hold.until
                ? t('privacy.admin.holdUntil', { date: formatDate(hold.until) })
                : t('privacy.admin.holdUntilLifted')}
              {hold.lifted_at ? ` · ${t('privacy.admin.holdLifted', { when: formatDateTime(hold.lifted_at) })}` : ''}
            </Text>
            {!hold.lifted_at && (
              <Button size="xs" variant="default" onClick={() => lift.mutate(hold.id)}>
                {t('privacy.admin.liftHold', { id: String(hold.id) })}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate({
            user_id: typeof userId === 'number' ? userId : null,
            record_type: (recordType as RecordType | null) ?? null,
            reason,
            until: until || null,
          });
        }}
      >
        <Group align="flex-end">
          <NumberInput label={t('privacy.admin.holdUser')} value={userId} onChange={setUserId} min={1} />
          <Select
            label={t('privacy.admin.holdRecordType')}
            clearable
            data={RECORD_TYPES.map((type) => ({ value: type, label: t(`privacy.recordTypes.${type}`) }))}
            value={recordType}
            onChange={setRecordType}
          />
          <TextInput
            label={t('privacy.admin.holdReason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            required
          />
          <TextInput
            label={t('privacy.admin.holdEnd')}
            value={until}
            onChange={(e) => setUntil(e.currentTarget.value)}
          />
          <Button type="submit" loading={add.isPending}>
            {t('privacy.admin.addHold')}
          </Button>
        </Group>
        {add.isError && <Alert color="red">{errorText(add.error, t('privacy.admin.holdFailed'))}</Alert>}
      </form>
    </Paper>
  );
}
