import type { AddVerificationSchema, ContactCorrectionSchema, RecordedAnswerSchema } from '@roadhire/shared';
import {
  type AdminVerification,
  type EmployerResponse,
  OPEN_VERIFICATION_STATUSES,
  VERIFICATION_QUEUE_PAGE_SIZE,
  type VerificationQueue,
  type VerificationQueueQuery,
  type VerificationStatus,
} from '@roadhire/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { ApplicantScope } from '../../data/applicant-scope.js';
import { recordAudit } from '../../data/audit-repository.js';
import { declaredAccidents } from '../../data/onboarding-repository.js';
import { foldSearchText } from '../../data/search-text.js';
import { adminEmails } from '../../data/users-repository.js';
import { insertAttempt, listAttempts } from '../../data/verification-attempts-repository.js';
import { listVerificationQueue } from '../../data/verification-queue-repository.js';
import { insertResponse, listResponses } from '../../data/verification-responses-repository.js';
import {
  insertVerifications,
  listApplicationVerifications,
  lockVerification,
  updateVerification,
  verificationApplication,
} from '../../data/verifications-repository.js';
import type { Executor } from '../../db/client.js';
import type { EmployerVerification, VerificationResponseRow } from '../../db/schema.js';
import { canonicalRecord } from '../../lib/canonical-record.js';
import { HttpError } from '../../lib/http-error.js';
import { carrierDay } from '../../lib/zoned-time.js';
import { enqueueReviewReleasedMail } from '../../mail/notices/application-notices.js';
import { attemptOutcome } from './attempt-outcome.js';
import { reviewOf } from './driver-review.js';
import { undeclaredAccidents } from './undeclared-accidents.js';
import { employerDue, fileDue, LOOK_BACK_YEARS, yearsBefore } from './verification-clock.js';
import { sendRequest } from './verification-requests.js';

// The recruiter's side of previous-employer checks (decision 030): the list with both clocks,
// and each action, audited in its own transaction.
const isOpen = (status: VerificationStatus) => (OPEN_VERIFICATION_STATUSES as readonly string[]).includes(status);

/** The answer part of a stored response's canonical record. */
const storedAnswer = (row: VerificationResponseRow): Record<string, unknown> =>
  (JSON.parse(row.answer) as { answer?: Record<string, unknown> }).answer ?? {};

function toAnswer(row: VerificationResponseRow, recordedBy: string | null): AdminVerification['response'] {
  return {
    channel: row.channel,
    responder_name: row.responder_name,
    responder_title: row.responder_title,
    received_at: row.received_at.toISOString(),
    sha256: row.answer_sha256,
    answer: storedAnswer(row),
    recorded_by: recordedBy,
  };
}

/** `GET /api/admin/verifications`: every application's checks in one queue, the soonest due first. */
export async function verificationQueue(
  ctx: AppContext,
  scope: ApplicantScope,
  query: VerificationQueueQuery,
): Promise<VerificationQueue> {
  const folded = query.q ? await foldSearchText(ctx.db, query.q) : undefined;
  const rows = await listVerificationQueue(ctx.db, {
    state: query.state,
    folded: folded || undefined,
    scope,
    today: carrierDay(ctx.now(), ctx.config.timeZone),
    timeZone: ctx.config.timeZone,
    limit: VERIFICATION_QUEUE_PAGE_SIZE,
    offset: (query.page - 1) * VERIFICATION_QUEUE_PAGE_SIZE,
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      application_id: row.application_id,
      applicant_name: `${row.first_name} ${row.last_name}`.trim(),
      employer_name: row.employer_name,
      status: row.status,
      sent_at: row.sent_at?.toISOString() ?? null,
      reminders_sent: row.reminders_sent,
      employer_due: employerDue(row.sent_at, ctx.config.timeZone),
      file_due: fileDue(row.hired_on),
    })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    page_size: VERIFICATION_QUEUE_PAGE_SIZE,
  };
}

