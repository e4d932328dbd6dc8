import { inEnglish, type Translator } from '@roadhire/shared';

// A previous-employer check's attempts (decision 030), as the good-faith record, the recruiter's
// list and the investigation file print them.

/**
 * What an attempt's outcome reads as: the outbox's state for a mail, in the reader's language (`t`,
 * English by default, as the stored good-faith record has it); the recruiter's words as typed.
 */
export function attemptOutcome(
  attempt: { outcome: string | null; mail_status: string | null; mail_error: string | null },
  t: Translator['t'] = inEnglish.t,
): string {
  if (attempt.outcome) return attempt.outcome;
  if (attempt.mail_status === 'sent') return t('investigationFile.outcomes.sent');
  if (attempt.mail_status === 'failed')
    return t('investigationFile.outcomes.failed', {
      error: attempt.mail_error ?? t('investigationFile.outcomes.failedUnknown'),
    });
  return t('investigationFile.outcomes.queued');
}
