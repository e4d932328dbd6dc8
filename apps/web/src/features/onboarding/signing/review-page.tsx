import { Stack, Text, Title } from '@mantine/core';
import type { Ref } from 'react';
import { useT } from '../../../lib/i18n/locale';
import { ApplicationSummary, type ApplicationSummaryProps } from './application-summary';

/** Signing's first page: the whole application read back before anything is accepted. */
export function ReviewPage({
  headingRef,
  ...summary
}: ApplicationSummaryProps & { headingRef: Ref<HTMLHeadingElement> }) {
  const t = useT();
  return (
    <Stack gap="md" component="section" aria-labelledby="review-title">
      <Title order={3} size="h4" id="review-title" ref={headingRef} tabIndex={-1}>
        {t('signing.reviewTitle')}
      </Title>
      <Text size="sm">{t('signing.reviewIntro')}</Text>
      <ApplicationSummary {...summary} />
    </Stack>
  );
}