/** `GET /api/admin/applications/{id}/verifications`. */
export async function applicationVerifications(
  ctx: AppContext,
  applicationId: number,
  db: Executor = ctx.db,
): Promise<AdminVerification[]> {
  const application = await verificationApplication(db, applicationId);
  if (!application) throw new HttpError(404, 'api.notFound');
  const rows = await listApplicationVerifications(db, applicationId);
  const ids = rows.map((row) => row.id);
  const attempts = await listAttempts(db, ids, [application.user_id]);
  const responses = await listResponses(db, ids);
  const declared = await declaredAccidents(db, applicationId);
  const recorders = await adminEmails(db, [
    ...responses.flatMap((response) => (response.recorded_by ? [response.recorded_by] : [])),
    ...rows.flatMap((row) => (row.released_by ? [row.released_by] : [])),
  ]);
  return rows.map((row) => {
    const response = responses.find((item) => item.verification_id === row.id);
    return {
      id: row.id,
      application_id: row.application_id,
      status: row.status,
      status_reason: row.status_reason,
      employer_name: row.employer_name,
      contact_name: row.contact_name,
      contact_email: row.contact_email,
      contact_phone: row.contact_phone,
      period_from: row.period_from,
      period_to: row.period_to,
      position: row.position,
      language: row.language,
      asks_drug_alcohol: row.asks_drug_alcohol,
      accidents_from: row.accidents_from,
      accidents_to: row.accidents_to,
      release_signed: row.release_signed_at !== null,
      sent_at: row.sent_at?.toISOString() ?? null,
      link_expires_at: row.token_expires_at?.toISOString() ?? null,
      employer_due: employerDue(row.sent_at, ctx.config.timeZone),
      file_due: fileDue(application.hired_on),
      attempts: attempts
        .filter((attempt) => attempt.verification_id === row.id)
        .map((attempt) => ({
          id: attempt.id,
          kind: attempt.kind,
          channel: attempt.channel,
          address: attempt.address,
          attempted_at: attempt.attempted_at.toISOString(),
          outcome: attemptOutcome(attempt),
          note: attempt.note,
        })),
      next_reminder_at: row.next_reminder_at?.toISOString() ?? null,
      response: response
        ? toAnswer(response, response.recorded_by ? (recorders.get(response.recorded_by) ?? null) : null)
        : null,
      undeclared_accidents: response ? undeclaredAccidents(storedAnswer(response), declared) : [],
      good_faith:
        row.good_faith && row.good_faith_sha256 && row.closed_at
          ? { generated_at: row.closed_at.toISOString(), text: row.good_faith, sha256: row.good_faith_sha256 }
          : null,
      merged_into: row.merged_into,
      review: { ...reviewOf(row), released_by: row.released_by ? (recorders.get(row.released_by) ?? null) : null },
    };
  });
}

/** Runs an action on one check, its row locked, audited; answers the application's list after it. */
async function act(
  ctx: AppContext,
  adminId: number,
  verificationId: number,
  run: (tx: Executor, row: EmployerVerification) => Promise<Record<string, unknown>>,
  action: Parameters<typeof recordAudit>[2]['action'],
): Promise<AdminVerification[]> {
  const applicationId = await ctx.db.transaction(async (tx) => {
    const row = await lockVerification(tx, verificationId);
    if (!row) throw new HttpError(404, 'api.notFound');
    const details = await run(tx, row);
    await recordAudit(tx, adminId, { action, target_type: 'verification', target_id: row.id, details });
    return row.application_id;
  });
  ctx.mailWorker.wake();
  return applicationVerifications(ctx, applicationId);
}

function refuseUnlessOpen(row: EmployerVerification): void {
  if (!isOpen(row.status)) throw new HttpError(409, 'verifications.api.notOpen');
}

/** Sends (or sends again) the request: needs the release and an address. */
async function send(ctx: AppContext, tx: Executor, row: EmployerVerification, adminId: number, now: Date) {
  refuseUnlessOpen(row);
  if (!row.release_signed_at) throw new HttpError(409, 'verifications.api.noRelease');
  if (!row.contact_email) throw new HttpError(409, 'verifications.api.noEmail');
  await sendRequest(ctx, tx, row, now, adminId);
}

export function resendVerification(ctx: AppContext, adminId: number, id: number, now = new Date()) {
  return act(
    ctx,
    adminId,
    id,
    async (tx, row) => {
      await send(ctx, tx, row, adminId, now);
      return { to: row.contact_email };
    },
    'verification.send',
  );
}

