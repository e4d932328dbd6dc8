import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type ApplicantPrivacy, apiPaths, messages } from '@roadhire/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiRequest, errorText } from '../../../../lib/api-client';
import { formatDate, formatDateTime } from '../../shared/format-date';

const t = messages.privacy.admin;
const types = messages.privacy.recordTypes;

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
        {t.panelTitle}
      </Title>
      {privacy.isError && (
        <Text size="sm" c="red">
          {errorText(privacy.error, 'The privacy state could not be loaded.')}
        </Text>
      )}
      {data && (
        <Stack gap="xs">
          {data.closed_at && <Badge color="red">{`${t.accountClosed} ${formatDateTime(data.closed_at)}`}</Badge>}
          {data.erasure && (
            <Text size="sm">
              {`${t.erasureRequested}: ${formatDateTime(data.erasure.received_at)} (${data.erasure.status}), erase after ${formatDate(data.erasure.erase_after)}`}
            </Text>
          )}
          {data.consents.map((consent) => (
            <Text size="sm" key={consent.purpose}>
              {`${consent.purpose === 'talent_pool' ? messages.privacy.driver.consentTalentPool : messages.privacy.driver.consentSms}: ${consent.granted ? `yes (${consent.text_version})` : 'no'}`}
            </Text>
          ))}
          {data.holds.length === 0 && <Text size="sm">{t.noHolds}</Text>}
          {data.holds.map((hold) => (
            <Text size="sm" key={hold.id}>
              {`${hold.record_type ? types[hold.record_type] : 'Every record'}: ${hold.reason}${hold.lifted_at ? ' (lifted)' : ''}`}
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
                  label={`${t.employmentEnd} (YYYY-MM-DD)`}
                  placeholder={data.employment_ended_on ?? ''}
                  value={ended}
                  onChange={(event) => setEnded(event.currentTarget.value)}
                />
                <Button type="submit" size="sm" loading={save.isPending}>
                  {t.saveEmploymentEnd}
                </Button>
              </Group>
              {save.isError && <Alert color="red">{errorText(save.error, 'Could not save.')}</Alert>}
            </form>
          )}
        </Stack>
      )}
    </Paper>
  );
}
