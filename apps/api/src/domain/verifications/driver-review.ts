import type { DriverAnswer, DriverReview, DriverVerification } from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { listInvestigationAdmins } from '../../data/hiring-repository.js';
import { listResponses } from '../../data/verification-responses-repository.js';
import { lockVerification, updateVerification, verificationApplication } from '../../data/verifications-repository.js';
import type { Executor } from '../../db/client.js';
import type { EmployerVerification, VerificationResponseRow } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { carrierDay, formatMoment } from '../../lib/zoned-time.js';
import { enqueueReviewRequestedMails } from '../../mail/notices/application-notices.js';
import { employerMailSetting, queue } from '../../mail/notices/notice-setting.js';
import { verificationCorrectionMail } from '../../mail/templates/verification-mails.js';
import { addBusinessDays, addDays, REVIEW_BUSINESS_DAYS } from './verification-clock.js';

// The driver's due-process rights over a previous employer's answer (49 CFR 391.23(i), decision
// 030): ask to review it, read it once a recruiter released it, ask the employer for a correction,
// and keep a rebuttal statement with it. The stored answer itself never changes.

/** 391.23(i): the driver may ask up to 30 days after being hired or turned down. */
export const REVIEW_WINDOW_DAYS = 30;

export function reviewOf(row: EmployerVerification): DriverReview {
  return {
    requested_at: row.review_requested_at?.toISOString() ?? null,
    due: row.review_due,
    released_at: row.released_at?.toISOString() ?? null,
    correction_requested_at: row.correction_requested_at?.toISOString() ?? null,
    correction_text: row.correction_text,
    rebuttal_at: row.rebuttal_at?.toISOString() ?? null,
    rebuttal_text: row.rebuttal_text,
  };
}

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

/** The stored answer as the driver reads it: the same fields for a web form and a recorded call. */
export function driverAnswer(response: VerificationResponseRow): DriverAnswer {
  const record = JSON.parse(response.answer) as { answer?: Fields };
  const answer = record.answer ?? {};
  return {
    employment: isFields(answer.employment) ? answer.employment : {},
    accidents: Array.isArray(answer.accidents) ? answer.accidents.filter(isFields) : [],
    no_accidents: answer.no_accidents === true,
    drug_alcohol: isFields(answer.drug_alcohol) ? answer.drug_alcohol : null,
    responder_name: response.responder_name,
    responder_title: response.responder_title,
    received_at: response.received_at.toISOString(),
    sha256: response.answer_sha256,
  };
}

export function toDriverVerification(
  row: EmployerVerification,
  response: VerificationResponseRow | undefined,
): DriverVerification {
  return {
    id: row.id,
    application_id: row.application_id,
    employer_name: row.employer_name,
    period_from: row.period_from,
    period_to: row.period_to,
    position: row.position,
    status: row.status,
    release_signed: row.release_signed_at !== null,
    release_signed_at: row.release_signed_at?.toISOString() ?? null,
    release_typed_name: row.release_typed_name,
    answered: row.status === 'answered',
    review: reviewOf(row),
    // Only what a recruiter released: before that the driver knows an answer exists, not what it says.
    answer: row.released_at && response ? driverAnswer(response) : null,
  };
}

/** The caller's own check, locked; someone else's answers like a missing one, so ids reveal nothing. */
async function ownCheck(tx: Executor, userId: number, id: number): Promise<EmployerVerification> {
  const row = await lockVerification(tx, id);
  if (!row || row.user_id !== userId || row.status === 'merged') throw new HttpError(404, 'api.notFound');
  return row;
}

async function withAnswer(tx: Executor, row: EmployerVerification): Promise<DriverVerification> {
  const [response] = await listResponses(tx, [row.id]);
  return toDriverVerification(row, response);
}

/**
 * The last carrier day the driver may ask: 30 days after the hire date, or after the day the
 * application was turned down; null while no decision is made (the driver may always ask then).
 */
export function reviewWindowEnd(
  application: { recruiter_stage: string | null; recruiter_stage_at: Date | null; hired_on: string | null },
  timeZone: string,
): string | null {
  if (application.recruiter_stage === 'hired' && application.hired_on)
    return addDays(application.hired_on, REVIEW_WINDOW_DAYS);
  if (application.recruiter_stage === 'rejected' && application.recruiter_stage_at)
    return addDays(carrierDay(application.recruiter_stage_at, timeZone), REVIEW_WINDOW_DAYS);
  return null;
}