/** Withdraws the link: it answers 410 from now; a new request makes a new one. */
export function revokeVerification(ctx: AppContext, adminId: number, id: number, now = new Date()) {
  return act(
    ctx,
    adminId,
    id,
    async (tx, row) => {
      refuseUnlessOpen(row);
      await updateVerification(tx, row.id, {
        token_revoked_at: now,
        next_reminder_at: null,
        status: row.release_signed_at ? 'awaiting_contact' : row.status,
      });
      return {};
    },
    'verification.revoke',
  );
}

export function correctContact(
  ctx: AppContext,
  adminId: number,
  id: number,
  body: z.output<typeof ContactCorrectionSchema>,
  now = new Date(),
) {
  return act(
    ctx,
    adminId,
    id,
    async (tx, row) => {
      refuseUnlessOpen(row);
      const corrected = {
        ...row,
        contact_email: body.contact_email,
        contact_name: body.contact_name === undefined ? row.contact_name : body.contact_name,
        contact_phone: body.contact_phone === undefined ? row.contact_phone : body.contact_phone,
        language: body.language ?? row.language,
      };
      await updateVerification(tx, row.id, {
        contact_email: corrected.contact_email,
        contact_name: corrected.contact_name,
        contact_phone: corrected.contact_phone,
        language: corrected.language,
      });
      if (body.resend && row.release_signed_at) await send(ctx, tx, corrected, adminId, now);
      return {
        from: row.contact_email,
        to: body.contact_email,
        resent: body.resend && Boolean(row.release_signed_at),
        ...(corrected.language === row.language ? {} : { language: { from: row.language, to: corrected.language } }),
      };
    },
    'verification.contact',
  );
}

/** Cancels a check with the recruiter's reason (an employer that is not DOT-regulated, a duplicate…). */
export function closeVerification(ctx: AppContext, adminId: number, id: number, reason: string, now = new Date()) {
  return act(
    ctx,
    adminId,
    id,
    async (tx, row) => {
      refuseUnlessOpen(row);
      await updateVerification(tx, row.id, {
        status: 'cancelled',
        status_reason: reason,
        token_revoked_at: row.token_hash ? now : null,
        next_reminder_at: null,
        closed_at: now,
      });
      return { reason };
    },
    'verification.cancel',
  );
}

/** Folds one check into another of the same application (one employer listed twice). */
export function mergeVerification(
  ctx: AppContext,
  adminId: number,
  id: number,
  into: number,
  reason: string,
  now = new Date(),
) {
  return act(
    ctx,
    adminId,
    id,
    async (tx, row) => {
      if (into === row.id) throw new HttpError(400, 'verifications.api.sameVerification');
      refuseUnlessOpen(row);
      const target = await lockVerification(tx, into);
      if (!target || target.application_id !== row.application_id) throw new HttpError(404, 'api.notFound');
      if (target.status === 'merged' || target.status === 'cancelled')
        throw new HttpError(409, 'verifications.api.notOpen');
      const from = row.period_from < target.period_from ? row.period_from : target.period_from;
      const to =
        row.period_to === null || target.period_to === null
          ? null
          : row.period_to > target.period_to
            ? row.period_to
            : target.period_to;
      await updateVerification(tx, target.id, { period_from: from, period_to: to });
      await updateVerification(tx, row.id, {
        status: 'merged',
        merged_into: target.id,
        status_reason: reason,
        token_revoked_at: row.token_hash ? now : null,
        next_reminder_at: null,
        closed_at: now,
      });
      return { into, reason };
    },
    'verification.merge',
  );
}

