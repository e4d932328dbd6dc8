// The words of the mails about a driver's data (decision 031), part of `mailTextsEn`. The names of
// the record types and the rules' reasons come from the catalogues, in the reader's language.

import { messages } from '@roadhire/shared';

export const privacyMailTextsEn = {
  exportReady: {
    subject: messages.privacy.api.exportReadySubject as string,
    lines: (until: string) => [
      `Your data is ready. The link works until ${until} UTC, and only when you are signed in.`,
    ],
    action: 'Download my data',
  },
  erasure: {
    subject: messages.privacy.api.erasureReceivedSubject as string,
    closed: (after: string) => `Your account is closed. Your data will be erased after ${after}.`,
    kept: 'The law keeps these records for now:',
    record: (type: string, reason: string, until: string) => `${type}: ${reason} ${until}`,
    until: (day: string) => `Until ${day}.`,
    untilEmploymentEnds: 'Until employment ends and its period has passed.',
  },
  consentRenewal: {
    subject: 'Keep your profile for future jobs?',
    lines: (ends: string) => [
      `You asked us to keep your profile for future jobs. That consent ends on ${ends}; after it, your profile follows the usual retention period. To keep it another year, renew it from your account.`,
    ],
    action: 'Renew or withdraw my consent',
  },
};
