import { type AdminClearinghouse, type EmployerResponse, messages } from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { findApplicationForHiring, findClearinghouseCheck } from '../../data/hiring-repository.js';
import {
  adminEmails,
  listApplicationVerifications,
  listAttempts,
  listResponses,
  verificationApplication,
} from '../../data/verifications-repository.js';
import type { EmployerVerification, VerificationResponseRow } from '../../db/schema.js';
import { answerLines } from '../../lib/answer-lines.js';
import { attemptOutcome } from '../../lib/attempt-outcome.js';
import { toAdminClearinghouse } from '../../lib/clearinghouse-step.js';
import { HttpError } from '../../lib/http-error.js';
import { PdfSheet } from '../../lib/pdf/pdf-sheet.js';
import { periodText } from '../../lib/verification-clock.js';
import { formatMoment } from '../../lib/zoned-time.js';
import { nameSlug } from './application-pdf.js';

// The driver investigation history file of one application (49 CFR 391.23, 391.53; decision 030)
// as one PDF: every previous-employer check with its release, request, attempts and answer or
// good-faith record, then the Clearinghouse step. Printed from the stored rows and their hashes,
// so the file says what the records say.

const statuses = messages.verifications.statuses;
const results = messages.hiring.results;

type Attempt = Awaited<ReturnType<typeof listAttempts>>[number];

export interface InvestigationFile {
  pdf: Buffer;
  fileName: string;
}

export async function investigationFilePdf(
  ctx: AppContext,
  applicationId: number,
  now = new Date(),
): Promise<InvestigationFile> {
  const application = await verificationApplication(ctx.db, applicationId);
  if (!application) throw new HttpError(404, messages.api.notFound);
  const checks = await listApplicationVerifications(ctx.db, applicationId);
  const ids = checks.map((row) => row.id);
  const attempts = await listAttempts(ctx.db, ids, [application.user_id]);
  const responses = await listResponses(ctx.db, ids);
  // The administrators who recorded an answer or released one to the driver, by name.
  const recorders = await adminEmails(ctx.db, [
    ...responses.flatMap((response) => (response.recorded_by ? [response.recorded_by] : [])),
    ...checks.flatMap((check) => (check.released_by ? [check.released_by] : [])),
  ]);
  const hiring = await findApplicationForHiring(ctx.db, applicationId);
  if (!hiring) throw new HttpError(404, messages.api.notFound);
  const clearinghouse = toAdminClearinghouse(hiring, await findClearinghouseCheck(ctx.db, applicationId));

  const zone = ctx.config.timeZone;
  const at = (value: Date | string) => formatMoment(value, zone);
  const driver = `${application.first_name} ${application.last_name}`.trim();
  const carrier = ctx.config.carrier;
  const sheet = new PdfSheet({ title: `Driver investigation history file: ${driver}`, author: carrier.legalName });
  sheet.titleLine('Driver investigation history file (49 CFR 391.23, 391.53)', 16, true);
  sheet.titleLine(`${carrier.legalName}, ${carrier.address}`, 10);
  sheet.titleLine(`Applicant: ${driver} (application #${application.id})`, 10);
  sheet.titleLine(`Generated on ${at(now)}`, 10);
  sheet.gap(8);

  if (checks.length === 0) {
    sheet.heading('Previous employer checks (49 CFR 391.23)');
    sheet.line(messages.verifications.admin.none);
  }
  for (const [index, check] of checks.entries()) {
    sheet.heading(`Previous employer ${index + 1} of ${checks.length}: ${check.employer_name}`);
    printCheck(
      sheet,
      check,
      attempts.filter((attempt) => attempt.verification_id === check.id),
      responses.find((response) => response.verification_id === check.id),
      recorders,
      checks,
      at,
    );
  }
  printClearinghouse(sheet, clearinghouse, at);

  const pdf = await sheet.finish((page, pages) => ({
    left: `${driver} · investigation file · ${carrier.legalName}`,
    right: `Page ${page} of ${pages}`,
  }));
  const slug = nameSlug(driver);
  return { pdf, fileName: `investigation-file-${application.id}${slug ? `-${slug}` : ''}.pdf` };
}

