import {
  type AdminClearinghouse,
  type EmployerResponse,
  formatPhone,
  type Locale,
  type Translator,
  translatorFor,
} from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { adminEmails } from '../../data/users-repository.js';
import { listAttempts } from '../../data/verification-attempts-repository.js';
import { listResponses } from '../../data/verification-responses-repository.js';
import { listApplicationVerifications, verificationApplication } from '../../data/verifications-repository.js';
import type { EmployerVerification, VerificationResponseRow } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { PdfSheet } from '../../lib/pdf/pdf-sheet.js';
import { formatMoment } from '../../lib/zoned-time.js';
import { nameSlug } from '../application-file/application-pdf.js';
import { readStepRecords } from '../hiring/clearinghouse-records.js';
import { toAdminClearinghouse } from '../hiring/clearinghouse-step.js';
import { answerLines } from '../verifications/answer-lines.js';
import { attemptOutcome } from '../verifications/attempt-outcome.js';
import { periodIn } from '../verifications/employer-language.js';

// The driver investigation history file of one application (49 CFR 391.23, 391.53; decision 030)
// as one PDF: every previous-employer check with its release, request, attempts and answer or
// good-faith record, then the Clearinghouse step. Printed from the stored rows and their hashes,
// so the file says what the records say; its words and moments are in the reader's language
// (decision 032), what the records hold (answers, reasons, the good-faith record) as stored.

type Attempt = Awaited<ReturnType<typeof listAttempts>>[number];
type T = Translator['t'];
type At = (value: Date | string) => string;

export interface InvestigationFile {
  pdf: Buffer;
  fileName: string;
}

export async function investigationFilePdf(
  ctx: AppContext,
  applicationId: number,
  locale: Locale = 'en',
  now = new Date(),
): Promise<InvestigationFile> {
  const application = await verificationApplication(ctx.db, applicationId);
  if (!application) throw new HttpError(404, 'api.notFound');
  const checks = await listApplicationVerifications(ctx.db, applicationId);
  const ids = checks.map((row) => row.id);
  const attempts = await listAttempts(ctx.db, ids, [application.user_id]);
  const responses = await listResponses(ctx.db, ids);
  // The administrators who recorded an answer or released one to the driver, by name.
  const recorders = await adminEmails(ctx.db, [
    ...responses.flatMap((response) => (response.recorded_by ? [response.recorded_by] : [])),
    ...checks.flatMap((check) => (check.released_by ? [check.released_by] : [])),
  ]);
  const records = await readStepRecords(ctx.db, applicationId);
  if (!records) throw new HttpError(404, 'api.notFound');
  const clearinghouse = toAdminClearinghouse(records.application, records.step);

  const { t } = await translatorFor(locale);
  const zone = ctx.config.timeZone;
  const at: At = (value) => formatMoment(value, zone, locale);
  const driver = `${application.first_name} ${application.last_name}`.trim();
  const carrier = ctx.config.carrier;
  const sheet = new PdfSheet({ title: t('investigationFile.documentTitle', { driver }), author: carrier.legalName });
  sheet.titleLine(t('investigationFile.title'), 16, true);
  sheet.titleLine(`${carrier.legalName}, ${carrier.address}`, 10);
  sheet.titleLine(t('investigationFile.applicant', { driver, id: application.id }), 10);
  sheet.titleLine(t('investigationFile.generated', { when: at(now) }), 10);
  sheet.gap(8);

  if (checks.length === 0) {
    sheet.heading(t('investigationFile.checks'));
    sheet.line(t('verifications.admin.none'));
  }
  for (const [index, check] of checks.entries()) {
    sheet.heading(
      t('investigationFile.employer', { index: index + 1, count: checks.length, name: check.employer_name }),
    );
    printCheck(
      sheet,
      t,
      check,
      attempts.filter((attempt) => attempt.verification_id === check.id),
      responses.find((response) => response.verification_id === check.id),
      recorders,
      checks,
      at,
    );
  }
  printClearinghouse(sheet, t, clearinghouse, at);

  const pdf = await sheet.finish((page, pages) => ({
    left: t('investigationFile.footer', { driver, carrier: carrier.legalName }),
    right: t('applicationPdf.page', { page, pages }),
  }));
  const slug = nameSlug(driver);
  return { pdf, fileName: `investigation-file-${application.id}${slug ? `-${slug}` : ''}.pdf` };
}

