import {
  inEnglish,
  type Locale,
  type LoginResponse,
  pages,
  RESET_TOKEN_TTL_MS,
  type RegisterRequest,
  ROLE_CANDIDATE,
  VERIFY_TOKEN_TTL_MS,
} from '@roadhire/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { cancelErasureInQuarantine, findOpenErasure } from '../../data/privacy-requests-repository.js';
import {
  consumeUserToken,
  endSessions,
  findUserByEmail,
  findUserById,
  insertUser,
  issueNoUserToken,
  issueUserToken,
  lastTokenIssuedAt,
  reopenAccount,
  revokeUserTokens,
  updateUser,
} from '../../data/users-repository.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { User } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import { signSessionToken } from '../../lib/session-token.js';
import {
  enqueueAccountExistsMail,
  enqueuePasswordChangedMail,
  enqueuePasswordResetMail,
  enqueuePasswordResetUnknownMail,
  enqueueVerificationMail,
} from '../../mail/notices/account-notices.js';

/** A new verification link is mailed at most once a minute per account. */
const VERIFY_RESEND_COOLDOWN_MS = 60_000;

/**
 * Creates an account and mails its verification link. An address that already has an account is
 * answered the same, after the same password hashing, and its owner is mailed instead: the answer
 * never tells a stranger which addresses have accounts.
 */
export async function register(ctx: AppContext, input: RegisterRequest): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  try {
    // The mail is queued inside the transaction: no account is left behind without its link.
    await ctx.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, input.email);
      if (existing) return enqueueAccountExistsMail(ctx, tx, existing);
      const user = await insertUser(tx, {
        email: input.email,
        password_hash: passwordHash,
        role: ROLE_CANDIDATE,
        first_name: input.first_name,
        last_name: input.last_name,
        mobile: input.mobile ?? null,
        language: input.language ?? 'en',
        // Made on a French page: recorded as the driver's choice, as the Charter asks.
        language_chosen_at: input.language ? new Date() : null,
      });
      await sendVerification(ctx, tx, user, input.job_id);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A sign-up with the same address won the race: its owner is told, as above.
    await ctx.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, input.email);
      if (existing) await enqueueAccountExistsMail(ctx, tx, existing);
    });
  }
  ctx.mailWorker.wake();
}

async function sendVerification(
  ctx: AppContext,
  tx: Parameters<typeof issueUserToken>[0],
  user: User,
  /** The position picked before signing up: the link carries it, for a link opened in another browser. */
  jobId?: number,
): Promise<void> {
  const token = await issueUserToken(tx, user.id, 'verify_email', VERIFY_TOKEN_TTL_MS);
  const link = `${ctx.config.publicUrl}/api/auth/verify-email/${token}${jobId ? `?job=${jobId}` : ''}`;
  // Decision 018: queued with the token; the outbox sends it, through an SMTP outage too.
  await enqueueVerificationMail(ctx, tx, user, link);
}

/**
 * Returns where to send the browser: the login page, with the outcome in the query, and the
 * position picked before signing up as where signing in leads (SPEC §4's pendingJobId cookie stays
 * in the browser that signed up; the link may be opened in another).
 */
export async function verifyEmail(ctx: AppContext, token: string, jobId?: number): Promise<string> {
  const redirect = jobId ? pages.apply.href(jobId) : undefined;
  const userId = await consumeUserToken(ctx.db, token, 'verify_email');
  if (userId === undefined) return pages.login.href({ verifyError: true, redirect });
  const user = await findUserById(ctx.db, userId);
  if (user && !user.email_verified_at) await updateUser(ctx.db, userId, { email_verified_at: new Date() });
  return pages.login.href({ verified: true, redirect });
}

export async function login(
  ctx: AppContext,
  email: string,
  password: string,
  log: FastifyBaseLogger,
): Promise<LoginResponse> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) {
    await verifyAgainstDummy(password);
    throw new HttpError(401, 'api.invalidCredentials');
  }
  if (!(await verifyPassword(user.password_hash, password))) throw new HttpError(401, 'api.invalidCredentials');
  // An account closed for erasure (decision 031) signs in no more; the right password hears why.
  if (user.closed_at) throw await refuseClosed(ctx, user);
  // A member taken off the team (decision 033) hears why, from the right password only.
  if (user.deactivated_at) throw new HttpError(403, 'api.accountDeactivated');
  if (!user.email_verified_at) throw await refuseUnverified(ctx, user, log);
  // The Team page shows it; a member not seen for weeks is one to ask about.
  await updateUser(ctx.db, user.id, { last_sign_in_at: new Date() });
  return {
    id: user.id,
    role: user.role,
    token: await signSessionToken(user, ctx.config.jwtSecret),
    language: user.language,
  };
}

