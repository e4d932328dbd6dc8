import { messages } from '../messages.js';
import { mailEn } from './mail-en.js';

/**
 * The groups of `messages` that are in the catalogues, translated into every language. A screen or
 * a server answer moves to the catalogues group by group: add the group here, its French to
 * `fr/`, and read it through the translator instead of `messages`.
 */
export const CATALOGUE_GROUPS = [
  'api',
  'upload',
  'fields',
  'register',
  'login',
  'forgotPassword',
  'resetPassword',
  'loginPage',
  'registerPage',
  'forgotPasswordPage',
  'resetPasswordPage',
  'confirmEmailPage',
  'profile',
  'profilePage',
  'topBar',
  'nav',
  'help',
  'careers',
  'jobPage',
  'common',
  'session',
  'languageTwin',
  'apply',
  'applyPage',
  'language',
  'onboarding',
  'signing',
  'corrections',
  'privacyExport',
  'verifications',
  'hiring',
  'privacy',
  'adminPositions',
  'adminPage',
  'adminApplications',
  'adminDashboard',
  'adminAudit',
  'adminAccounts',
  'applicationPdf',
  'investigationFile',
] as const satisfies readonly (keyof typeof messages)[];

/**
 * A text of `messages` that is a function of its values is written here in ICU, once; the catalogue
 * test renders both with the same values and fails when they differ, so English stays verbatim.
 */
