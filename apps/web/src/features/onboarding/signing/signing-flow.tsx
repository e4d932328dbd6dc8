import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n/locale';
import { useComplianceTexts } from './get-compliance-texts';
import { useSigningAnswers } from './signing-answers';
import { SigningPages, type SigningPagesProps } from './signing-pages';

/**
 * Between "Submit Application" and the final calls (decision 016): the summary of the whole
 * application, each notice and authorisation on its own page, accepted on its own, then the
 * certification and the typed name. "Sign and submit" hands the signature to `onSign`.
 * `page` is the page shown, from the history entry (signing-history.ts); `onPage` goes on to a
 * page (a new history entry); `onBack` is the browser's Back, the page before or the review from
 * the first; `onRestart` shows the first page again, in place: what was accepted before a reload
 * is not kept.
 */
export function SigningFlow({ onRestart, ...props }: SigningPagesProps & { onRestart: () => void }) {
  const t = useT();
  const texts = useComplianceTexts();
  // Opened past the first page (a reload, Forward): the acceptances were the closed page's; start again.
  const [opened] = useState(props.page);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the page the flow opened on.
  useEffect(() => {
    if (opened > 0) onRestart();
  }, []);
  const answers = useSigningAnswers();

  if (texts.isPending) return <Loader role="img" aria-label={t('onboarding.loading')} />;
  if (texts.isError)
    return (
      <Stack gap="sm">
        <Alert color="red" role="alert">
          {t('signing.textsFailed')}
        </Alert>
        <Group>
          <Button variant="default" onClick={props.onBack}>
            {t('signing.backToReview')}
          </Button>
          <Button onClick={() => void texts.refetch()}>{t('signing.tryAgain')}</Button>
        </Group>
      </Stack>
    );
  return <SigningPages {...props} texts={texts.data} answers={answers} />;
}