/** Whether the person's erasure is still in its quarantine, so they may cancel it. */
async function erasureCancellable(ctx: AppContext, userId: number): Promise<boolean> {
  const open = await findOpenErasure(ctx.db, userId);
  return open?.status === 'received' && !!open.erase_after && open.erase_after > ctx.now();
}

async function refuseClosed(ctx: AppContext, user: User): Promise<HttpError> {
  const cancellable = await erasureCancellable(ctx, user.id);
  return new HttpError(410, cancellable ? 'api.accountClosedCancellable' : 'api.accountClosed', {
    details: { erasure_cancellable: cancellable },
  });
}

/**
 * The owner of an account closed for erasure, with its password, cancels the erasure while its
 * quarantine runs: the request is closed as cancelled and the account opens again. What the request
 * withdrew stays withdrawn.
 */
export async function cancelErasure(ctx: AppContext, email: string, password: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) {
    await verifyAgainstDummy(password);
    throw new HttpError(401, 'api.invalidCredentials');
  }
  if (!(await verifyPassword(user.password_hash, password))) throw new HttpError(401, 'api.invalidCredentials');
  if (!user.closed_at) throw new HttpError(409, 'api.invalidRequest');
  const now = ctx.now();
  const cancelled = await ctx.db.transaction(async (tx) => {
    const request = await cancelErasureInQuarantine(tx, user.id, inEnglish.t('privacy.api.cancelledAnswer'), now);
    if (request) await reopenAccount(tx, user.id);
    return !!request;
  });
  if (!cancelled) throw new HttpError(409, 'api.accountClosed');
}

/**
 * An unverified login gets a fresh link at most once a minute; the answer says whether one left
 * (`verification_sent`), so the page never claims a mail that was not sent.
 */
async function refuseUnverified(ctx: AppContext, user: User, log: FastifyBaseLogger): Promise<HttpError> {
  const last = await lastTokenIssuedAt(ctx.db, user.id, 'verify_email');
  const due = !last || Date.now() - last.getTime() > VERIFY_RESEND_COOLDOWN_MS;
  const sent =
    due &&
    (await ctx.db
      .transaction((tx) => sendVerification(ctx, tx, user))
      .then(
        () => {
          ctx.mailWorker.wake();
          return true;
        },
        (error: unknown) => {
          log.error({ err: error }, 'verification resend failed');
          return false;
        },
      ));
  const message = sent ? 'api.emailNotVerified' : due ? 'api.emailNotVerifiedNoLink' : 'api.emailNotVerifiedRecentLink';
  return new HttpError(403, message, { details: { verification_sent: sent } });
}

/** Answers the same whether or not the email exists; the mail is queued with its token (decision 018). */
export async function requestPasswordReset(ctx: AppContext, email: string, language: Locale): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  await ctx.db.transaction(async (tx) => {
    // An address no open account uses is mailed too, saying so: the server does the same work
    // whether or not the address has an account, so the time of the next request tells nothing.
    // A closed account is not reopened by a reset link (decision 031).
    if (!user || user.closed_at) {
      await issueNoUserToken(tx, 'reset_password', RESET_TOKEN_TTL_MS);
      await enqueuePasswordResetUnknownMail(ctx, tx, email, user?.language ?? language);
      return;
    }
    await revokeUserTokens(tx, user.id, 'reset_password');
    const token = await issueUserToken(tx, user.id, 'reset_password', RESET_TOKEN_TTL_MS);
    await enqueuePasswordResetMail(ctx, tx, user, `${ctx.config.publicUrl}${pages.resetPassword.href(token)}`);
  });
  ctx.mailWorker.wake();
}

export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const done = await ctx.db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, token, 'reset_password');
    if (userId === undefined) return false;
    // Following the mailed link proves the address, so it also counts as verification.
    const user = await findUserById(tx, userId);
    await updateUser(tx, userId, {
      password_hash: passwordHash,
      email_verified_at: user?.email_verified_at ?? new Date(),
      // A reset takes the account back: an email change asked for meanwhile is cancelled too.
      pending_email: null,
    });
    await revokeUserTokens(tx, userId, 'change_email');
    // Decision 019: every session from before the reset ends.
    await endSessions(tx, userId);
    if (user) await enqueuePasswordChangedMail(ctx, tx, user);
    return true;
  });
  if (!done) throw new HttpError(400, 'api.invalidOrExpiredLink');
  ctx.mailWorker.wake();
}