/** A check the recruiter adds to a submitted application; it waits for the driver's release. */
export async function addVerification(
  ctx: AppContext,
  adminId: number,
  applicationId: number,
  body: z.output<typeof AddVerificationSchema>,
  now = new Date(),
): Promise<AdminVerification[]> {
  await ctx.db.transaction(async (tx) => {
    const application = await verificationApplication(tx, applicationId);
    if (!application) throw new HttpError(404, 'api.notFound');
    if (!application.submitted_at) throw new HttpError(409, 'verifications.api.notSubmitted');
    const today = carrierDay(application.submitted_at ?? now, ctx.config.timeZone);
    const [row] = await insertVerifications(tx, [
      {
        application_id: applicationId,
        user_id: application.user_id,
        status: 'awaiting_release',
        status_reason: body.reason,
        employer_name: body.employer_name,
        contact_name: body.contact_name ?? null,
        contact_email: body.contact_email ?? null,
        contact_phone: body.contact_phone ?? null,
        period_from: body.period_from,
        period_to: body.period_to,
        position: body.position ?? null,
        language: body.language ?? 'en',
        asks_drug_alcohol: body.asks_drug_alcohol,
        accidents_from: yearsBefore(today, LOOK_BACK_YEARS),
        accidents_to: today,
      },
    ]);
    await recordAudit(tx, adminId, {
      action: 'verification.add',
      target_type: 'verification',
      target_id: row?.id ?? null,
      details: { application_id: applicationId, employer: body.employer_name, reason: body.reason },
    });
  });
  return applicationVerifications(ctx, applicationId);
}

/** A phone, fax or paper answer, entered by the recruiter with who gave it; stored as a web one is. */
export function recordAnswer(
  ctx: AppContext,
  adminId: number,
  id: number,
  body: z.output<typeof RecordedAnswerSchema>,
  now = new Date(),
) {
  return act(
    ctx,
    adminId,
    id,
    async (tx, row) => {
      if (row.status === 'answered') throw new HttpError(409, 'verifications.api.answered');
      if (row.status === 'merged' || row.status === 'cancelled') throw new HttpError(409, 'verifications.api.notOpen');
      if (body.no_accidents === body.accidents.length > 0)
        throw new HttpError(400, 'verifications.validation.accidentsOrNone');
      const answer: Pick<EmployerResponse, 'employment' | 'accidents' | 'no_accidents' | 'drug_alcohol'> & {
        note: string | null;
      } = {
        employment: body.employment,
        accidents: body.accidents,
        no_accidents: body.no_accidents,
        ...(body.drug_alcohol ? { drug_alcohol: body.drug_alcohol } : {}),
        note: body.note ?? null,
      };
      const record = canonicalRecord({
        verification_id: row.id,
        answer,
        channel: body.channel,
        responder: { name: body.responder_name, title: body.responder_title ?? null },
        recorded_by: adminId,
        received_at: now.toISOString(),
      });
      const inserted = await insertResponse(tx, {
        verification_id: row.id,
        channel: body.channel,
        responder_name: body.responder_name,
        responder_title: body.responder_title ?? null,
        recorded_by: adminId,
        received_at: now,
        answer: record.text,
        answer_sha256: record.sha256,
      });
      if (!inserted) throw new HttpError(409, 'verifications.api.answered');
      await insertAttempt(tx, {
        verification_id: row.id,
        kind: 'phone',
        channel: body.channel,
        address: row.contact_phone ?? row.contact_email ?? row.employer_name,
        attempted_at: now,
        outcome: `answered by ${body.responder_name}`,
        note: body.note ?? null,
        recorded_by: adminId,
      });
      await updateVerification(tx, row.id, {
        status: 'answered',
        next_reminder_at: null,
        closed_at: now,
        token_revoked_at: row.token_hash ? now : null,
      });
      return { channel: body.channel, responder: body.responder_name, sha256: record.sha256 };
    },
    'verification.response',
  );
}

/**
 * Releases the answer to the driver who asked to review it (391.23(i)): from then on the driver
 * reads it and may ask for a correction or add a rebuttal. Releasing again changes nothing.
 */
export function releaseToDriver(ctx: AppContext, adminId: number, id: number, now = ctx.now()) {
  return act(
    ctx,
    adminId,
    id,
    async (tx, row) => {
      if (row.status !== 'answered') throw new HttpError(409, 'verifications.api.notAnswered');
      if (!row.review_requested_at) throw new HttpError(409, 'verifications.api.reviewNotAsked');
      if (row.released_at) return { already_released_at: row.released_at.toISOString() };
      await updateVerification(tx, row.id, { released_at: now, released_by: adminId });
      await enqueueReviewReleasedMail(ctx, tx, row.application_id, row.employer_name);
      return {
        review_due: row.review_due,
        on_time: row.review_due ? carrierDay(now, ctx.config.timeZone) <= row.review_due : null,
      };
    },
    'verification.release_to_driver',
  );
}