function printCheck(
  sheet: PdfSheet,
  t: T,
  check: EmployerVerification,
  attempts: Attempt[],
  response: VerificationResponseRow | undefined,
  recorders: Map<number, string>,
  checks: EmployerVerification[],
  at: At,
): void {
  const anAdministrator = t('investigationFile.anAdministrator');
  sheet.row(t('investigationFile.status'), t(`verifications.statuses.${check.status}`));
  if (check.status_reason) sheet.row(t('investigationFile.reason'), check.status_reason);
  if (check.merged_into) {
    const into = checks.find((row) => row.id === check.merged_into);
    sheet.row(
      t('investigationFile.mergedInto'),
      into ? into.employer_name : t('investigationFile.check', { id: check.merged_into }),
    );
  }
  if (check.employer_address) sheet.row(t('investigationFile.address'), check.employer_address);
  sheet.row(t('investigationFile.periodClaimed'), periodIn(t, check.period_from, check.period_to));
  if (check.position) sheet.row(t('investigationFile.positionClaimed'), check.position);
  sheet.row(
    t('investigationFile.contact'),
    [check.contact_name, check.contact_email, check.contact_phone && formatPhone(check.contact_phone)]
      .filter(Boolean)
      .join(', ') || t('investigationFile.noContact'),
  );
  sheet.row(t('investigationFile.language'), t(`investigationFile.languages.${check.language}`));
  sheet.row(
    t('investigationFile.drugAlcoholAsked'),
    t(check.asks_drug_alcohol ? 'investigationFile.yes' : 'investigationFile.clearinghouseAnswers'),
  );

  sheet.subheading(t('investigationFile.release'));
  if (check.release_signed_at) {
    sheet.row(t('investigationFile.signedBy'), check.release_typed_name ?? '');
    sheet.row(t('investigationFile.signedAt'), at(check.release_signed_at));
    if (check.release_text)
      sheet.row(
        t('investigationFile.text'),
        t('investigationFile.textVersion', { title: check.release_text.title, version: check.release_text.version }),
      );
    sheet.hash(t('investigationFile.releaseHash'), check.release_sha256 ?? '');
  } else {
    sheet.line(t('investigationFile.releaseNotSigned'));
  }

  const requests = attempts.filter((attempt) => attempt.kind === 'request');
  const latest = requests.at(-1);
  sheet.subheading(t('investigationFile.request'));
  if (check.sent_at) {
    sheet.row(t('investigationFile.sentAt'), at(check.sent_at));
    sheet.row(t('investigationFile.sentTo'), latest?.address ?? check.contact_email ?? '');
    if (check.token_expires_at) sheet.row(t('investigationFile.linkValidUntil'), at(check.token_expires_at));
    sheet.row(
      t('investigationFile.linkRevoked'),
      check.token_revoked_at
        ? t('investigationFile.revokedAt', { when: at(check.token_revoked_at) })
        : t('investigationFile.no'),
    );
  } else {
    sheet.line(t('investigationFile.notSent'));
  }

  sheet.subheading(t('investigationFile.attempts', { count: attempts.length }));
  if (attempts.length === 0) sheet.line(t('investigationFile.noAttempts'));
  attempts.forEach((attempt, index) => {
    const said = t('investigationFile.attempt', {
      kind: t(`investigationFile.kinds.${attempt.kind}`),
      channel: t(`investigationFile.channels.${attempt.channel}`),
      address: attempt.address,
      outcome: attemptOutcome(attempt, t),
    });
    sheet.row(`${index + 1}. ${at(attempt.attempted_at)}`, `${said}${attempt.note ? ` (${attempt.note})` : ''}`);
  });

  if (response) {
    const stored = JSON.parse(response.answer) as { answer: EmployerResponse };
    sheet.subheading(t('investigationFile.answer'));
    sheet.row(t('investigationFile.channel'), t(`investigationFile.channels.${response.channel}`));
    for (const line of answerLines(stored.answer, t)) sheet.line(line);
    sheet.row(
      t('investigationFile.responder'),
      `${response.responder_name}${response.responder_title ? `, ${response.responder_title}` : ''}`,
    );
    if (response.typed_signature) sheet.row(t('investigationFile.typedSignature'), response.typed_signature);
    if (response.recorded_by)
      sheet.row(t('investigationFile.recordedBy'), recorders.get(response.recorded_by) ?? anAdministrator);
    sheet.row(t('investigationFile.submittedAt'), at(response.received_at));
    sheet.hash(t('investigationFile.answerHash'), response.answer_sha256);
    printDriverReview(sheet, t, check, recorders, at);
  } else if (check.good_faith && check.good_faith_sha256) {
    sheet.subheading(t('investigationFile.goodFaith'));
    if (check.closed_at) sheet.row(t('investigationFile.generatedOn'), at(check.closed_at));
    // The record as generated and hashed: it prints as stored.
    for (const line of check.good_faith.split('\n')) sheet.line(line);
    sheet.hash(t('investigationFile.goodFaithHash'), check.good_faith_sha256);
  } else {
    sheet.subheading(t('investigationFile.answer'));
    sheet.line(t('investigationFile.noAnswer'));
  }
}