export const ICU_FORMS = {
  'loginPage.panelTitle': { message: 'Drive with {company}', args: ['company'] },
  'loginPage.panelIntro': {
    message:
      '{company} is a multi-provincial carrier hauling across Canada and the US. Join a team that invests in its drivers.',
    args: ['company'],
  },
  'registerPage.checkInbox': {
    message:
      'We sent an email to {email}. Open its link to verify your email, then log in. If you already have an account with this email, the email says so and how to log in.',
    args: ['email'],
  },
  'registerPage.applyingFor': { message: 'Create an account to apply for {title}', args: ['title'] },
  'careers.labelled': { message: '{label}:', args: ['label'] },
  'careers.listLabel': { message: 'Positions in {location}', args: ['location'] },
  'careers.showing': { message: 'Showing {from} to {to} of {total} entries', args: ['from', 'to', 'total'] },
  'profilePage.emailPending': {
    message:
      'We sent a link to {email}. Your email changes to this address once you open it; until then, log in with your current one.',
    args: ['email'],
  },
  'onboarding.progress': { message: 'Step {step} of {total} ({percent}%)', args: ['step', 'total', 'percent'] },
  'onboarding.step1.addressHistoryQuestion': {
    message: 'Where else have you lived in the last {years} years?',
    args: ['years'],
  },
  'onboarding.step1.addressRow': { message: 'Earlier address {n}', args: ['n'] },
  'onboarding.step1.addressGap': { message: 'No address is given from {from} to {to}.', args: ['from', 'to'] },
  'onboarding.step1.addressHistoryIncomplete': {
    message: 'Please give every address of the last {years} years.',
    args: ['years'],
  },
  'onboarding.step4.trainingRow': { message: 'Training course {n}', args: ['n'] },
  'onboarding.step4.awardRow': { message: 'Award {n}', args: ['n'] },
  'onboarding.step7.equipmentCard': { message: 'Experience with {name}', args: ['name'] },
  'onboarding.step9.coverageLead': {
    message:
      'Please account for the last {years} years: every job, and any time unemployed, at school or in the military. A gap of more than 30 days needs an entry or an explanation.',
    args: ['years'],
  },
  'onboarding.step9.period': { message: '{from} – {to}', args: ['from', 'to'] },
  // `commercial` is 'true' or 'false'; any other value reads as held, as the function's truthiness does.
  'onboarding.step9.yearsValue': {
    message: '{years} years{commercial, select, false {} other { (commercial licence held)}}',
    args: ['years', 'commercial'],
  },
  'onboarding.step9.fullyCovered': { message: 'Your work history covers the last {years} years.', args: ['years'] },
  'onboarding.step9.gapHeading': { message: 'Gap: {from} – {to} ({days} days)', args: ['from', 'to', 'days'] },
  'onboarding.step9.addGapEntryLabel': {
    message: 'Add an entry for the gap from {from} to {to}',
    args: ['from', 'to'],
  },
  'onboarding.step9.explainGap': { message: 'Or explain the gap from {from} to {to}', args: ['from', 'to'] },
  'onboarding.step9.gapsOpen': {
    message:
      '{count, plural, one {Submit Application is available once the gap in your work history is closed: add an entry for it or explain it.} other {Submit Application is available once the {count} gaps in your work history are closed: add an entry for each or explain it.}}',
    args: ['count'],
  },
  'signing.page': { message: 'Signing: page {index} of {total}', args: ['index', 'total'] },
  'signing.version': { message: 'Version {version}', args: ['version'] },
  'signing.legalNameHint': { message: 'Your first and last name as on your profile: {name}', args: ['name'] },
  'signing.signedAs': { message: 'Signed by {name} on {when}', args: ['name', 'when'] },
  'corrections.requestLine': { message: 'Received {received} · {status}', args: ['received', 'status'] },
  'corrections.saved': { message: 'Recorded as version {version}.', args: ['version'] },
  'corrections.version': { message: 'Version {version} · {at} · {by}', args: ['version', 'at', 'by'] },
  'corrections.answersRequest': { message: 'Answers request #{id}', args: ['id'] },
  'corrections.api.doneAnswer': {
    message:
      'Corrected: recorded beside the signed application as version {version}. The signed application itself does not change.',
    args: ['version'],
  },
  'verifications.driver.period': { message: '{from} to {to}', args: ['from', 'to'] },
  'verifications.driver.signed': { message: 'Release signed by {name} on {when}', args: ['name', 'when'] },
  'verifications.driver.reviewAsked': {
    message: 'You asked to review this answer on {on}. We will show it here by {due}.',
    args: ['on', 'due'],
  },
  'verifications.driver.accident': {
    message: '{date}, {place}: {injuries} injured, {fatalities} killed',
    args: ['date', 'place', 'injuries', 'fatalities'],
  },
  'verifications.driver.responder': { message: '{name}, {title}', args: ['name', 'title'] },
  'verifications.driver.correctionSent': {
    message: 'You asked for a correction on {on}. We sent your request to this employer.',
    args: ['on'],
  },
  'verifications.driver.rebuttalAdded': {
    message: 'Your statement, added on {on}, is kept with this answer:',
    args: ['on'],
  },
  'verifications.employer.intro': {
    message:
      "{carrier} is considering {driver} for a driving job and asks for the driver''s safety performance history, as 49 CFR 391.23 provides. Please answer within 30 days of receiving this request, even when there is nothing to report.",
    args: ['carrier', 'driver'],
  },
  'verifications.employer.due': { message: 'Please answer by {date}.', args: ['date'] },
  'verifications.employer.accidentsTitle': {
    message: 'Accidents from {from} to {to} (49 CFR 390.15(b))',
    args: ['from', 'to'],
  },
  'verifications.employer.accident': { message: 'Accident {index}', args: ['index'] },
  'verifications.employer.sentCopyTo': {
    message: 'Thank you. Your answer was received; a copy is on its way to {email}.',
    args: ['email'],
  },
  'verifications.employer.errorItem': { message: '{field}: {message}', args: ['field', 'message'] },
  'verifications.admin.reviewAsked': { message: 'Driver asked to review on {on}, due {due}', args: ['on', 'due'] },
  'verifications.admin.reviewOverdue': {
    message: '{days, plural, one {overdue by {days} day} other {overdue by {days} days}}',
    args: ['days'],
  },
  'verifications.admin.released': { message: 'Released to the driver on {on}', args: ['on'] },
  'verifications.admin.nextReminder': { message: 'Next reminder: {on}', args: ['on'] },
  'verifications.admin.undeclaredAccident': {
    message: '{date}, {place}: reported by this employer, not declared on the application.',
    args: ['date', 'place'],
  },
  'verifications.admin.releasedBy': { message: 'Released to the driver on {on} by {by}', args: ['on', 'by'] },
  'verifications.admin.correctionRequest': { message: 'Driver’s correction request ({on})', args: ['on'] },
  'verifications.admin.rebuttal': {
    message: 'Driver’s rebuttal statement ({on}), kept with the answer',
    args: ['on'],
  },
  'hiring.file.hiredOn': { message: 'Hired on {date}', args: ['date'] },
  'hiring.api.hireFullQueryAfterHire': {
    message:
      'The full query was made on {queried}, after the hire date {hired}: the hire date cannot come before the pre-employment full query (49 CFR 382.701).',
    args: ['queried', 'hired'],
  },
  'hiring.api.hireRtdMissing': {
    message:
      'The full query found violations: the driver is hired only once the return-to-duty documents are recorded, each dated on or before the hire date (49 CFR 382.217, 40.305). Missing: {documents}.',
    args: ['documents'],
  },
  'hiring.file.downloadQueryPdf': { message: 'Download the result PDF of the query of {date}', args: ['date'] },
  'hiring.file.fullQueryDueBy': {
    message: 'A limited query found information: a full query is due by {date}, within 24 hours (49 CFR 382.701).',
    args: ['date'],
  },
  'hiring.file.downloadRtd': { message: 'Download {document} ({date})', args: ['document', 'date'] },
  'hiring.file.cannotHire': { message: 'The driver cannot be hired on {date}:', args: ['date'] },
  'hiring.file.consentSigned': { message: 'Signed by {name} on {at}', args: ['name', 'at'] },
  'hiring.file.consentKeepUntil': {
    message: 'Keep until {date} (three years after the last query)',
    args: ['date'],
  },
  'hiring.file.nextQueryDue': { message: 'Next query due by {date}', args: ['date'] },
  'hiring.dashboard.dueBy': { message: 'Next query due by {date}', args: ['date'] },
  // `allowed` is 'true' or 'false'; any other value reads as allowed, as the function's truthiness does.
  'hiring.accounts.permissionSaved': {
    message:
      '{allowed, select, false {{email} can no longer view investigation files.} other {{email} can now view investigation files.}}',
    args: ['email', 'allowed'],
  },
  'hiring.driver.signedOn': { message: 'You signed this consent on {at}.', args: ['at'] },
  'privacy.driver.withdraw': { message: 'Withdraw my application for {title}', args: ['title'] },
  'privacy.admin.held': { message: 'Held: {records}.', args: ['records'] },
  'privacy.admin.holdAccount': { message: 'Account {id}', args: ['id'] },
  'privacy.admin.holdUntil': { message: 'until {date}', args: ['date'] },
  'privacy.admin.holdLifted': { message: 'lifted {when}', args: ['when'] },
  'privacy.admin.liftHold': { message: 'Lift hold {id}', args: ['id'] },
  'privacy.admin.incidentPeople': {
    message: '{count} {count, plural, one {person} other {people}}',
    args: ['count'],
  },
  'privacy.admin.sweepPeople': { message: 'People: {count}.', args: ['count'] },
  'privacy.admin.erasure': {
    message: 'Erasure requested: {received} ({status}), erase after {eraseAfter}',
    args: ['received', 'status', 'eraseAfter'],
  },
  'privacy.admin.labelled': { message: '{label}: {value}', args: ['label', 'value'] },
  'privacy.admin.consentGiven': { message: 'yes ({version})', args: ['version'] },
  'privacy.page.policyVersion': { message: 'Version: {version}', args: ['version'] },
  'privacy.page.retentionUnhired': {
    message:
      'Applications that do not lead to a hire: {months, plural, one {{months} month} other {{months} months}} after the last decision or activity, then erased {days, plural, one {{days} day} other {{days} days}} later.',
    args: ['months', 'days'],
  },
  'privacy.page.storageDatabase': { message: 'Database: PostgreSQL at {host}.', args: ['host'] },
  'privacy.page.storageFilesBucket': {
    message: 'Uploaded files: the storage bucket “{bucket}” at {host}.',
    args: ['bucket', 'host'],
  },
  'privacy.page.storageFilesS3': {
    message: 'Uploaded files: the storage bucket “{bucket}” (Amazon S3, region {region}).',
    args: ['bucket', 'region'],
  },
  'privacy.page.storageMailRelay': { message: 'Mail: sent through the mail relay at {host}.', args: ['host'] },
  'adminPositions.statusChange.closeBody': {
    message: 'Close "{title}" ({number})? It leaves the careers page at once; its applications stay.',
    args: ['title', 'number'],
  },
  'adminPositions.statusChange.reopenBody': {
    message: 'Reopen "{title}" ({number})? It shows on the careers page again unless its closing date has passed.',
    args: ['title', 'number'],
  },
  'adminPositions.statusChange.closed': { message: '"{title}" is closed.', args: ['title'] },
  'adminPositions.statusChange.reopened': { message: '"{title}" is open again.', args: ['title'] },
  'adminPositions.editor.provinceUnlisted': { message: '{value} (not in the list)', args: ['value'] },
  'adminPositions.editor.created': { message: 'Position "{title}" created.', args: ['title'] },
  'adminPositions.editor.saved': { message: 'Position "{title}" saved.', args: ['title'] },
  'adminPage.table.showing': { message: 'Showing {from} to {to} of {total}', args: ['from', 'to', 'total'] },
  'adminPage.table.page': { message: 'Page {page}', args: ['page'] },
  'adminApplications.failedMail': {
    message:
      '{count, plural, one {{count} message failed for good and was not delivered. Check the messages on the applicant files.} other {{count} messages failed for good and were not delivered. Check the messages on the applicant files.}}',
    args: ['count'],
  },
  'adminApplications.stageMovedMeanwhile': {
    message: 'Someone moved this application to {stage} since you opened it. Read its history, then choose again.',
    args: ['stage'],
  },
  'adminApplications.file.stepReachedValue': {
    message: 'Step {step} of {total}: {title}',
    args: ['step', 'total', 'title'],
  },
  'adminApplications.file.stageChanged': { message: 'Stage changed to {stage}.', args: ['stage'] },
  'adminApplications.file.stageEvent': { message: 'Stage changed from {from} to {to}', args: ['from', 'to'] },
  'adminApplications.file.stageSetEvent': { message: 'Stage set to {to}', args: ['to'] },
  'adminApplications.file.eventBy': { message: '{who} · {when}', args: ['who', 'when'] },
  'adminApplications.file.signature.matches': {
    message: 'Verified {when}: the stored application still matches the hash it was signed with.',
    args: ['when'],
  },
  'adminApplications.file.signature.mismatch': {
    message:
      'Verified {when}: the stored application does NOT match the hash it was signed with. It has been changed since it was signed.',
    args: ['when'],
  },
  'adminApplications.file.resume.open': { message: 'Open {name}', args: ['name'] },
  'adminApplications.file.referralValue': { message: '{name} (employee ID {id})', args: ['name', 'id'] },
  'adminApplications.file.equipment.unknown': { message: 'Equipment #{id}', args: ['id'] },
  'adminApplications.file.workHistory.entryNamed': { message: '{type}: {name}', args: ['type', 'name'] },
  'adminApplications.file.documents.openLabel': { message: 'Open {name}', args: ['name'] },
  'adminApplications.file.documents.downloadLabel': { message: 'Download {name}', args: ['name'] },
  'adminApplications.file.others.openLabel': { message: 'Open application {id}', args: ['id'] },
  'adminApplications.csv.applied': { message: 'Applied ({timeZone})', args: ['timeZone'] },
  'adminApplications.csv.submitted': { message: 'Submitted ({timeZone})', args: ['timeZone'] },
  'adminDashboard.countLink': {
    message: '{label}: {count} {count, plural, one {application} other {applications}}',
    args: ['label', 'count'],
  },
  'adminDashboard.viewFor': { message: 'View applicants for {title}', args: ['title'] },
  'adminAudit.targetLabelled': { message: '{type}: {label}', args: ['type', 'label'] },
  'adminAudit.targetNumbered': { message: '{type} #{id}', args: ['type', 'id'] },
  'adminAudit.openTarget.position': { message: 'Open position {id}', args: ['id'] },
  'adminAudit.openTarget.application': { message: 'Open application {id}', args: ['id'] },
  'adminAudit.details.stage': { message: 'from {from} to {to}', args: ['from', 'to'] },
  'adminAudit.details.role': { message: '{from} → {to}', args: ['from', 'to'] },
  'adminAudit.details.mail': { message: 'mail to {to}: “{subject}”', args: ['to', 'subject'] },
  'adminAudit.details.labelled': { message: '{label}: {value}', args: ['label', 'value'] },
  'adminAudit.details.quoted': { message: '“{text}”', args: ['text'] },
  'adminAudit.details.change': {
    message: '{label}: {before} → {after}',
    args: ['label', 'before', 'after'],
  },
  'adminAccounts.grantFor': { message: 'Make {name} an administrator', args: ['name'] },
  'adminAccounts.removeFor': { message: 'Remove administrator role from {name}', args: ['name'] },
  'adminAccounts.grantConfirm': {
    message: '{name} ({email}) will be able to manage positions, applicants, accounts and the audit log.',
    args: ['name', 'email'],
  },
  'adminAccounts.removeConfirm': {
    message: '{name} ({email}) will no longer be able to open the admin pages.',
    args: ['name', 'email'],
  },
  'adminAccounts.granted': { message: '{name} is now an administrator.', args: ['name'] },
  'adminAccounts.removed': { message: '{name} is no longer an administrator.', args: ['name'] },
  'applicationPdf.labelled': { message: '{label}: {value}', args: ['label', 'value'] },
  'applicationPdf.number': { message: '#{id}', args: ['id'] },
  'applicationPdf.header.positionValue': { message: '{title} (position {number})', args: ['title', 'number'] },
  'applicationPdf.header.stageSince': { message: '{stage} (since {since})', args: ['stage', 'since'] },
  'applicationPdf.signature.accepted': { message: 'Accepted by {name}, {when}', args: ['name', 'when'] },
  'applicationPdf.signature.translation': {
    message: 'Translation shown beside this text ({language}): {title}',
    args: ['language', 'title'],
  },
  'applicationPdf.signature.accountValue': { message: '#{id} ({email})', args: ['id', 'email'] },
  // `accepted` is 'true' or 'false'; any other value reads as accepted, as the function's truthiness does.
  'applicationPdf.signature.textValue': {
    message:
      'version {version} | {accepted, select, false {not accepted} other {accepted}} | SHA-256 of the text below',
    args: ['version', 'accepted'],
  },
  'applicationPdf.signature.translationValue': {
    message: 'translation shown beside it ({language}), version {version} | SHA-256 of the translation below',
    args: ['language', 'version'],
  },
  'applicationPdf.licences.other': { message: 'Additional licence {n}', args: ['n'] },
  'applicationPdf.workEntry': { message: 'Entry {n}: {type}', args: ['n', 'type'] },
  'applicationPdf.workEntryNamed': { message: 'Entry {n}: {type} - {name}', args: ['n', 'type', 'name'] },
  'applicationPdf.coverage.explanation': { message: 'Explained: {text}', args: ['text'] },
  'applicationPdf.uploaded': { message: 'uploaded {when}', args: ['when'] },
  'applicationPdf.bytes': { message: '{size} B', args: ['size'] },
  'applicationPdf.kilobytes': { message: '{size} KB', args: ['size'] },
  'applicationPdf.megabytes': { message: '{size} MB', args: ['size'] },
  'applicationPdf.event.stageChanged': { message: 'Stage changed from {from} to {to}', args: ['from', 'to'] },
  'applicationPdf.event.stageSet': { message: 'Stage set to {to}', args: ['to'] },
  'applicationPdf.event.note': { message: 'Note: {note}', args: ['note'] },
  'applicationPdf.footer': { message: 'Driver application #{id} - {name}', args: ['id', 'name'] },
  'applicationPdf.page': { message: 'Page {page} of {pages}', args: ['page', 'pages'] },
  'investigationFile.documentTitle': { message: 'Driver investigation history file: {driver}', args: ['driver'] },
  'investigationFile.applicant': { message: 'Applicant: {driver} (application #{id})', args: ['driver', 'id'] },
  'investigationFile.generated': { message: 'Generated on {when}', args: ['when'] },
  'investigationFile.footer': { message: '{driver} · investigation file · {carrier}', args: ['driver', 'carrier'] },
  'investigationFile.employer': {
    message: 'Previous employer {index} of {count}: {name}',
    args: ['index', 'count', 'name'],
  },
  'investigationFile.check': { message: 'check #{id}', args: ['id'] },
  'investigationFile.textVersion': { message: '{title}, version {version}', args: ['title', 'version'] },
  'investigationFile.revokedAt': { message: 'Yes, at {when}', args: ['when'] },
  'investigationFile.attempts': { message: 'Attempts ({count})', args: ['count'] },
  'investigationFile.attempt': {
    message: '{kind} by {channel} to {address}: {outcome}',
    args: ['kind', 'channel', 'address', 'outcome'],
  },
  'investigationFile.outcomes.failed': { message: 'mail not delivered ({error})', args: ['error'] },
  'investigationFile.releasedBy': { message: '{when} by {by}', args: ['when', 'by'] },
  'investigationFile.resultPdfValue': { message: '{name}, uploaded {when}', args: ['name', 'when'] },
  'investigationFile.lines.employed': { message: 'Employed from {from} to {to}', args: ['from', 'to'] },
  'investigationFile.lines.accident': {
    message:
      '{n}. {date}, {city}, {state}: {injuries} injured, {fatalities} killed, hazardous materials released: {hazmat}',
    args: ['n', 'date', 'city', 'state', 'injuries', 'fatalities', 'hazmat'],
  },
  'privacyExport.transcript.exported': { message: '{format} · {when}', args: ['format', 'when'] },
  'privacyExport.transcript.application': { message: 'Application {n}', args: ['n'] },
  'privacyExport.transcript.page': { message: 'Page {page} of {pages}', args: ['page', 'pages'] },
} as const satisfies Record<string, { message: string; args: readonly string[] }>;

