// The recruiter's record of a correction to a signed application (decision 031).
export const correctionMessages = {
  corrections: {
    title: 'Corrections after signing',
    intro:
      'The signed application never changes. A correction is recorded beside it as a new version, with who made it and when.',
    versionsTitle: 'Versions recorded',
    none: 'No corrections recorded.',
    requestsTitle: 'The driver’s correction requests',
    noRequests: 'The driver has asked for no correction.',
    requestLine: (received: string, status: string) => `Received ${received} · ${status}`,
    requestStatus: { received: 'open', in_progress: 'in progress', done: 'answered' },
    formTitle: 'Record a correction',
    request: 'Answers the request',
    noRequest: 'No request: the carrier’s own correction',
    answer: 'Answer corrected',
    answerHint: 'Which answer, as the application names it, e.g. “Step 1 — Postal code”.',
    corrected: 'Corrected answer',
    reason: 'Reason or source',
    save: 'Record the correction',
    saved: (version: number) => `Recorded as version ${version}.`,
    version: (version: number, at: string, by: string) => `Version ${version} · ${at} · ${by}`,
    answersRequest: (id: number) => `Answers request #${id}`,
    loadFailed: 'The corrections could not be loaded.',
    saveFailed: 'The correction could not be recorded. Please try again.',
    fields: {
      answerRequired: 'Name the answer that is corrected.',
      correctedRequired: 'Enter the corrected answer.',
    },
    api: {
      notSigned: 'This application is not signed yet: until they sign, the driver corrects their own answers.',
      requestNotOpen: 'This correction request is not open, or is not about this application.',
      doneAnswer: (version: number) =>
        `Corrected: recorded beside the signed application as version ${version}. The signed application itself does not change.`,
    },
  },
} as const;
