// The words of the previous-employer check mails (decision 030), part of `mailTextsEn`.

/** What a request and its reminders say: who asks about whom, by when to answer, and the link's life. */
type RequestFacts = { carrier: string; driver: string; employer: string; period: string; due: string; expires: string };

export const verificationMailTextsEn = {
  request: {
    subject: (driver: string, carrier: string) => `Employment verification request: ${driver} (from ${carrier})`,
    lines: (facts: RequestFacts) => [
      `${facts.carrier} is considering ${facts.driver} for a driving job. ${facts.driver} told us they worked for ${facts.employer} (${facts.period}).`,
      `Please answer by ${facts.due}: under 49 CFR 391.23(g), a previous employer answers a safety performance history request within 30 days of receiving it, even when there is nothing to report. The form below needs no account and takes a few minutes.`,
      `The link works once. It stays open until ${facts.expires}, after those 30 days, so that a late answer can still reach us.`,
    ],
    release: (name: string, signedAt: string, title: string) => `${title} — signed by ${name} on ${signedAt}:`,
    /** Before the carrier's translation of the release, in a mail in another language (decision 032). */
    releaseTranslation: (title: string) =>
      `The carrier's translation, for reading only (the English text above is the one signed) — ${title}:`,
    action: 'Answer the request',
  },
  reminder: {
    subject: (driver: string, carrier: string) =>
      `Reminder: employment verification request for ${driver} (from ${carrier})`,
    lines: (facts: RequestFacts) => [
      `We have not received your answer yet about ${facts.driver}, who told ${facts.carrier} they worked for ${facts.employer} (${facts.period}).`,
      `Please answer by ${facts.due}: under 49 CFR 391.23(g), a previous employer answers within 30 days of receiving the request, even when there is nothing to report.`,
      `The link works once. It stays open until ${facts.expires}, after those 30 days, so that a late answer can still reach us.`,
    ],
    action: 'Answer the request',
  },
  copy: {
    subject: (driver: string) => `Copy of your answer about ${driver}`,
    lines: (facts: { driver: string; carrier: string; receivedAt: string; sha256: string }) => [
      `Thank you. ${facts.carrier} received your answer about ${facts.driver} on ${facts.receivedAt}.`,
      'This is your copy of what you sent:',
    ],
    fingerprint: (sha256: string) => `SHA-256 of the answer as stored: ${sha256}`,
  },
  // The employer is told only that the request is withdrawn: the driver's reason is theirs.
  withdrawn: {
    subject: (driver: string, carrier: string) => `Request withdrawn: ${driver} (from ${carrier})`,
    lines: (facts: { carrier: string; driver: string; sentOn: string }) => [
      `${facts.carrier} withdraws the employment verification request about ${facts.driver} it sent you on ${facts.sentOn}.`,
      'Please do not answer it: its link no longer opens the form, and no reminder will follow.',
    ],
  },
  correction: {
    subject: (driver: string, carrier: string) => `Correction requested: your answer about ${driver} (for ${carrier})`,
    lines: (facts: { driver: string; carrier: string; address: string; receivedAt: string; sha256: string }) => [
      `${facts.driver} has read the answer about them that ${facts.carrier} received from you on ${facts.receivedAt}, and asks you to correct it.`,
      `As 49 CFR 391.23(i) provides, please correct any error and send the corrected information to ${facts.carrier}, ${facts.address}.`,
      `SHA-256 of the answer as stored: ${facts.sha256}`,
      `${facts.driver} wrote:`,
    ],
  },
};
