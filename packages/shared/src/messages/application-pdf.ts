import { adminMessages } from './admin.js';

// The printed application's own words (decision 008, decision 016). The questions are the ones the
// driver saw (`onboarding`, `apply`, `fields`); these are the headings and labels around them.

const admin = adminMessages.adminApplications;

export const applicationPdfMessages = {
  applicationPdf: {
    notAnswered: 'Not answered',
    none: 'None',
    notSubmitted: 'Not submitted',
    /** A label and its value on one line: "Training course 2: Air brakes". */
    labelled: (label: string, value: string) => `${label}: ${value}`,
    /** An application's number: "#12". */
    number: (id: number) => `#${id}`,
    header: {
      position: 'Position',
      positionValue: (title: string, number: string) => `${title} (position ${number})`,
      application: 'Application',
      applied: 'Applied',
      submitted: 'Submitted',
      cancelled: 'Cancelled',
      status: 'Status',
      stage: 'Recruiter stage',
      stageSince: (stage: string, since: string) => `${stage} (since ${since})`,
      printed: 'Printed',
      dateOfApplication: 'Date of application',
    },
    // The same words the recruiters' screens use.
    statuses: admin.statuses,
    stages: admin.stages,
    sections: {
      personal: 'Personal details',
      screening: 'Screening answers',
      rightToWork: 'Right to work',
      licences: 'Licences',
      qualifications: 'Qualifications and declarations',
      licenceHistory: 'Licence history',
      education: 'Education and experience',
      regions: 'Regions travelled',
      equipment: 'Equipment operated',
      workHistory: 'Work history',
      documents: 'Documents',
      history: 'Recruiter history',
      certification: 'Certification and signature',
    },
    // The signed application (decision 016) and the translations shown beside its texts (decision 032).
    signature: {
      notSigned: 'Not signed.',
      printedFromSnapshot: 'Printed from the application as signed; later changes are not shown.',
      signedBy: 'Signature (typed name)',
      signedAt: 'Signed',
      date: 'Date',
      language: 'Language signed in',
      languages: { en: 'English', fr: 'French' },
      version: 'Version',
      sha256: 'SHA-256 of the text',
      acceptance: 'Acceptance',
      accepted: (name: string, when: string) => `Accepted by ${name}, ${when}`,
      translation: (language: string, title: string) => `Translation shown beside this text (${language}): ${title}`,
      translationNote: 'For reading only: the English text above is the one signed.',
      translationSha256: 'SHA-256 of the translation',
      certificate: 'Signature certificate',
      certificateLead:
        "Signed electronically: the driver typed their full legal name while signed in to their account on the carrier's portal.",
      application: 'Application',
      account: 'Driver account',
      accountValue: (id: number, email: string) => `#${id} (${email})`,
      signedAtUtc: 'Signed (UTC, server time)',
      signedAtLocal: 'Signed (carrier time)',
      ip: 'IP address (as the server saw it)',
      userAgent: 'Browser (user agent)',
      snapshotHash: 'SHA-256 of the application as signed (RFC 8785 canonical JSON)',
      texts: 'Texts shown',
      textValue: (version: string, accepted: boolean) =>
        `version ${version} | ${accepted ? 'accepted' : 'not accepted'} | SHA-256 of the text below`,
      translationValue: (language: string, version: string) =>
        `translation shown beside it (${language}), version ${version} | SHA-256 of the translation below`,
    },
    personal: { name: 'Name' },
    resume: 'Resume',
    licences: {
      primary: 'Primary licence',
      other: (n: number) => `Additional licence ${n}`,
    },
    noRegions: 'No regions given.',
    noEquipment: 'No equipment given.',
    workEntry: (n: number, type: string) => `Entry ${n}: ${type}`,
    workEntryNamed: (n: number, type: string, name: string) => `Entry ${n}: ${type} - ${name}`,
    noWorkHistory: 'No work history entries.',
    coverage: {
      asOf: 'Reckoned on',
      nothingCovered: 'None',
      explanation: (text: string) => `Explained: ${text}`,
      noGaps: 'No gap of more than 30 days.',
    },
    documentKinds: admin.documentKinds,
    uploaded: (when: string) => `uploaded ${when}`,
    bytes: (size: string) => `${size} B`,
    kilobytes: (size: string) => `${size} KB`,
    megabytes: (size: string) => `${size} MB`,
    noDocuments: 'No documents uploaded.',
    event: {
      unknownActor: 'Unknown administrator',
      stageChanged: (from: string, to: string) => `Stage changed from ${from} to ${to}`,
      stageSet: (to: string) => `Stage set to ${to}`,
      note: (note: string) => `Note: ${note}`,
    },
    noEvents: 'No stage changes or notes yet.',
    footer: (id: number, name: string) => `Driver application #${id} - ${name}`,
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
} as const;
