import { messages } from '@roadhire/shared';

// The printed application's own words. The questions are the ones the driver saw (shared messages);
// these are the headings and labels around them.

const onboarding = messages.onboarding;

export const applicationPdfTexts = {
  title: onboarding.title,
  notAnswered: 'Not answered',
  none: 'None',
  notSubmitted: 'Not submitted',
  present: onboarding.step9.present,
  yes: onboarding.yes,
  no: onboarding.no,
  header: {
    position: 'Position',
    positionValue: (title: string, id: number) => `${title} (position #${id})`,
    application: 'Application',
    applicationValue: (id: number) => `#${id}`,
    applied: 'Applied',
    submitted: 'Submitted',
    cancelled: 'Cancelled',
    status: 'Status',
    stage: 'Recruiter stage',
    stageSince: (stage: string, since: string) => `${stage} (since ${since})`,
    printed: 'Printed',
    dateOfApplication: 'Date of application',
  },
  statuses: messages.adminApplications.statuses,
  stages: messages.adminApplications.stages,
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
  // The signed application (decision 016).
  signature: {
    notSigned: 'Not signed.',
    printedFromSnapshot: 'Printed from the application as signed; later changes are not shown.',
    signedBy: 'Signature (typed name)',
    signedAt: 'Signed',
    date: 'Date',
    version: 'Version',
    sha256: 'SHA-256 of the text',
    acceptance: 'Acceptance',
    accepted: (name: string, when: string) => `Accepted by ${name}, ${when}`,
    notAccepted: 'Not accepted',
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
  },
  personal: {
    name: 'Name',
    email: messages.fields.email,
    mobile: messages.fields.mobile,
    homePhone: messages.fields.homePhone,
    gender: messages.fields.gender,
  },
  resume: 'Resume',
  licences: {
    primary: 'Primary licence',
    other: (n: number) => `Additional licence ${n}`,
    noOthers: 'No additional licences.',
  },
  /** A training course or award: "Training course 2: Air brakes". */
  datedRow: (row: string, type: string) => `${row}: ${type}`,
  noRegions: 'No regions given.',
  noEquipment: 'No equipment given.',
  workEntry: (n: number, type: string, name: string | null) => `Entry ${n}: ${type}${name ? ` - ${name}` : ''}`,
  noWorkHistory: 'No work history entries.',
  documentKinds: messages.adminApplications.documentKinds,
  documentValue: (name: string, type: string | null, size: string, uploaded: string) =>
    [name, type, size, `uploaded ${uploaded}`].filter(Boolean).join(' | '),
  noDocuments: 'No documents uploaded.',
  event: {
    who: (when: string, actor: string | null) => `${when}\n${actor ?? 'Unknown administrator'}`,
    stage: (from: string | null, to: string | null) =>
      from ? `Stage changed from ${from} to ${to}` : `Stage set to ${to}`,
    note: (note: string) => `Note: ${note}`,
  },
  noEvents: 'No stage changes or notes yet.',
  footer: (id: number, name: string) => `Driver application #${id} - ${name}`,
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;
