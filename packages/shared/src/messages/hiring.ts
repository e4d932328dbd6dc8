// From a signed application to a hire: the hire date, the Clearinghouse step (49 CFR 382.701,
// 382.703), the investigation file's permission (391.53) and the driver's view of where an
// application stands.
export const hiringMessages = {
  hiring: {
    api: {
      hireDateRequired: 'Please enter the hire date to move the application to Hired.',
      hireDateOnlyWhenHired: 'A hire date goes only with the Hired stage.',
      clearinghouseIncomplete:
        'This job needs a CDL: complete the Clearinghouse step (the driver’s consent, the full query approved in FMCSA’s portal, its result and its PDF) before moving the application to Hired.',
      clearinghouseProhibited:
        'The Clearinghouse result says the driver is prohibited from safety-sensitive functions: the application cannot move to Hired.',
      investigationsForbidden: 'Your account is not allowed to see investigation files. Ask an administrator who is.',
      permissionsForbidden:
        'Only an administrator allowed to see investigation files can give or remove that permission.',
      consentAlreadySigned: 'You have already signed this consent.',
      consentNotOpen: 'This application is not waiting for a Clearinghouse consent.',
      badResult: 'Choose a result: no_violations, violations_found or prohibited.',
      certifyRequired: 'Please tick the box to sign.',
      typedNameRequired: 'Please type your full name to sign.',
      onlyPdf: 'Upload the query result as a PDF file.',
    },
    results: {
      no_violations: 'No violations',
      violations_found: 'Violations found',
      prohibited: 'Prohibited',
    },
    // The applicant file's checklist (recruiters).
    file: {
      hireDate: 'Hire date',
      hiredOn: (date: string) => `Hired on ${date}`,
      clearinghouseTitle: 'Clearinghouse',
      clearinghouseRequired:
        'This job needs a CDL: the Clearinghouse step must be complete before the driver is hired.',
      clearinghouseNotRequired: 'This job needs no CDL: the Clearinghouse step is optional.',
      consent: 'Driver’s consent to the limited query',
      consentSigned: (name: string, at: string) => `Signed by ${name} on ${at}`,
      consentWaiting: 'Not signed yet: the driver signs it from their account.',
      consentKeepUntil: (date: string) => `Keep until ${date} (three years after the last query)`,
      fullQueryApprovedOn: 'Full query approved by the driver in FMCSA’s portal on',
      queriedOn: 'Query made on',
      result: 'Result',
      noResult: 'Not recorded',
      resultPdf: 'Result PDF',
      uploadResultPdf: 'Upload the result PDF',
      downloadResultPdf: 'Download the result PDF',
      save: 'Save the Clearinghouse step',
      saved: 'Clearinghouse step saved.',
      uploaded: 'Result PDF uploaded.',
      complete: 'Complete',
      incomplete: 'Incomplete',
      nextQueryDue: (date: string) => `Next query due by ${date}`,
      noPermission:
        'The investigation file (Clearinghouse and previous-employer checks) is visible only to administrators allowed to see it.',
    },
    dashboard: {
      queriesTitle: 'Clearinghouse queries due',
      queriesEmpty: 'No hired driver has a query due.',
      dueBy: (date: string) => `Next query due by ${date}`,
    },
    accounts: {
      investigations: 'Can view investigation files',
      permissionSaved: (email: string, allowed: boolean) =>
        allowed ? `${email} can now view investigation files.` : `${email} can no longer view investigation files.`,
    },
    // The driver's side: where each application stands, and the consent.
    driver: {
      statusTitle: 'My applications',
      noApplications: 'You have no application yet.',
      steps: {
        received: 'Received',
        in_review: 'In review',
        checks: 'Checks in progress',
        decision: 'Decision',
      },
      stepDone: 'done',
      stepCurrent: 'current step',
      notSent: 'Not sent yet: finish your application to send it.',
      cancelled: 'Withdrawn',
      decisions: {
        hired: 'You are hired. Welcome aboard!',
        not_selected: 'The carrier is not going ahead with this application.',
      },
      checksTitle: 'Previous employers asked',
      checkAsked: 'asked, no answer yet',
      checkAnswered: 'answered',
      consentToSign: 'The carrier needs your consent to query the FMCSA Drug and Alcohol Clearinghouse.',
      consentSignLink: 'Read and sign the Clearinghouse consent',
      consentSigned: 'Clearinghouse consent signed.',
      consentTitle: 'Clearinghouse consent',
      consentIntro: 'Read the consent below. Type your full name and tick the box to sign it.',
      typedName: 'Your full name',
      certify: 'I have read this consent and I sign it electronically with my typed name.',
      sign: 'Sign the consent',
      signedOn: (at: string) => `You signed this consent on ${at}.`,
      backToAccount: 'Back to my account',
    },
  },
} as const;
