import { Button, Stack, Text } from '@mantine/core';
import type { AdminVerification } from '@roadhire/shared';
import { useT } from '../../../../../lib/i18n/locale';
import { formatDate } from '../../../shared/format-date';
import { DriverWords } from './driver-words';

const DAY_MS = 86_400_000;

/**
 * The driver's review of the answer (49 CFR 391.23(i)): when asked and the carrier's 5 business
 * days, overdue in words so it reads without colour (days compared in UTC, as the queue does); the
 * release; the driver's correction request and rebuttal, kept beside the answer.
 */
export function DriverReviewBlock({
  item,
  pending,
  onRelease,
}: {
  item: AdminVerification;
  pending: boolean;
  onRelease: () => void;
}) {
  const t = useT();
  const review = item.review;
  if (!review.requested_at) return null;
  const today = new Date().toISOString().slice(0, 10);
  const late =
    !review.released_at && review.due && review.due < today
      ? Math.round((Date.parse(today) - Date.parse(review.due)) / DAY_MS)
      : 0;
  const dueWords = review.released_at
    ? ''
    : late > 0
      ? ` — ${t('verifications.admin.reviewOverdue', { days: late })}`
      : review.due === today
        ? ` — ${t('verifications.admin.reviewDueToday')}`
        : '';
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {`${t('verifications.admin.reviewAsked', { on: formatDate(review.requested_at), due: formatDate(review.due) })}${dueWords}`}
      </Text>
      {review.released_at ? (
        <Text size="sm" c="dimmed">
          {review.released_by
            ? t('verifications.admin.releasedBy', { on: formatDate(review.released_at), by: review.released_by })
            : t('verifications.admin.released', { on: formatDate(review.released_at) })}
        </Text>
      ) : (
        <Button size="xs" w="fit-content" disabled={pending} onClick={onRelease}>
          {t('verifications.admin.releaseToDriver')}
        </Button>
      )}
      {review.correction_text && (
        <DriverWords
          title={t('verifications.admin.correctionRequest', { on: formatDate(review.correction_requested_at) })}
        >
          {review.correction_text}
        </DriverWords>
      )}
      {review.rebuttal_text && (
        <DriverWords title={t('verifications.admin.rebuttal', { on: formatDate(review.rebuttal_at) })}>
          {review.rebuttal_text}
        </DriverWords>
      )}
    </Stack>
  );
}
