import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Button, Checkbox, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type DriverVerification, messages } from '@roadhire/shared';
import { type FormEvent, useState } from 'react';
import { PageIntro } from '../../../components/page-intro';
import { errorText } from '../../../lib/api-client';
import { useDriverVerifications, useSignRelease } from '../api/driver-verifications';

const text = messages.verifications.driver;
const statuses = messages.verifications.statuses;

/** The driver signs one release per previous employer, right after the final submit (decision 030). */
export function DriverVerificationsPage() {
  const list = useDriverVerifications();
  return (
    <Stack gap="lg">
      <PageIntro title={text.title} lead={text.intro} />
      {list.isPending && <Loader aria-label={text.title} />}
      {list.isError && (
        <Alert color="red" role="alert">
          {errorText(list.error, text.loadFailed)}
        </Alert>
      )}
      {list.data && list.data.verifications.length === 0 && <Text>{text.none}</Text>}
      {list.data && list.data.verifications.length > 0 && (
        <>
          <Paper component="section" withBorder radius="md" p="md" aria-labelledby="release-text">
            <Title order={2} size="h4" id="release-text" mb="sm">
              {list.data.release.title}
            </Title>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {list.data.release.text}
            </Text>
          </Paper>
          {list.data.verifications.map((item) => (
            <ReleaseCard key={item.id} item={item} />
          ))}
        </>
      )}
    </Stack>
  );
}

function ReleaseCard({ item }: { item: DriverVerification }) {
  const sign = useSignRelease();
  const [name, setName] = useState('');
  const [certify, setCertify] = useState(false);
  const [certifyError, setCertifyError] = useState<string>();
  const headingId = `employer-${item.id}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!certify) {
      setCertifyError(messages.verifications.validation.certify);
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
          <Badge variant="light">{statuses[item.status]}</Badge>
        </Group>
        <Text size="sm">
          {text.period(item.period_from, item.period_to ?? text.present)}
          {item.position ? ` · ${item.position}` : ''}
        </Text>
        {item.release_signed ? (
          <Text size="sm" c="dimmed">
            {text.signed(item.release_typed_name ?? '', (item.release_signed_at ?? '').slice(0, 10))}
          </Text>
        ) : (
          <form noValidate onSubmit={onSubmit}>
            <Stack gap="sm">
              <TextInput
                label={text.typedName}
                autoComplete="name"
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
              />
              <Checkbox
                label={text.certify}
                checked={certify}
                onChange={(event) => setCertify(event.currentTarget.checked)}
                error={certifyError}
              />
              {sign.isError && (
                <Alert color="red" role="alert">
                  {errorText(sign.error, text.signFailed)}
                </Alert>
              )}
              <Button type="submit" size="md" disabled={sign.isPending} w={{ base: '100%', sm: 'auto' }}>
                {text.sign}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
