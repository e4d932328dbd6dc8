import { Alert, Box, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { Locale } from '@roadhire/shared';
import { useClientConfig } from '../../../lib/api/get-client-config';
import { errorText } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/locale';
import type { useEmployerRequest } from '../api/employer-request';
import { EmployerForm } from './employer-form';
import { EmployerLanguageSwitch } from './employer-language-switch';

export function EmployerResponse({
  token,
  request,
  onLanguage,
}: {
  token: string;
  request: ReturnType<typeof useEmployerRequest>;
  onLanguage: (locale: Locale) => void;
}) {
  const t = useT();
  // A closed link loads no request: the carrier is still named, from the portal's own settings.
  const { data: brand } = useClientConfig();
  return (
    <>
      <Container component="header" size="sm" px="md" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} size="lg">
            {request.data?.carrier.legal_name ?? brand?.companyName ?? t('nav.brandFallback')}
          </Text>
          {request.data && <EmployerLanguageSwitch token={token} onLanguage={onLanguage} />}
        </Group>
      </Container>
      <Box component="main" pb="xl">
        <Container size="sm" px="md">
          <Stack gap="lg">
            <Title order={1} size="h2">
              {t('verifications.employer.title')}
            </Title>
            {request.isPending && <Loader role="img" aria-label={t('verifications.employer.title')} />}
            {request.isError && (
              <Alert color="red" role="alert" title={t('verifications.employer.refused')}>
                {errorText(request.error, t('verifications.employer.loadFailed'))}
              </Alert>
            )}
            {request.data && <EmployerForm token={token} request={request.data} />}
          </Stack>
        </Container>
      </Box>
    </>
  );
}
