import { Anchor, Paper, Text, Title } from '@mantine/core';
import { type EmployerRequest, LOCALE_TAGS } from '@roadhire/shared';
import { TranslationBeside } from '../../../components/compliance-text';
import { useT } from '../../../lib/i18n/locale';

/** What the driver declared about this employer, and the release they signed for it. */
export function ClaimedEmployment({ request }: { request: EmployerRequest }) {
  const t = useT();
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="employer-claimed">
      <Title order={2} size="h4" id="employer-claimed" mb="sm">
        {t('verifications.employer.claimed')}
      </Title>
      <Text>
        {t('careers.labelled', { label: t('verifications.employer.employer') })} {request.employer_name}
      </Text>
      <Text>
        {t('careers.labelled', { label: t('verifications.employer.periodClaimed') })} {request.period_from} –{' '}
        {request.period_to ?? t('verifications.driver.present')}
      </Text>
      {request.position && (
        <Text>
          {t('careers.labelled', { label: t('verifications.employer.positionClaimed') })} {request.position}
        </Text>
      )}
      <Text size="sm" c="dimmed" mt="sm">
        {t('careers.labelled', { label: t('verifications.employer.release') })} {request.release.title} —{' '}
        {request.release.typed_name}, {request.release.signed_at.slice(0, 10)}
      </Text>
      <details>
        <summary>
          <Anchor component="span" size="sm">
            {request.release.title}
          </Anchor>
        </summary>
        {/* The English release as the driver signed it, then the carrier's translation beside it. */}
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} lang={LOCALE_TAGS.en}>
          {request.release.text}
        </Text>
        <TranslationBeside translation={request.release.translation} />
      </details>
    </Paper>
  );
}
