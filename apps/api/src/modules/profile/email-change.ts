import { EMAIL_CHANGE_TOKEN_TTL_MS, pages } from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import {
  consumeUserToken,
  endSessions,
  findUserById,
  issueUserToken,
  revokeUserTokens,
  updateUser,
} from '../../data/users-repository.js';
import type { Executor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { User } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { enqueueEmailChangeLinkMail, enqueueEmailChangeNoticeMail } from '../../mail/notices/account-notices.js';

/**
 * Keeps the new address pending and queues a single-use link to it, and a notice to the current
 * address; the account's email changes only when that link is opened (decision 019). A newer
 * request ends the older link. Runs inside the profile save's transaction (decision 018).
 */
export async function requestEmailChange(ctx: AppContext, tx: Executor, user: User, newEmail: string): Promise<void> {
  await revokeUserTokens(tx, user.id, 'change_email');
  await updateUser(tx, user.id, { pending_email: newEmail });
  const token = await issueUserToken(tx, user.id, 'change_email', EMAIL_CHANGE_TOKEN_TTL_MS);
  await enqueueEmailChangeLinkMail(ctx, tx, user, newEmail, `${ctx.config.publicUrl}${pages.confirmEmail.href(token)}`);
  await enqueueEmailChangeNoticeMail(ctx, tx, user, `${ctx.config.publicUrl}${pages.forgotPassword.href()}`);
}

/**
 * Applies the pending address of the link's account: the link is used up, the address counts as
 * verified (the link proves the mailbox) and every earlier session ends.
 */
export async function confirmEmailChange(ctx: AppContext, token: string): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const userId = await consumeUserToken(tx, token, 'change_email');
      const user = userId === undefined ? undefined : await findUserById(tx, userId);
      if (!user?.pending_email) throw new HttpError(400, 'api.invalidOrExpiredLink');
      await updateUser(tx, user.id, { email: user.pending_email, pending_email: null, email_verified_at: new Date() });
      await endSessions(tx, user.id);
    });
  } catch (error) {
    // Someone registered the address meanwhile: the link stays unused and the email unchanged.
    if (isUniqueViolation(error)) throw new HttpError(409, 'api.emailTaken');
    throw error;
  }
}
