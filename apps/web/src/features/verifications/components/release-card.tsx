import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { DriverVerification } from '@roadhire/shared';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/locale';
import { useSignRelease } from '../api/driver-verifications';
import { ReviewBlock } from './review-block';

export function ReleaseCard({ item }: { item: DriverVerification }) {
  const t = useT();
  const sign = useSignRelease();
  const [name, setName] = useState('');
  const [certify, setCertify] = useState(false);
  const [certifyError, setCertifyError] = useState<string>();
  const headingId = `employer-${item.id}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!certify) {
      setCertifyError(t('verifications.validation.certify'));
      return;
    }
    setCertifyError(undefined);
    sign.mutate({ id: item.id, typed_name: name });
  };
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4" id={headingId}>
            {item.employer_name}
          </Title>
          <Badge variant="light">{t(`verifications.statuses.${item.status}`)}</Badge>
        </Group>
        <Text size="sm">
          {t('verifications.driver.period', {
            from: item.period_from,
            to: item.period_to ?? t('verifications.driver.present'),
          })}
          {item.position ? ` · ${item.position}` : ''}
        </Text>
        {item.release_signed ? (
          <Text size="sm" c="dimmed">
            {t('verifications.driver.signed', {
              name: item.release_typed_name ?? '',
              when: (item.release_signed_at ?? '').slice(0, 10),
            })}
          </Text>
        ) : (
          <form noValidate onSubmit={onSubmit}>
            <Stack gap="sm">
              <TextInput
                label={t('verifications.driver.typedName')}
                autoComplete="name"
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
              />
              <Checkbox
                label={t('verifications.driver.certify')}
                checked={certify}
                onChange={(event) => setCertify(event.currentTarget.checked)}
                error={certifyError}
              />
              {sign.isError && (
                <Alert color="red" role="alert">
                  {errorText(sign.error, t('verifications.driver.signFailed'))}
                </Alert>
              )}
              <Button type="submit" size="md" disabled={sign.isPending} w={{ base: '100%', sm: 'auto' }}>
                {t('verifications.driver.sign')}
              </Button>
            </Stack>
          </form>
        )}
        {item.answered && <ReviewBlock item={item} />}
      </Stack>
    </Paper>
  );
}
