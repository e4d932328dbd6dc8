// A previous-employer check's attempts (decision 030), as the good-faith record and the
// investigation file print them.

/** What an attempt's outcome reads as: the outbox's state for a mail, the recruiter's words otherwise. */
export function attemptOutcome(attempt: {
  outcome: string | null;
  mail_status: string | null;
  mail_error: string | null;
}): string {
  if (attempt.outcome) return attempt.outcome;
  if (attempt.mail_status === 'sent') return 'mail delivered to the mail server';
  if (attempt.mail_status === 'failed') return `mail not delivered (${attempt.mail_error ?? 'failed'})`;
  return 'mail queued';
}
