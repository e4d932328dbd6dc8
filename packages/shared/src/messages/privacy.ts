// A driver's data (decision 031): export, correction, withdrawal, erasure, consents, the privacy
// page, and the carrier's registers. The regulatory wording itself lives in the carrier's texts.
export const privacyMessages = {
  privacy: {
    api: {
      passwordRequired: 'Please enter your current password to confirm.',
      wrongPassword: 'That password is not right.',
      alreadyRequested: 'Your erasure request is already registered.',
      accountClosed: 'This account is closed.',
      exportLinkGone: 'This download link has expired or is not yours. Ask for your data again.',
      exportReadySubject: 'Your data is ready to download',
      erasureReceivedSubject: 'We received your erasure request',
      badRecordType: 'Choose a record type from the list.',
      holdNeedsTarget: 'A hold names a person, a record type, or both.',
      notWithdrawable: 'Only an application in progress or submitted can be withdrawn.',
      notFound: 'Not found.',
      endBeforeHire: 'The end of employment cannot come before the hire date.',
      notHired: 'Only a hired driver has an end of employment.',
      consentUnknown: 'Unknown consent.',
    },
    page: {
      title: 'Privacy',
      officer: 'Person in charge of personal information',
      storage: 'Where your information is kept',
      footerLink: 'Privacy',
      mailFooter: 'Your data and your privacy choices',
    },
    recordTypes: {
      account: 'Account and profile',
      application_unhired: 'Applications not hired',
      application_hired: 'Application of a hired driver',
      investigation_file: 'Investigation file (previous-employer checks)',
      clearinghouse_consent: 'Clearinghouse consent and query result',
      documents: 'Uploaded documents',
      mail: 'Mails sent to you',
    },
    rules: {
      application_unhired: 'Kept 12 months after the last decision or activity (configurable).',
      application_hired: '49 CFR 391.51: kept while employed and 3 years after employment ends.',
      investigation_file: '49 CFR 391.53: kept while employed and 3 years after employment ends.',
      clearinghouse_consent: '49 CFR 382.703: kept 3 years after the last query.',
      legal_hold: 'Legal hold',
    },
  },
} as const;
