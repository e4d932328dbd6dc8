import {
  CONSENT_PURPOSES,
  type Consent,
  type ConsentPurpose,
  type DriverPrivacy,
  type ErasureResponse,
  inEnglish,
  PRIVACY_DUE_DAYS,
  PRIVACY_DUE_DAYS_CALIFORNIA,
  type PrivacyRequest,
} from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import {
  cancelOpenApplicationsOf,
  findOwnApplicationState,
  withdrawOwnApplication,
} from '../../data/applications-repository.js';
import { consentsOf, grantConsent, withdrawConsent } from '../../data/privacy-consents-repository.js';
import { findOpenErasure, insertPrivacyRequest, listPrivacyRequests } from '../../data/privacy-requests-repository.js';
import { closeAccount, findUserById } from '../../data/users-repository.js';
import { withdrawOpenVerifications } from '../../data/verifications-repository.js';
import type { Executor } from '../../db/client.js';
import type { PrivacyRequestRow, privacyConsents } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { enqueueWithdrawnMails } from '../../mail/notices/employer-notices.js';
import { enqueuePrivacyMail } from './privacy-mails.js';
import { addDays, dayOf, heldRecords, recordedHeld } from './retention.js';

/** A talent-pool consent lasts a year; its renewal is asked for before it ends. */
export const TALENT_POOL_MONTHS = 12;

export function requestView(row: PrivacyRequestRow): PrivacyRequest {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    user_id: row.user_id,
    received_at: row.received_at.toISOString(),
    due_on: row.due_on,
    done_at: row.done_at?.toISOString() ?? null,
    erase_after: row.erase_after?.toISOString() ?? null,
    answer: row.answer,
    held: row.held,
    application_id: row.application_id,
    detail: row.detail,
  };
}

export function consentView(
  rows: Array<typeof privacyConsents.$inferSelect>,
  purpose: ConsentPurpose,
  now: Date,
): Consent {
  const latest = rows.find((row) => row.purpose === purpose);
  const granted = !!latest && latest.withdrawn_at === null && (latest.expires_at === null || latest.expires_at > now);
  return {
    purpose,
    granted,
    text_version: latest?.text_version ?? null,
    granted_at: latest?.granted_at.toISOString() ?? null,
    expires_at: latest?.expires_at?.toISOString() ?? null,
    withdrawn_at: latest?.withdrawn_at?.toISOString() ?? null,
  };
}

export async function driverPrivacy(ctx: AppContext, userId: number): Promise<DriverPrivacy> {
  const now = ctx.now();
  const rows = await consentsOf(ctx.db, userId);
  return {
    consents: CONSENT_PURPOSES.map((purpose) => consentView(rows, purpose, now)),
    requests: (await listPrivacyRequests(ctx.db, userId)).map(requestView),
  };
}

const dueOn = (now: Date, california: boolean | undefined) =>
  dayOf(addDays(now, california ? PRIVACY_DUE_DAYS_CALIFORNIA : PRIVACY_DUE_DAYS));

/**
 * The driver asks for erasure, with their password: the account closes at once (sign-in refused,
 * every session ended) and the request waits out the quarantine; the answer lists what the rules
 * or a hold keep, and until when.
 */
export async function requestErasure(
  ctx: AppContext,
  userId: number,
  body: { current_password: string; california?: boolean | undefined },
): Promise<ErasureResponse> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new HttpError(401, 'api.unauthorized');
  // 400, not 403: a wrong password is a bad answer, not a refused session the client would end.
  if (!(await verifyPassword(user.password_hash, body.current_password)))
    throw new HttpError(400, 'privacy.api.wrongPassword');
  const now = ctx.now();
  const result = await ctx.db.transaction(async (tx) => {
    const open = await findOpenErasure(tx, userId);
    const held = await heldRecords(tx, userId, dayOf(now));
    const eraseAfter = addDays(now, ctx.config.privacy.quarantineDays);
    await cancelOpenApplicationsOf(tx, userId, now);
    await withdrawEmployerChecks(ctx, tx, { userId }, inEnglish.t('verifications.api.withdrawnErasure'), now);
    const request =
      open ??
      (await insertPrivacyRequest(tx, {
        user_id: userId,
        kind: 'erasure',
        received_at: now,
        due_on: dueOn(now, body.california),
        erase_after: eraseAfter,
        held: recordedHeld(held),
      }));
    await closeAccount(tx, userId, now);
    if (!open) await enqueuePrivacyMail(ctx, tx, user, 'privacy_erasure', { eraseAfter, held });
    return { held: request.held, erase_after: (request.erase_after ?? eraseAfter).toISOString() };
  });
  ctx.mailWorker.wake();
  return result;
}

/** A request that needs a person's answer (access, correction); export answers itself at once. */
export async function registerRequest(
  ctx: AppContext,
  userId: number,
  kind: 'access' | 'export' | 'correction',
  options: { applicationId?: number; detail?: string; done?: boolean } = {},
) {
  const now = ctx.now();
  if (options.applicationId !== undefined) {
    const owned = await findOwnApplicationState(ctx.db, userId, options.applicationId);
    if (!owned) throw new HttpError(404, 'privacy.api.notFound');
  }
  return insertPrivacyRequest(ctx.db, {
    user_id: userId,
    kind,
    received_at: now,
    due_on: dueOn(now, false),
    application_id: options.applicationId ?? null,
    detail: options.detail ?? null,
    ...(options.done ? { status: 'done', done_at: now, answer: inEnglish.t('privacy.api.downloadedAnswer') } : {}),
  });
}

export async function setConsent(ctx: AppContext, userId: number, purpose: ConsentPurpose, granted: boolean) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await withdrawConsent(tx, userId, purpose, now);
    if (!granted) return;
    const text = ctx.config.privacy.consents[purpose];
    const expires = purpose === 'talent_pool' ? new Date(now.getTime()) : null;
    expires?.setUTCMonth(expires.getUTCMonth() + TALENT_POOL_MONTHS);
    await grantConsent(tx, {
      user_id: userId,
      purpose,
      text_version: text.version,
      granted_at: now,
      expires_at: expires,
    });
  });
  return driverPrivacy(ctx, userId);
}

/** Withdraws one of the driver's applications not hired: it leaves the recruiters' active work. */
export async function withdrawApplication(ctx: AppContext, userId: number, applicationId: number): Promise<void> {
  const now = ctx.now();
  const row = await findOwnApplicationState(ctx.db, userId, applicationId);
  if (!row) throw new HttpError(404, 'privacy.api.notFound');
  if (row.status === 'cancelled' || row.hired_on) throw new HttpError(409, 'privacy.api.notWithdrawable');
  await ctx.db.transaction(async (tx) => {
    await withdrawOwnApplication(tx, applicationId, now);
    await withdrawEmployerChecks(
      ctx,
      tx,
      { applicationId },
      inEnglish.t('verifications.api.withdrawnApplication'),
      now,
    );
  });
  ctx.mailWorker.wake();
}

/**
 * A driver who withdraws, or asks for erasure, no longer authorises the previous employers to
 * answer: every open check closes, its link stops opening the form, its reminders stop, and each
 * employer holding a live request is told it is withdrawn.
 */
async function withdrawEmployerChecks(
  ctx: AppContext,
  tx: Executor,
  scope: { userId: number } | { applicationId: number },
  reason: string,
  now: Date,
) {
  await enqueueWithdrawnMails(ctx, tx, await withdrawOpenVerifications(tx, scope, reason, now));
}
