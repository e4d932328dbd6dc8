import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import {
  goneJobPageTitle,
  jobIdFromKey,
  jobLocation,
  jobPageTitle,
  positionIn,
  provinceName,
  unknownJobPageTitle,
} from '@roadhire/shared';
import { useContext } from 'react';
import { Link, useParams } from 'react-router';
import { PositionBody } from '../../../components/positions/position-body';
import { useClientConfig } from '../../../lib/api/get-client-config';
import { useT } from '../../../lib/i18n/locale';
import { useMarkReady } from '../../../lib/taken-over';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOpenPositions } from '../api/get-open-positions';
import { LanguageTwinLink } from '../components/language-twin-link';
import { MissingJobContext } from '../missing-job';
import { homePathIn, jobPathIn, usePageLanguage } from '../page-language';
import { useApplyAction } from '../use-apply-action';

/**
 * One open position on a page of its own (`/jobs/{id}-{slug}`), server-rendered for search
 * engines and shared links; it reads the same list as the careers page, so both always agree.
 */
export function JobPage() {
  const t = useT();
  // `/jobs/*` too: any address under /jobs/ is a job's, found or not.
  const { jobKey = '' } = useParams();
  const jobId = jobIdFromKey(jobKey);
  // The server knows whether a job not open was ever one; a link followed here came from the list.
  const missing = useContext(MissingJobContext) ?? (jobId === null ? 'unknown' : 'closed');
  const positions = useOpenPositions();
  const locale = usePageLanguage();
  useMarkReady();
  const action = useApplyAction();
  const found = positions.data?.find((candidate) => candidate.p_id === jobId);
  // A job without its French has no French page: on `/fr/emplois/…` it is not found.
  const position = found && jobPathIn(found, locale) ? positionIn(found, locale) : undefined;
  const company = useClientConfig().data?.companyName;
  const { city, province } = position?.p_contact_info ?? {};
  const title = position
    ? jobPageTitle(
        position.p_position_title,
        jobLocation(city, province && provinceName(province, locale)),
        company ?? '',
      )
    : missing === 'unknown'
      ? unknownJobPageTitle(company ?? '', t('jobPage.notFoundTitle'))
      : goneJobPageTitle(company ?? '', t('jobPage.goneTitle'));
  useDocumentTitle(company && !positions.isPending ? title : undefined);
  const back = (
    <Anchor component={Link} to={homePathIn(locale)}>
      {t('jobPage.allPositions')}
    </Anchor>
  );

  if (positions.isPending) return <Text>{t('careers.loading')}</Text>;
  if (!position) {
    return (
      <Stack gap="md" maw="40rem">
        <Title order={1}>{t(missing === 'unknown' ? 'jobPage.notFoundTitle' : 'jobPage.goneTitle')}</Title>
        <Text>
          {t(
            positions.isError
              ? 'careers.loadFailed'
              : missing === 'unknown'
                ? 'jobPage.notFound'
                : 'careers.positionGone',
          )}
        </Text>
        <Anchor component={Link} to={homePathIn(locale)} fw={700}>
          {t('jobPage.seeOpenPositions')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw="40rem">
      <Group justify="space-between" gap="xs">
        {back}
        <LanguageTwinLink locale={locale} to={found ? jobPathIn(found, locale === 'fr' ? 'en' : 'fr') : null} />
      </Group>
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {position.p_position_title}
      </Title>
      <PositionBody position={position} action={action} descriptionOrder={2} />
    </Stack>
  );
}