/** `POST /api/candidate/user/verifications/{id}/review`: asks once; asking again answers the same. */
export async function requestReview(
  ctx: AppContext,
  userId: number,
  id: number,
  now = ctx.now(),
): Promise<DriverVerification> {
  const answer = await ctx.db.transaction(async (tx) => {
    const row = await ownCheck(tx, userId, id);
    if (row.status !== 'answered') throw new HttpError(409, 'verifications.api.notAnswered');
    if (row.review_requested_at) return withAnswer(tx, row);
    const application = await verificationApplication(tx, row.application_id);
    if (!application) throw new HttpError(404, 'api.notFound');
    const windowEnd = reviewWindowEnd(application, ctx.config.timeZone);
    if (windowEnd && carrierDay(now, ctx.config.timeZone) > windowEnd)
      throw new HttpError(409, 'verifications.api.reviewWindowClosed');
    const changes = {
      review_requested_at: now,
      review_due: addBusinessDays(now, REVIEW_BUSINESS_DAYS, ctx.config.timeZone),
    };
    await updateVerification(tx, row.id, changes);
    await enqueueReviewRequestedMails(
      ctx,
      tx,
      { applicationId: row.application_id, employer: row.employer_name, due: changes.review_due },
      await listInvestigationAdmins(tx, row.application_id),
    );
    return withAnswer(tx, { ...row, ...changes });
  });
  ctx.mailWorker.wake();
  return answer;
}

async function releasedCheck(tx: Executor, userId: number, id: number) {
  const row = await ownCheck(tx, userId, id);
  if (!row.released_at) throw new HttpError(409, 'verifications.api.notReleased');
  const [response] = await listResponses(tx, [row.id]);
  if (!response) throw new HttpError(409, 'verifications.api.notAnswered');
  return { row, response };
}

/**
 * `POST …/{id}/correction`: records the driver's request and mails the previous employer (who
 * answered, else the contact) asking it to correct the answer and send it to the carrier again.
 */
export async function requestCorrection(
  ctx: AppContext,
  userId: number,
  id: number,
  text: string,
  now = ctx.now(),
): Promise<DriverVerification> {
  const result = await ctx.db.transaction(async (tx) => {
    const { row, response } = await releasedCheck(tx, userId, id);
    if (row.correction_requested_at) throw new HttpError(409, 'verifications.api.correctionRequested');
    const changes = { correction_requested_at: now, correction_text: text };
    await updateVerification(tx, row.id, changes);
    const to = response.responder_email ?? row.contact_email;
    const application = await verificationApplication(tx, row.application_id);
    // With no address the request stays on the check, where the recruiter sees it and calls.
    if (to && application) {
      const mail = verificationCorrectionMail(employerMailSetting(ctx, row.language), to, {
        driver: `${application.first_name} ${application.last_name}`,
        carrier: ctx.config.carrier.legalName,
        address: ctx.config.carrier.address,
        receivedAt: formatMoment(response.received_at, ctx.config.timeZone, row.language),
        sha256: response.answer_sha256,
        text,
      });
      await queue(ctx, tx, 'verification_correction', row.user_id, mail);
    }
    return toDriverVerification({ ...row, ...changes }, response);
  });
  ctx.mailWorker.wake();
  return result;
}

/** `POST …/{id}/rebuttal`: the driver's statement, kept beside the answer; one per answer. */
export async function addRebuttal(
  ctx: AppContext,
  userId: number,
  id: number,
  text: string,
  now = ctx.now(),
): Promise<DriverVerification> {
  return ctx.db.transaction(async (tx) => {
    const { row, response } = await releasedCheck(tx, userId, id);
    if (row.rebuttal_at) throw new HttpError(409, 'verifications.api.rebuttalAdded');
    const changes = { rebuttal_at: now, rebuttal_text: text };
    await updateVerification(tx, row.id, changes);
    return toDriverVerification({ ...row, ...changes }, response);
  });
}
