import { catalogueEn, type MessageId } from './i18n/catalogue-en.js';
import { careersSiteEn } from './i18n/en/careers-site.js';
import { mailEn } from './i18n/mail-en.js';
import { inEnglish, type MessageValues } from './i18n/translate.js';

// The English texts as nested objects, for the server code and tests that still read
// `messages.group.key` rather than an id. Nothing is written here: every text is the catalogue's
// (i18n/en/), said in English. Goes away once nothing reads it.

/** The values of each text with values, in the order its `messages` function takes them. */
export const MESSAGE_ARGS = {
  'loginPage.panelTitle': ['company'],
  'loginPage.panelIntro': ['company'],
  'registerPage.checkInbox': ['email'],
  'registerPage.applyingFor': ['title'],
  'careers.labelled': ['label'],
  'careers.listLabel': ['location'],
  'careers.showing': ['from', 'to', 'total'],
  'profilePage.emailPending': ['email'],
  'onboarding.progress': ['step', 'total', 'percent'],
  'onboarding.step1.addressHistoryQuestion': ['years'],
  'onboarding.step1.addressRow': ['n'],
  'onboarding.step1.addressGap': ['from', 'to'],
  'onboarding.step1.addressHistoryIncomplete': ['years'],
  'onboarding.step4.trainingRow': ['n'],
  'onboarding.step4.awardRow': ['n'],
  'onboarding.step7.equipmentCard': ['name'],
  'onboarding.step9.coverageLead': ['years'],
  'onboarding.step9.period': ['from', 'to'],
  'onboarding.step9.yearsValue': ['years', 'commercial'],
  'onboarding.step9.fullyCovered': ['years'],
  'onboarding.step9.gapHeading': ['from', 'to', 'days'],
  'onboarding.step9.addGapEntryLabel': ['from', 'to'],
  'onboarding.step9.explainGap': ['from', 'to'],
  'onboarding.step9.gapsOpen': ['count'],
  'signing.page': ['index', 'total'],
  'signing.version': ['version'],
  'signing.legalNameHint': ['name'],
  'signing.signedAs': ['name', 'when'],
  'corrections.requestLine': ['received', 'status'],
  'corrections.saved': ['version'],
  'corrections.version': ['version', 'at', 'by'],
  'corrections.answersRequest': ['id'],
  'corrections.api.doneAnswer': ['version'],
  'verifications.validation.tooLong': ['max'],
  'verifications.driver.period': ['from', 'to'],
  'verifications.driver.signed': ['name', 'when'],
  'verifications.driver.reviewAsked': ['on', 'due'],
  'verifications.driver.accident': ['date', 'place', 'injuries', 'fatalities'],
  'verifications.driver.responder': ['name', 'title'],
  'verifications.driver.correctionSent': ['on'],
  'verifications.driver.rebuttalAdded': ['on'],
  'verifications.employer.intro': ['carrier', 'driver'],
  'verifications.employer.due': ['date'],
  'verifications.employer.accidentsTitle': ['from', 'to'],
  'verifications.employer.accident': ['index'],
  'verifications.employer.sentCopyTo': ['email'],
  'verifications.employer.errorItem': ['field', 'message'],
  'verifications.admin.reviewAsked': ['on', 'due'],
  'verifications.admin.reviewOverdue': ['days'],
  'verifications.admin.released': ['on'],
  'verifications.admin.nextReminder': ['on'],
  'verifications.admin.undeclaredAccident': ['date', 'place'],
  'verifications.admin.releasedBy': ['on', 'by'],
  'verifications.admin.correctionRequest': ['on'],
  'verifications.admin.rebuttal': ['on'],
  'hiring.file.hiredOn': ['date'],
  'hiring.api.hireFullQueryAfterHire': ['queried', 'hired'],
  'hiring.api.hireRtdMissing': ['documents'],
  'hiring.file.downloadQueryPdf': ['date'],
  'hiring.file.fullQueryDueBy': ['date'],
  'hiring.file.downloadRtd': ['document', 'date'],
  'hiring.file.cannotHire': ['date'],
  'hiring.file.consentSigned': ['name', 'at'],
  'hiring.file.consentKeepUntil': ['date'],
  'hiring.file.nextQueryDue': ['date'],
  'hiring.dashboard.dueBy': ['date'],
  'hiring.accounts.permissionSaved': ['email', 'allowed'],
  'hiring.driver.signedOn': ['at'],
  'privacy.driver.withdraw': ['title'],
  'privacy.admin.held': ['records'],
  'privacy.admin.holdAccount': ['id'],
  'privacy.admin.holdUntil': ['date'],
  'privacy.admin.holdLifted': ['when'],
  'privacy.admin.liftHold': ['id'],
  'privacy.admin.incidentPeople': ['count'],
  'privacy.admin.sweepPeople': ['count'],
  'privacy.admin.erasure': ['received', 'status', 'eraseAfter'],
  'privacy.admin.labelled': ['label', 'value'],
  'privacy.admin.consentGiven': ['version'],
  'privacy.page.policyVersion': ['version'],
  'privacy.page.retentionUnhired': ['months', 'days'],
  'privacy.page.storageDatabase': ['host'],
  'privacy.page.storageFilesBucket': ['bucket', 'host'],
  'privacy.page.storageFilesS3': ['bucket', 'region'],
  'privacy.page.storageMailRelay': ['host'],
  'adminPositions.statusChange.closeBody': ['title', 'number'],
  'adminPositions.statusChange.reopenBody': ['title', 'number'],
  'adminPositions.statusChange.closed': ['title'],
  'adminPositions.statusChange.reopened': ['title'],
  'adminPositions.editor.provinceUnlisted': ['value'],
  'adminPositions.editor.created': ['title'],
  'adminPositions.editor.saved': ['title'],
  'adminPage.table.showing': ['from', 'to', 'total'],
  'adminPage.table.page': ['page'],
  'adminApplications.failedMail': ['count'],
  'adminApplications.stageMovedMeanwhile': ['stage'],
  'adminApplications.file.stepReachedValue': ['step', 'total', 'title'],
  'adminApplications.file.stageChanged': ['stage'],
  'adminApplications.file.stageEvent': ['from', 'to'],
  'adminApplications.file.stageSetEvent': ['to'],
  'adminApplications.file.eventBy': ['who', 'when'],
  'adminApplications.file.signature.matches': ['when'],
  'adminApplications.file.signature.mismatch': ['when'],
  'adminApplications.file.resume.open': ['name'],
  'adminApplications.file.referralValue': ['name', 'id'],
  'adminApplications.file.equipment.unknown': ['id'],
  'adminApplications.file.workHistory.entryNamed': ['type', 'name'],
  'adminApplications.file.documents.openLabel': ['name'],
  'adminApplications.file.documents.downloadLabel': ['name'],
  'adminApplications.file.others.openLabel': ['id'],
  'adminApplications.csv.applied': ['timeZone'],
  'adminApplications.csv.submitted': ['timeZone'],
  'adminDashboard.countLink': ['label', 'count'],
  'adminDashboard.viewFor': ['title'],
  'adminAudit.targetLabelled': ['type', 'label'],
  'adminAudit.targetNumbered': ['type', 'id'],
  'adminAudit.openTarget.position': ['id'],
  'adminAudit.openTarget.application': ['id'],
  'adminAudit.details.stage': ['from', 'to'],
  'adminAudit.details.role': ['from', 'to'],
  'team.validation.nameTooLong': ['max'],
  'team.api.permissionMissing': ['permission'],
  'team.api.inUse': ['count'],
  'team.api.beyondOwnPermissions': ['permissions', 'count'],
  'adminAudit.details.mail': ['to', 'subject'],
  'adminAudit.details.labelled': ['label', 'value'],
  'adminAudit.details.quoted': ['text'],
  'adminAudit.details.change': ['label', 'before', 'after'],
  'adminAccounts.grantFor': ['name'],
  'adminAccounts.removeFor': ['name'],
  'adminAccounts.grantConfirm': ['name', 'email'],
  'adminAccounts.removeConfirm': ['name', 'email'],
  'adminAccounts.granted': ['name'],
  'adminAccounts.removed': ['name'],
  'applicationPdf.labelled': ['label', 'value'],
  'applicationPdf.number': ['id'],
  'applicationPdf.header.positionValue': ['title', 'number'],
  'applicationPdf.header.stageSince': ['stage', 'since'],
  'applicationPdf.signature.accepted': ['name', 'when'],
  'applicationPdf.signature.translation': ['language', 'title'],
  'applicationPdf.signature.accountValue': ['id', 'email'],
  'applicationPdf.signature.textValue': ['version', 'accepted'],
  'applicationPdf.signature.translationValue': ['language', 'version'],
  'applicationPdf.licences.other': ['n'],
  'applicationPdf.workEntry': ['n', 'type'],
  'applicationPdf.workEntryNamed': ['n', 'type', 'name'],
  'applicationPdf.coverage.explanation': ['text'],
  'applicationPdf.uploaded': ['when'],
  'applicationPdf.bytes': ['size'],
  'applicationPdf.kilobytes': ['size'],
  'applicationPdf.megabytes': ['size'],
  'applicationPdf.event.stageChanged': ['from', 'to'],
  'applicationPdf.event.stageSet': ['to'],
  'applicationPdf.event.note': ['note'],
  'applicationPdf.footer': ['id', 'name'],
  'applicationPdf.page': ['page', 'pages'],
  'investigationFile.documentTitle': ['driver'],
  'investigationFile.applicant': ['driver', 'id'],
  'investigationFile.generated': ['when'],
  'investigationFile.footer': ['driver', 'carrier'],
  'investigationFile.employer': ['index', 'count', 'name'],
  'investigationFile.check': ['id'],
  'investigationFile.textVersion': ['title', 'version'],
  'investigationFile.revokedAt': ['when'],
  'investigationFile.attempts': ['count'],
  'investigationFile.attempt': ['kind', 'channel', 'address', 'outcome'],
  'investigationFile.outcomes.failed': ['error'],
  'investigationFile.releasedBy': ['when', 'by'],
  'investigationFile.resultPdfValue': ['name', 'when'],
  'investigationFile.lines.employed': ['from', 'to'],
  'investigationFile.lines.accident': ['n', 'date', 'city', 'state', 'injuries', 'fatalities', 'hazmat'],
  'privacyExport.transcript.exported': ['format', 'when'],
  'privacyExport.transcript.application': ['n'],
  'privacyExport.transcript.page': ['page', 'pages'],
} as const satisfies Partial<Record<MessageId, readonly string[]>>;

