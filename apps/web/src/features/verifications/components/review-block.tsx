import { Alert, Button, Stack, Text } from '@mantine/core';
import type { DriverVerification } from '@roadhire/shared';
import { errorText } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/locale';
import { useReviewAction } from '../api/driver-verifications';
import { day } from './answer-values';
import { AnswerView } from './answer-view';
import { SentWords } from './sent-words';
import { WordsForm } from './words-form';

/** Asking to review the answer, then reading it, asking for a correction and adding a rebuttal. */
export function ReviewBlock({ item }: { item: DriverVerification }) {
  const t = useT();
  const ask = useReviewAction();
  const review = item.review;
  if (!review.requested_at)
    return (
      <Stack gap="xs">
        {ask.isError && (
          <Alert color="red" role="alert">
            {errorText(ask.error, t('verifications.driver.reviewFailed'))}
          </Alert>
        )}
        <Button
          variant="light"
          size="md"
          w={{ base: '100%', sm: 'auto' }}
          disabled={ask.isPending}
          onClick={() => ask.mutate({ id: item.id, action: 'review' })}
        >
          {t('verifications.driver.askReview')}
        </Button>
      </Stack>
    );
  if (!item.answer)
    return (
      <Text size="sm" role="status">
        {t('verifications.driver.reviewAsked', { on: day(review.requested_at), due: review.due ?? '' })}
      </Text>
    );
  return (
    <Stack gap="md">
      <AnswerView answer={item.answer} headingId={`answer-${item.id}`} />
      {review.correction_requested_at ? (
        <SentWords
          intro={t('verifications.driver.correctionSent', { on: day(review.correction_requested_at) })}
          words={review.correction_text}
        />
      ) : (
        <WordsForm
          id={item.id}
          action="correction"
          title={t('verifications.driver.correctionTitle')}
          label={t('verifications.driver.correctionLabel')}
          submit={t('verifications.driver.correctionSend')}
        />
      )}
      {review.rebuttal_at ? (
        <SentWords
          intro={t('verifications.driver.rebuttalAdded', { on: day(review.rebuttal_at) })}
          words={review.rebuttal_text}
        />
      ) : (
        <WordsForm
          id={item.id}
          action="rebuttal"
          title={t('verifications.driver.rebuttalTitle')}
          label={t('verifications.driver.rebuttalLabel')}
          hint={t('verifications.driver.rebuttalHint')}
          submit={t('verifications.driver.rebuttalSend')}
        />
      )}
    </Stack>
  );
}