type Group = (typeof CATALOGUE_GROUPS)[number];
type Leaf<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string | ((...args: never[]) => string)
    ? `${Prefix}.${K}`
    : T[K] extends readonly string[]
      ? `${Prefix}.${K}.${number}`
      : T[K] extends object
        ? Leaf<T[K], `${Prefix}.${K}`>
        : never;
}[keyof T & string];

/** Every id of the catalogues: `group.key`, `group.sub.key`, `group.list.0`. */
export type MessageId = { [G in Group]: Leaf<(typeof messages)[G], G> }[Group] | keyof typeof mailEn;

/** One language's texts: ICU MessageFormat, by id. */
export type Catalogue = Record<string, string>;

function flatten(value: unknown, id: string, into: Catalogue, plain: Map<string, string>): void {
  if (typeof value === 'string') {
    into[id] = escapeIcu(value);
    plain.set(id, value);
  } else if (typeof value === 'function') {
    const form = (ICU_FORMS as Record<string, { message: string }>)[id];
    if (!form) throw new Error(`${id} is a function of its values: give it an ICU form in ICU_FORMS`);
    into[id] = form.message;
  } else if (value && typeof value === 'object') {
    // A list's items are `id.0`, `id.1`… as its keys.
    for (const [key, item] of Object.entries(value)) flatten(item, `${id}.${key}`, into, plain);
  }
}

/**
 * An English text of `messages` as ICU: an apostrophe is ICU's quote character and braces open an
 * argument, so they are written the way ICU reads them back as themselves.
 */
function escapeIcu(text: string): string {
  return text.replaceAll("'", "''").replace(/[{}]/g, (brace) => `'${brace}'`);
}

const plainEnglish = new Map<string, string>();

/**
 * English, built from the texts the spec quotes (`messages`), so the two can never disagree, and
 * the mails' texts (`mail-en.ts`, written in ICU).
 */
export const catalogueEn: Catalogue = (() => {
  const catalogue: Catalogue = {};
  for (const group of CATALOGUE_GROUPS) flatten(messages[group], group, catalogue, plainEnglish);
  return { ...catalogue, ...mailEn };
})();

/** The English texts without arguments, as `messages` writes them, by id. */
export const englishTextsById: ReadonlyMap<string, string> = plainEnglish;
