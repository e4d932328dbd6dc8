import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { LOCALE_TAGS } from '@roadhire/shared';
import { TranslationBeside } from '../../../components/compliance-text';
import { PageIntro } from '../../../components/page-intro';
import { useDriverVerifications } from '../../../lib/api/driver-verifications';
import { errorText } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/locale';
import { ReleaseCard } from '../components/release-card';

/** The driver signs one release per previous employer, right after the final submit (decision 030). */
export function DriverVerificationsPage() {
  const t = useT();
  const list = useDriverVerifications();
  return (
    <Stack gap="lg">
      <PageIntro title={t('verifications.driver.title')} lead={t('verifications.driver.intro')} />
      {list.isPending && <Loader role="img" aria-label={t('verifications.driver.title')} />}
      {list.isError && (
        <Alert color="red" role="alert">
          {errorText(list.error, t('verifications.driver.loadFailed'))}
        </Alert>
      )}
      {list.data && list.data.verifications.length === 0 && <Text>{t('verifications.driver.none')}</Text>}
      {list.data && list.data.verifications.length > 0 && (
        <>
          <Paper component="section" withBorder radius="md" p="md" aria-labelledby="release-text">
            <Title order={2} size="h4" id="release-text" mb="sm">
              {list.data.release.title}
            </Title>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }} lang={LOCALE_TAGS.en}>
              {list.data.release.text}
            </Text>
            {/* The carrier's translation beside the English the driver signs (decision 032). */}
            <TranslationBeside translation={list.data.release.translation} />
          </Paper>
          {list.data.rights && list.data.verifications.some((item) => item.answered) && (
            // The carrier's own notice of the driver's rights (391.23(i)), as the driver read it when applying.
            <Paper component="section" withBorder radius="md" p="md" aria-labelledby="rights-text">
              <Title order={2} size="h4" id="rights-text" mb="sm">
                {t('verifications.driver.rightsTitle')}
              </Title>
              <details>
                <summary style={{ cursor: 'pointer' }}>{list.data.rights.title}</summary>
                <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-line' }}>
                  {list.data.rights.text}
                </Text>
              </details>
            </Paper>
          )}
          {list.data.verifications.map((item) => (
            <ReleaseCard key={item.id} item={item} />
          ))}
        </>
      )}
    </Stack>
  );
}
