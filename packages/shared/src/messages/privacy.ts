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
      // The person's title when the carrier names none (PRIVACY_OFFICER_TITLE).
      officerTitle: 'Person in charge of the protection of personal information',
      storage: 'Where your information is kept',
      footerLink: 'Privacy',
      mailFooter: 'Your data and your privacy choices',
      policyVersion: (version: string) => `Version: ${version}`,
      // On the French page, while the carrier has no translation of its current policy.
      policyNotTranslated: 'The French version of this policy is not available yet. Here is the English version.',
      retention: 'Retention',
      retentionUnhired: (months: number, days: number) =>
        `Applications that do not lead to a hire: ${months === 1 ? `${months} month` : `${months} months`} after the last decision or activity, then erased ${days === 1 ? `${days} day` : `${days} days`} later.`,
      // Where each kind of data lives in this deployment, named without any secret.
      storageDatabase: (host: string) => `Database: PostgreSQL at ${host}.`,
      storageDatabaseEmbedded: 'Database: the portal’s embedded database, on the server’s own disk.',
      storageFilesBucket: (bucket: string, host: string) =>
        `Uploaded files: the storage bucket “${bucket}” at ${host}.`,
      storageFilesS3: (bucket: string, region: string) =>
        `Uploaded files: the storage bucket “${bucket}” (Amazon S3, region ${region}).`,
      storageFilesDisk: 'Uploaded files: on the server’s own disk.',
      storageMailRelay: (host: string) => `Mail: sent through the mail relay at ${host}.`,
      storageMailFiles: 'Mail: written to files on the server’s own disk.',
      unknownHost: 'the configured address',
      yourData: 'Your data',
      yourDataLink: 'Download, correct or erase your data from your account',
    },
    // The notice at collection, on the sign-up and apply pages.
    notice: {
      title: 'How we use your information',
      what: 'We collect what you enter here and, if you continue, the driver application: identity, contact details, licences, work and address history, answers and documents.',
      why: 'We use it to consider you for our jobs and, if you are hired, to keep the records transport regulations require.',
      howLong:
        'If you are not hired, we erase it about a year after the last decision or activity, unless you ask us to keep your profile.',
      where:
        'It is kept in our database and file storage and sent through our mail relay, as listed on the privacy page.',
      contact:
        'Questions, access, correction or erasure: the person in charge of personal information named on the privacy page.',
      link: 'Read our privacy page',
    },
    // The driver's account page.
    driver: {
      title: 'Your data',
      intro: 'Download what you gave us, choose how we may use it, or ask us to erase it.',
      download: 'Download my data',
      downloading: 'Preparing your data…',
      downloaded: 'Your data was downloaded.',
      downloadFailed: 'Your data could not be downloaded. Please try again.',
      consentsTitle: 'Your choices',
      consentTalentPool: 'Keep my profile for future jobs',
      consentSms: 'Contact me by text message',
      consentFailed: 'Your choice could not be saved. Please try again.',
      withdrawTitle: 'Withdraw an application',
      withdraw: (title: string) => `Withdraw my application for ${title}`,
      withdrawn: 'Your application was withdrawn.',
      correctionTitle: 'Request a correction',
      correctionHint:
        'A signed application cannot change; a recruiter reviews your correction and records it as a new version.',
      correctionApplication: 'Application',
      correctionDetail: 'What should be corrected',
      correctionSend: 'Send the correction request',
      correctionSent: 'Your correction request was sent to the recruiters.',
      eraseTitle: 'Erase my account and data',
      eraseHint:
        'Your account closes at once and you can no longer sign in. Your data is erased after a waiting period, except what the law requires us to keep; we tell you what and until when.',
      erasePassword: 'Your password, to confirm the erasure',
      erase: 'Erase my account and data',
      erasureReceived: 'Your account is closed. We will erase your data after the waiting period.',
      privacyLink: 'How we handle your data',
    },
    // The admin area.
    admin: {
      navTitle: 'Privacy',
      title: 'Privacy',
      requestsTitle: 'Requests register',
      holdsTitle: 'Legal holds',
      incidentsTitle: 'Confidentiality incidents',
      incidentsCsv: 'Download the incidents register (CSV)',
      sweepDryRun: 'Show what the sweep would erase',
      panelTitle: 'Privacy',
      erasureRequested: 'Erasure requested',
      accountClosed: 'Account closed',
      noHolds: 'No legal hold.',
      employmentEnd: 'End of employment',
      saveEmploymentEnd: 'Save the end of employment',
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
