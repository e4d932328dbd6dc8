import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type ApplicantPrivacy, apiPaths } from '@roadhire/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiRequest, errorText } from '../../../../lib/api-client';
import { useT } from '../../../../lib/i18n/locale';
import { useFormatDate, useFormatDateTime } from '../../shared/format-date';

const privacyQuery = (applicationId: string) =>
  queryOptions({
    queryKey: ['admin', 'applications', applicationId, 'privacy'],
    queryFn: ({ signal }) => apiRequest<ApplicantPrivacy>(apiPaths.adminApplicationPrivacy(applicationId), { signal }),
  });

/**
 * The person's privacy state on the applicant file (decision 031): consents per purpose, legal
 * holds, an erasure asked for, and, for a hired driver, the end of employment the DOT's three
 * years run from.
 */
export function PrivacyPanel({ applicationId, hired }: { applicationId: string; hired: boolean }) {
  const t = useT();
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
  const titleId = useId();
  const queryClient = useQueryClient();
  const privacy = useQuery(privacyQuery(applicationId));
  const [ended, setEnded] = useState('');
  const save = useMutation({
    mutationFn: (day: string | null) =>
      apiRequest(apiPaths.adminEmploymentEnd(applicationId), { method: 'PUT', body: { employment_ended_on: day } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyQuery(applicationId).queryKey }),
  });
  const data = privacy.data;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {t('privacy.admin.panelTitle')}
      </Title>
      {privacy.isError && (
        <Text size="sm" c="red">
          {errorText(privacy.error, t('privacy.admin.stateFailed'))}
        </Text>
      )}
      {data && (
        <Stack gap="xs">
          {data.closed_at && (
            <Badge color="red">{`${t('privacy.admin.accountClosed')} ${formatDateTime(data.closed_at)}`}</Badge>
          )}
          {data.erasure && (
            <Text size="sm">
              {t('privacy.admin.erasure', {
                received: formatDateTime(data.erasure.received_at),
                status: t(`privacy.admin.requestStatuses.${data.erasure.status}`),
                eraseAfter: formatDate(data.erasure.erase_after),
              })}
            </Text>
          )}
          {data.consents.map((consent) => (
            <Text size="sm" key={consent.purpose}>
              {t('privacy.admin.labelled', {
                label:
                  consent.purpose === 'talent_pool'
                    ? t('privacy.driver.consentTalentPool')
                    : t('privacy.driver.consentSms'),
                value: consent.granted
                  ? t('privacy.admin.consentGiven', { version: consent.text_version ?? '' })
                  : t('privacy.admin.consentRefused'),
              })}
            </Text>
          ))}
          {data.holds.length === 0 && <Text size="sm">{t('privacy.admin.noHolds')}</Text>}
          {data.holds.map((hold) => (
            <Text size="sm" key={hold.id}>
              {t('privacy.admin.labelled', {
                label: hold.record_type ? t(`privacy.recordTypes.${hold.record_type}`) : t('privacy.admin.everyRecord'),
                value: hold.lifted_at ? `${hold.reason} ${t('privacy.admin.liftedHold')}` : hold.reason,
              })}
            </Text>
          ))}
          {hired && (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                save.mutate(ended || null);
              }}
            >
              <Group align="flex-end">
                <TextInput
                  label={`${t('privacy.admin.employmentEnd')} ${t('privacy.admin.dateFormat')}`}
                  placeholder={data.employment_ended_on ?? ''}
                  value={ended}
                  onChange={(event) => setEnded(event.currentTarget.value)}
                />
                <Button type="submit" size="sm" loading={save.isPending}>
                  {t('privacy.admin.saveEmploymentEnd')}
                </Button>
              </Group>
              {save.isError && <Alert color="red">{errorText(save.error, t('privacy.admin.saveFailed'))}</Alert>}
            </form>
          )}
        </Stack>
      )}
    </Paper>
  );
}