type Value = string | number | boolean;
type Group = Exclude<MessageId extends `${infer G}.${string}` ? G : never, 'mail'>;
type ChildKey<P extends string> = MessageId extends infer I
  ? I extends `${P}.${infer K}`
    ? K extends `${infer H}.${string}`
      ? H
      : K
    : never
  : never;
/** A list's texts, as many as its ids `list.0`, `list.1`… */
type List<Id extends string, Texts extends readonly string[] = []> =
  `${Texts['length']}` extends ChildKey<Id> ? List<Id, readonly [...Texts, string]> : Texts;
type Node<Id extends string> = Id extends keyof typeof MESSAGE_ARGS
  ? (...values: Value[]) => string
  : Id extends MessageId
    ? string
    : ChildKey<Id> extends `${number}`
      ? List<Id>
      : { readonly [K in ChildKey<Id>]: Node<`${Id}.${K}`> };

function say(id: MessageId): string | ((...values: Value[]) => string) {
  const args = (MESSAGE_ARGS as Partial<Record<MessageId, readonly string[]>>)[id];
  if (!args) return inEnglish.t(id);
  // A boolean is said as `true` or `false`, which a select reads as its branch.
  const value = (given: Value | undefined) => (typeof given === 'boolean' ? String(given) : given);
  return (...values) =>
    inEnglish.t(id, Object.fromEntries(args.map((name, i) => [name, value(values[i])])) as MessageValues);
}

