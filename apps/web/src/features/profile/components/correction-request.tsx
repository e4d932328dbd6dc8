import { Alert, Button, Group, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { apiPaths, type PrivacyRequest } from '@roadhire/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest, errorText } from '../../../lib/api-client';
import { useLocale, useT } from '../../../lib/i18n/locale';
import { driverApplicationsQuery } from '../api/driver-applications';
import { driverPrivacyQuery } from '../api/privacy';

/** Decision 031: a signed answer never changes; the driver asks, a recruiter records a new version. */
export function CorrectionRequest() {
  const t = useT();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const applications = useQuery(driverApplicationsQuery(locale));
  const items = applications.data?.items ?? [];
  const [applicationId, setApplicationId] = useState('');
  const [detail, setDetail] = useState('');
  const send = useMutation({
    mutationFn: () =>
      apiRequest<PrivacyRequest>(apiPaths.privacyCorrection, {
        method: 'POST',
        body: { application_id: Number(applicationId || items[0]?.id), detail },
      }),
    onSuccess: () => {
      setDetail('');
      return queryClient.invalidateQueries({ queryKey: driverPrivacyQuery().queryKey });
    },
  });
  if (items.length === 0) return null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate();
      }}
    >
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('privacy.driver.correctionTitle')}
        </Title>
        <Text size="sm">{t('privacy.driver.correctionHint')}</Text>
        <NativeSelect
          label={t('privacy.driver.correctionApplication')}
          value={applicationId || String(items[0]?.id ?? '')}
          onChange={(event) => setApplicationId(event.currentTarget.value)}
          data={items.map((item) => ({ value: String(item.id), label: item.p_position_title }))}
        />
        <Textarea
          label={t('privacy.driver.correctionDetail')}
          value={detail}
          onChange={(event) => setDetail(event.currentTarget.value)}
          required
        />
        {send.isSuccess && (
          <Alert color="green" role="status">
            {t('privacy.driver.correctionSent')}
          </Alert>
        )}
        {send.isError && (
          <Alert color="red" role="alert">
            {errorText(send.error, t('privacy.driver.consentFailed'))}
          </Alert>
        )}
        <Group>
          <Button type="submit" variant="default" loading={send.isPending}>
            {t('privacy.driver.correctionSend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