/** The driver's review of the answer, their correction request and rebuttal (391.23(i)), kept with it. */
function printDriverReview(
  sheet: PdfSheet,
  t: T,
  check: EmployerVerification,
  recorders: Map<number, string>,
  at: At,
): void {
  if (!check.review_requested_at) return;
  sheet.subheading(t('investigationFile.review'));
  sheet.row(t('investigationFile.reviewAsked'), at(check.review_requested_at));
  if (check.review_due) sheet.row(t('investigationFile.reviewDue'), check.review_due);
  const released = check.released_at ? at(check.released_at) : null;
  sheet.row(
    t('investigationFile.releasedToDriver'),
    released === null
      ? t('investigationFile.notYet')
      : check.released_by
        ? t('investigationFile.releasedBy', {
            when: released,
            by: recorders.get(check.released_by) ?? t('investigationFile.anAdministrator'),
          })
        : released,
  );
  if (check.correction_requested_at && check.correction_text) {
    sheet.row(t('investigationFile.correctionAsked'), at(check.correction_requested_at));
    for (const line of check.correction_text.split('\n')) sheet.line(line);
  }
  if (check.rebuttal_at && check.rebuttal_text) {
    sheet.row(t('investigationFile.rebuttalAdded'), at(check.rebuttal_at));
    for (const line of check.rebuttal_text.split('\n')) sheet.line(line);
  }
}

function printClearinghouse(sheet: PdfSheet, t: T, step: AdminClearinghouse, at: At): void {
  const notRecorded = t('investigationFile.notRecorded');
  sheet.heading(t('investigationFile.clearinghouse'));
  sheet.row(
    t('investigationFile.required'),
    t(step.required ? 'investigationFile.requiredCdl' : 'investigationFile.no'),
  );
  if (step.consent) {
    sheet.row(t('investigationFile.consentSignedBy'), step.consent.typed_name);
    sheet.row(t('investigationFile.consentSignedAt'), at(step.consent.signed_at));
    sheet.row(t('investigationFile.consentVersion'), step.consent.text_version);
    sheet.hash(t('investigationFile.consentHash'), step.consent.snapshot_sha256);
  } else {
    sheet.row(t('investigationFile.consent'), t('investigationFile.consentNotSigned'));
  }
  // Every query, the latest first, each with its own result PDF (49 CFR 382.701).
  if (step.queries.length === 0) sheet.row(t('hiring.file.queriesTitle'), t('hiring.file.noQueries'));
  for (const query of step.queries) {
    sheet.subheading(`${t(`hiring.queryTypes.${query.query_type}`)} · ${query.queried_on}`);
    sheet.row(t('hiring.file.purpose'), t(`hiring.purposes.${query.purpose}`));
    sheet.row(t('investigationFile.queriedOn'), query.queried_on);
    if (query.query_type === 'full')
      sheet.row(t('investigationFile.fullQueryApproved'), query.driver_approved_on ?? notRecorded);
    sheet.row(t('investigationFile.result'), t(`hiring.results.${query.result}`));
    sheet.row(
      t('investigationFile.resultPdf'),
      query.result_pdf
        ? t('investigationFile.resultPdfValue', {
            name: query.result_pdf.original_name,
            when: at(query.result_pdf.uploaded_at),
          })
        : t('hiring.file.noPdf'),
    );
  }
  if (step.rtd_documents.length > 0) sheet.subheading(t('hiring.file.rtdTitle'));
  for (const document of step.rtd_documents)
    sheet.row(
      `${t(`hiring.rtdKinds.${document.kind}`)} (${document.dated_on})`,
      t('investigationFile.resultPdfValue', { name: document.pdf.original_name, when: at(document.pdf.uploaded_at) }),
    );
  if (step.full_query_due_by) sheet.line(t('hiring.file.fullQueryDueBy', { date: step.full_query_due_by }));
  if (step.next_query_due) sheet.line(t('hiring.file.nextQueryDue', { date: step.next_query_due }));
  sheet.row(t('investigationFile.complete'), t(step.complete ? 'investigationFile.yes' : 'investigationFile.no'));
}