function printCheck(
  sheet: PdfSheet,
  check: EmployerVerification,
  attempts: Attempt[],
  response: VerificationResponseRow | undefined,
  recorders: Map<number, string>,
  checks: EmployerVerification[],
  at: (value: Date | string) => string,
): void {
  sheet.row('Status', statuses[check.status]);
  if (check.status_reason) sheet.row('Reason', check.status_reason);
  if (check.merged_into) {
    const into = checks.find((row) => row.id === check.merged_into);
    sheet.row('Merged into', into ? into.employer_name : `check #${check.merged_into}`);
  }
  if (check.employer_address) sheet.row('Address', check.employer_address);
  sheet.row('Period claimed', periodText(check.period_from, check.period_to));
  if (check.position) sheet.row('Position claimed', check.position);
  sheet.row(
    'Contact',
    [check.contact_name, check.contact_email, check.contact_phone].filter(Boolean).join(', ') || 'none given',
  );
  sheet.row('Drug and alcohol questions asked', check.asks_drug_alcohol ? 'Yes' : 'No (Clearinghouse)');

  sheet.subheading('The driver’s release');
  if (check.release_signed_at) {
    sheet.row('Signed by', check.release_typed_name ?? '');
    sheet.row('Signed at', at(check.release_signed_at));
    if (check.release_text) sheet.row('Text', `${check.release_text.title}, version ${check.release_text.version}`);
    sheet.hash('SHA-256 of the signed release', check.release_sha256 ?? '');
  } else {
    sheet.line('Not signed by the driver.');
  }

  const requests = attempts.filter((attempt) => attempt.kind === 'request');
  const latest = requests.at(-1);
  sheet.subheading('The request');
  if (check.sent_at) {
    sheet.row('Sent at', at(check.sent_at));
    sheet.row('Sent to', latest?.address ?? check.contact_email ?? '');
    if (check.token_expires_at) sheet.row('Link valid until', at(check.token_expires_at));
    sheet.row('Link revoked', check.token_revoked_at ? `Yes, at ${at(check.token_revoked_at)}` : 'No');
  } else {
    sheet.line('Not sent.');
  }

  sheet.subheading(`Attempts (${attempts.length})`);
  if (attempts.length === 0) sheet.line('None recorded.');
  attempts.forEach((attempt, index) => {
    sheet.row(
      `${index + 1}. ${at(attempt.attempted_at)}`,
      `${attempt.kind} by ${attempt.channel} to ${attempt.address}: ${attemptOutcome(attempt)}${attempt.note ? ` (${attempt.note})` : ''}`,
    );
  });

  if (response) {
    const stored = JSON.parse(response.answer) as { answer: EmployerResponse };
    sheet.subheading('The answer');
    sheet.row('Channel', response.channel);
    for (const line of answerLines(stored.answer)) sheet.line(line);
    sheet.row(
      'Responder',
      `${response.responder_name}${response.responder_title ? `, ${response.responder_title}` : ''}`,
    );
    if (response.typed_signature) sheet.row('Typed signature', response.typed_signature);
    if (response.recorded_by) sheet.row('Recorded by', recorders.get(response.recorded_by) ?? 'an administrator');
    sheet.row('Submitted at', at(response.received_at));
    sheet.hash('SHA-256 of the stored answer', response.answer_sha256);
    printDriverReview(sheet, check, recorders, at);
  } else if (check.good_faith && check.good_faith_sha256) {
    sheet.subheading('The good-faith record');
    if (check.closed_at) sheet.row('Generated on', at(check.closed_at));
    for (const line of check.good_faith.split('\n')) sheet.line(line);
    sheet.hash('SHA-256 of the good-faith record', check.good_faith_sha256);
  } else {
    sheet.subheading('The answer');
    sheet.line('None received.');
  }
}

/** The driver's review of the answer, their correction request and rebuttal (391.23(i)), kept with it. */
function printDriverReview(
  sheet: PdfSheet,
  check: EmployerVerification,
  recorders: Map<number, string>,
  at: (value: Date | string) => string,
): void {
  if (!check.review_requested_at) return;
  sheet.subheading('The driver’s review (49 CFR 391.23(i))');
  sheet.row('Asked to review on', at(check.review_requested_at));
  if (check.review_due) sheet.row('Due (5 business days)', check.review_due);
  sheet.row(
    'Released to the driver',
    check.released_at
      ? `${at(check.released_at)}${check.released_by ? ` by ${recorders.get(check.released_by) ?? 'an administrator'}` : ''}`
      : 'Not yet',
  );
  if (check.correction_requested_at && check.correction_text) {
    sheet.row('Correction asked on', at(check.correction_requested_at));
    for (const line of check.correction_text.split('\n')) sheet.line(line);
  }
  if (check.rebuttal_at && check.rebuttal_text) {
    sheet.row('Rebuttal statement added on', at(check.rebuttal_at));
    for (const line of check.rebuttal_text.split('\n')) sheet.line(line);
  }
}

function printClearinghouse(sheet: PdfSheet, step: AdminClearinghouse, at: (value: Date | string) => string): void {
  sheet.heading('Clearinghouse (49 CFR 382.701, 382.703)');
  sheet.row('Required for this job', step.required ? 'Yes (CDL)' : 'No');
  if (step.consent) {
    sheet.row('Consent signed by', step.consent.typed_name);
    sheet.row('Consent signed at', at(step.consent.signed_at));
    sheet.row('Consent text version', step.consent.text_version);
    sheet.hash('SHA-256 of the signed consent', step.consent.snapshot_sha256);
  } else {
    sheet.row('Consent', 'Not signed');
  }
  sheet.row('Full query approved in FMCSA’s portal on', step.full_query_approved_on ?? 'Not recorded');
  sheet.row('Query made on', step.queried_on ?? 'Not recorded');
  sheet.row('Result', step.result ? results[step.result] : 'Not recorded');
  if (step.result_pdf)
    sheet.row('Result PDF', `${step.result_pdf.original_name}, uploaded ${at(step.result_pdf.uploaded_at)}`);
  sheet.row('Step complete', step.complete ? 'Yes' : 'No');
}
