import type { EmployerRequest, EmployerResponse, Locale } from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { insertResponse, listResponses } from '../../data/verification-responses-repository.js';
import {
  findVerificationByTokenHash,
  lockVerificationByTokenHash,
  updateVerification,
  verificationApplication,
} from '../../data/verifications-repository.js';
import type { Executor } from '../../db/client.js';
import type { EmployerVerification } from '../../db/schema.js';
import { canonicalRecord } from '../../lib/canonical-record.js';
import { translationOfSigned } from '../../lib/compliance-texts.js';
import { HttpError } from '../../lib/http-error.js';
import { type Answer, answer, type Said, said } from '../../lib/said.js';
import { carrierDay, formatMoment } from '../../lib/zoned-time.js';
import { employerMailSetting, queue } from '../../mail/notices/notice-setting.js';
import { verificationCopyMail } from '../../mail/templates/verification-mails.js';
import { answerLines } from './answer-lines.js';
import { employerTranslators } from './employer-language.js';
import { employerDue } from './verification-clock.js';
import { hashToken } from './verification-token.js';

// The previous employer's side (decision 030): the request behind the single-use link, and the
// answer, stored once with its SHA-256. Any token that is not a live one answers the same way
// whatever other tokens exist: 404 unknown, 410 answered, expired or withdrawn.

/** Refuses a link that no longer opens its request; an answered one says so first. */
function refuseClosed(row: EmployerVerification | undefined, answered: boolean, now: Date): EmployerVerification {
  if (!row) throw new HttpError(404, 'verifications.api.unknownLink');
  if (answered || row.status === 'answered') throw new HttpError(410, 'verifications.api.answered');
  if (row.token_revoked_at || row.status === 'cancelled' || row.status === 'merged')
    throw new HttpError(410, 'verifications.api.revoked');
  if (!row.token_expires_at || row.token_expires_at <= now) throw new HttpError(410, 'verifications.api.expired');
  return row;
}

async function requestOf(ctx: AppContext, db: Executor, row: EmployerVerification): Promise<EmployerRequest> {
  const application = await verificationApplication(db, row.application_id);
  if (!application || !row.release_text || !row.release_signed_at || !row.release_typed_name)
    throw new HttpError(404, 'verifications.api.unknownLink');
  return {
    carrier: { legal_name: ctx.config.carrier.legalName, address: ctx.config.carrier.address },
    driver_name: `${application.first_name} ${application.last_name}`,
    employer_name: row.employer_name,
    period_from: row.period_from,
    period_to: row.period_to,
    position: row.position,
    accidents_from: row.accidents_from,
    accidents_to: row.accidents_to,
    sections: { employment: true, accidents: true, drug_alcohol: row.asks_drug_alcohol },
    employer_due: employerDue(row.sent_at, ctx.config.timeZone) ?? '',
    release: {
      typed_name: row.release_typed_name,
      signed_at: row.release_signed_at.toISOString(),
      title: row.release_text.title,
      text: row.release_text.text,
      // The carrier's translation of the release signed, in the request's language (decision 032).
      translation: translationOfSigned(ctx.config.verifications.release, row.release_text, row.language),
    },
    language: row.language,
  };
}

/** `GET /api/employer-response/{token}`. */
export async function employerRequest(ctx: AppContext, token: string, now = new Date()): Promise<EmployerRequest> {
  const row = refuseClosed(await findVerificationByTokenHash(ctx.db, hashToken(token)), false, now);
  return requestOf(ctx, ctx.db, row);
}

/** Checks the form cannot state alone: dates not in the future, and the sections this request asks. */
function checkAgainstRequest(row: EmployerVerification, answer: EmployerResponse, today: string): void {
  const errors: Record<string, Said[]> = {};
  const add = (field: string, message: Said) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (answer.employment.employed_from > today)
    add('employment.employed_from', said('verifications.validation.notFuture'));
  if (answer.employment.employed_to && answer.employment.employed_to > today)
    add('employment.employed_to', said('verifications.validation.notFuture'));
  answer.accidents.forEach((accident, index) => {
    if (accident.date > today) add(`accidents.${index}.date`, said('verifications.validation.notFuture'));
  });
  if (row.asks_drug_alcohol && !answer.drug_alcohol)
    add('drug_alcohol', said('verifications.validation.drugAlcoholRequired'));
  if (!row.asks_drug_alcohol && answer.drug_alcohol)
    add('drug_alcohol', said('verifications.validation.drugAlcoholNotAsked'));
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpError(400, first, { details: { errors } });
}