function nest(ids: readonly MessageId[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const id of ids) {
    const path = id.split('.');
    let node = root;
    for (const key of path.slice(0, -1)) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node[path.at(-1) as string] = say(id);
  }
  return asLists(root) as Record<string, unknown>;
}

/** A node whose keys are 0, 1, 2… is a list, as `messages` wrote it. */
function asLists(node: unknown): unknown {
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).map(([key, child]) => [key, asLists(child)] as const);
  if (entries.length > 0 && entries.every(([key], i) => key === String(i))) return entries.map(([, child]) => child);
  return Object.fromEntries(entries);
}

// The mails were never part of `messages`.
const ids = (Object.keys(catalogueEn) as MessageId[]).filter((id) => !Object.hasOwn(mailEn, id));

/** Every English text by its id's path: a text with values is a function of them. */
export const messages = nest(ids) as { readonly [G in Group]: Node<G> };

/** The careers site's own texts (the server-rendered pages). */
export const careersSiteMessages = nest(Object.keys(careersSiteEn) as MessageId[]) as {
  readonly [G in keyof typeof careersSiteEn extends `${infer G}.${string}` ? G : never]: Node<G>;
};

/** The English texts without values, as `messages` says them, by id. */
export const englishTextsById: ReadonlyMap<string, string> = new Map(
  ids.filter((id) => !Object.hasOwn(MESSAGE_ARGS, id)).map((id) => [id, inEnglish.t(id)]),
);
