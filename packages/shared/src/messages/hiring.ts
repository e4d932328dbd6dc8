// From a signed application to a hire: the hire date, the Clearinghouse step (49 CFR 382.701,
// 382.703), the investigation file's permission (391.53) and the driver's view of where an
// application stands.
export const hiringMessages = {
  hiring: {
    api: {
      hireDateRequired: 'Please enter the hire date to move the application to Hired.',
      hireDateOnlyWhenHired: 'A hire date goes only with the Hired stage.',
      clearinghouseProhibited:
        'The Clearinghouse result says the driver is prohibited from safety-sensitive functions: the application cannot move to Hired.',
      // Why a hire on a given day cannot go ahead (49 CFR 382.701(a), 382.217; decision 029).
      hireConsentMissing: 'The driver has not signed the Clearinghouse consent yet: they sign it from their account.',
      hireFullQueryMissing:
        'No full query of the Clearinghouse is recorded with its result PDF: the driver of a job that needs a CDL is hired only after one (49 CFR 382.701).',
      hireFullQueryAfterHire: (queried: string, hired: string) =>
        `The full query was made on ${queried}, after the hire date ${hired}: the hire date cannot come before the pre-employment full query (49 CFR 382.701).`,
      hireRtdMissing: (documents: string) =>
        `The full query found violations: the driver is hired only once the return-to-duty documents are recorded, each dated on or before the hire date (49 CFR 382.217, 40.305). Missing: ${documents}.`,
      hireNotReady:
        'This job needs a CDL, and the Clearinghouse step does not allow this hire yet. An administrator allowed to see investigation files can say why and complete it.',
      investigationsForbidden: 'Your account is not allowed to see investigation files. Ask an administrator who is.',
      permissionsForbidden:
        'Only an administrator allowed to see investigation files can give or remove that permission.',
      consentAlreadySigned: 'You have already signed this consent.',
      consentNotOpen: 'This application is not waiting for a Clearinghouse consent.',
      badQueryType: 'Choose the type of query: full or limited.',
      badPurpose: 'Choose why the query was made: pre_employment or annual.',
      badResult:
        'Choose a result: no_violations, violations_found or prohibited for a full query; no_information or information_found for a limited one.',
      badFullResult: 'The result of a full query is no_violations, violations_found or prohibited.',
      badLimitedResult: 'The result of a limited query is no_information or information_found.',
      approvalRequired: 'Enter the day the driver approved the full query in FMCSA’s portal.',
      approvalAfterQuery:
        'The driver approves a full query before it is made: the approval date cannot come after the query date.',
      preEmploymentIsFull: 'A pre-employment query is a full query (49 CFR 382.701).',
      limitedNotApproved: 'A limited query needs no approval in FMCSA’s portal: leave its approval date out.',
      badRtdKind: 'Choose the document: sap_report, rtd_test or follow_up_plan.',
      certifyRequired: 'Please tick the box to sign.',
      typedNameRequired: 'Please type your full name to sign.',
      onlyPdf: 'Upload the query result as a PDF file.',
      rtdOnlyPdf: 'Upload the document as a PDF file.',
    },
    results: {
      no_violations: 'No violations',
      violations_found: 'Violations found',
      prohibited: 'Prohibited',
      no_information: 'No information',
      information_found: 'Information found',
    },
    queryTypes: { full: 'Full query', limited: 'Limited query' },
    purposes: { pre_employment: 'Pre-employment', annual: 'Annual' },
    rtdKinds: {
      sap_report: 'SAP report',
      rtd_test: 'Negative return-to-duty test result',
      follow_up_plan: 'Follow-up testing plan',
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
      queryType: 'Type of query',
      purpose: 'Purpose',
      result: 'Result',
      resultPdf: 'Result PDF',
      choose: 'Choose…',
      queriesTitle: 'Queries',
      noQueries: 'No query recorded yet.',
      approvedColumn: 'Approved in FMCSA’s portal',
      dateColumn: 'Query date',
      noPdf: 'No PDF: recorded before each query kept its own',
      downloadQueryPdf: (date: string) => `Download the result PDF of the query of ${date}`,
      recordQueryTitle: 'Record a query',
      recordQuery: 'Record the query',
      queryRecorded: 'Query recorded.',
      fullQueryDueBy: (date: string) =>
        `A limited query found information: a full query is due by ${date}, within 24 hours (49 CFR 382.701).`,
      rtdTitle: 'Return-to-duty documents',
      rtdIntro:
        'A full query found violations: the driver is hired only with the SAP report, the negative return-to-duty test result and the follow-up testing plan, each dated on or before the hire date.',
      rtdNone: 'No return-to-duty document recorded yet.',
      rtdKind: 'Document',
      rtdDatedOn: 'Date of the document',
      rtdFile: 'Document PDF',
      addRtd: 'Add the document',
      rtdAdded: 'Document added.',
      downloadRtd: (document: string, date: string) => `Download ${document} (${date})`,
      complete: 'Complete',
      incomplete: 'Incomplete',
      nextQueryDue: (date: string) => `Next query due by ${date}`,
      // The Hired stage's dialog, when the Clearinghouse step stands in the way.
      cannotHire: (date: string) => `The driver cannot be hired on ${date}:`,
      checkingHire: 'Checking the Clearinghouse step…',
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