export interface EmployerReceipt extends Answer {
  sha256: string;
  received_at: string;
  copy_to: string | null;
}

const receipt = (sha256: string, receivedAt: Date, copyTo: string | null): EmployerReceipt => ({
  ...answer(said(copyTo ? 'verifications.employer.sent' : 'verifications.employer.sentNoCopy')),
  sha256,
  received_at: receivedAt.toISOString(),
  copy_to: copyTo,
});

/**
 * The same answer sent again through its link (a double tap, a retry after a lost reply) gets the
 * receipt of the one stored; any other answer to an answered link is refused as before.
 */
async function sameAnswerStored(
  tx: Executor,
  row: EmployerVerification | undefined,
  given: unknown,
): Promise<EmployerReceipt | null> {
  if (row?.status !== 'answered') return null;
  const [stored] = await listResponses(tx, [row.id]);
  if (stored?.channel !== 'web') return null;
  const answer = (JSON.parse(stored.answer) as { answer?: unknown }).answer;
  if (canonicalRecord(answer).text !== canonicalRecord(given).text) return null;
  return receipt(stored.answer_sha256, stored.received_at, stored.responder_email);
}

export interface ResponderClient {
  ip: string;
  userAgent: string;
}

/**
 * `POST /api/employer-response/{token}`: stores the answer once, as canonical JSON with its SHA-256,
 * closes the check and its reminders, and mails the responder a copy, all in one transaction.
 */
export async function submitEmployerResponse(
  ctx: AppContext,
  token: string,
  answer: EmployerResponse,
  client: ResponderClient,
  now = new Date(),
): Promise<EmployerReceipt> {
  const { certify: _certify, responder_email: _email, ...given } = answer;
  const result = await ctx.db.transaction(async (tx) => {
    const locked = await lockVerificationByTokenHash(tx, hashToken(token));
    const again = await sameAnswerStored(tx, locked, given);
    if (again) return { again };
    const row = refuseClosed(locked, false, now);
    checkAgainstRequest(row, answer, carrierDay(now, ctx.config.timeZone));
    const request = await requestOf(ctx, tx, row);
    const record = canonicalRecord({
      verification_id: row.id,
      // What was asked, with the language the form was shown in.
      request: { ...request, release: { ...request.release, sha256: row.release_sha256 } },
      answer: given,
      channel: 'web',
      received_at: now.toISOString(),
    });
    const to = answer.responder_email ?? row.contact_email;
    const inserted = await insertResponse(tx, {
      verification_id: row.id,
      channel: 'web',
      responder_name: answer.responder_name,
      responder_title: answer.responder_title,
      responder_email: to,
      typed_signature: answer.typed_signature,
      ip: client.ip,
      user_agent: client.userAgent.slice(0, 1000),
      received_at: now,
      answer: record.text,
      answer_sha256: record.sha256,
    });
    if (!inserted) throw new HttpError(410, 'verifications.api.answered');
    await updateVerification(tx, row.id, { status: 'answered', next_reminder_at: null, closed_at: now });
    if (to) {
      // In the employer's language, the one of its request or the one it chose on the form.
      const { t } = (await employerTranslators())[row.language];
      const mail = verificationCopyMail(employerMailSetting(ctx, row.language), to, {
        driver: request.driver_name,
        carrier: request.carrier.legal_name,
        receivedAt: formatMoment(now, ctx.config.timeZone, row.language),
        sha256: record.sha256,
        answerLines: answerLines(answer, t),
      });
      await queue(ctx, tx, 'verification_copy', row.user_id, mail);
    }
    return { stored: receipt(record.sha256, now, to) };
  });
  if (result.again) return result.again;
  ctx.mailWorker.wake();
  return result.stored;
}

/**
 * `PUT /api/employer-response/{token}/language`: the employer's choice on its form, kept on the
 * check, so its copy and any later mail (a reminder, a correction) speak it. A closed link is
 * refused as its form is.
 */
export async function setEmployerLanguage(
  ctx: AppContext,
  token: string,
  language: Locale,
  now = new Date(),
): Promise<{ language: Locale }> {
  await ctx.db.transaction(async (tx) => {
    const row = refuseClosed(await lockVerificationByTokenHash(tx, hashToken(token)), false, now);
    if (row.language !== language) await updateVerification(tx, row.id, { language });
  });
  return { language };
}
