import {
  type CandidateProfile,
  type Locale,
  type ProfileSave,
  type ProfileSaveResponse,
  ROLE_ADMIN,
} from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { findActiveApplication, pipelineStatusOf } from '../../data/applications-repository.js';
import {
  endSessions,
  findUserByEmail,
  findUserById,
  type NewUser,
  toProfile,
  updateUser,
} from '../../data/users-repository.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { User } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { said } from '../../lib/said.js';
import { type SessionUser, signSessionToken } from '../../lib/session-token.js';
import { enqueuePasswordChangedMail } from '../../mail/notices/account-notices.js';
import { requestEmailChange } from './email-change.js';

export async function getProfile(ctx: AppContext, userId: number): Promise<CandidateProfile> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new HttpError(404, 'api.notFound');
  return { ...toProfile(user, pipelineStatusOf(await findActiveApplication(ctx.db, userId))), language: user.language };
}

/**
 * SPEC §5 Profile: a blank password keeps the current one; empty fields are stored as null.
 * Decision 019: a new password needs the current one and ends every earlier session (the caller
 * gets a new token); a new email waits, pending, for its owner to open the link mailed to it.
 */
export async function saveProfile(
  ctx: AppContext,
  caller: SessionUser,
  userId: number,
  input: ProfileSave,
): Promise<ProfileSaveResponse> {
  const { password, current_password: currentPassword, email, notify_new_applications: notify, ...fields } = input;
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new HttpError(404, 'api.notFound');
  if (password) await checkCurrentPassword(user, currentPassword);
  const emailChanges = email.toLowerCase() !== user.email.toLowerCase();
  if (emailChanges) {
    const owner = await findUserByEmail(ctx.db, email);
    if (owner && owner.id !== userId) throw new HttpError(409, 'api.emailTaken');
  }
  // PUT replaces the profile: a field left out is cleared like an empty one.
  const changes: Partial<NewUser> = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, value ?? null]),
  );
  if (password) changes.password_hash = await hashPassword(password);
  try {
    const { saved, sessionsFrom } = await ctx.db.transaction(async (tx) => {
      // Only an administrator's account takes the mail for each submitted application.
      if (notify !== undefined && user.role === ROLE_ADMIN) changes.notify_new_applications = notify;
      const updated = await updateUser(tx, userId, changes);
      if (!updated) throw new HttpError(404, 'api.notFound');
      const limit = password ? await endSessions(tx, userId) : undefined;
      // The account's owner hears of a new password at its address (decision 018).
      if (password) await enqueuePasswordChangedMail(ctx, tx, updated);
      if (emailChanges) await requestEmailChange(ctx, tx, updated, email);
      return {
        saved: { ...updated, pending_email: emailChanges ? email : updated.pending_email },
        sessionsFrom: limit,
      };
    });
    ctx.mailWorker.wake();
    const profile = {
      ...toProfile(saved, pipelineStatusOf(await findActiveApplication(ctx.db, userId))),
      language: saved.language,
    };
    // Only the account's owner carries on with a new session; an administrator keeps their own.
    if (sessionsFrom === undefined || caller.id !== userId) return profile;
    return { ...profile, token: await signSessionToken(saved, ctx.config.jwtSecret, sessionsFrom) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'api.emailTaken');
    throw error;
  }
}

/** A new password needs the current one: a session left open on a shared phone is not the owner. */
async function checkCurrentPassword(user: User, currentPassword: string | null | undefined): Promise<void> {
  if (!currentPassword) {
    throw new HttpError(400, 'api.currentPasswordRequired', {
      details: { errors: { current_password: [said('api.currentPasswordRequired')] } },
    });
  }
  if (!(await verifyPassword(user.password_hash, currentPassword))) {
    throw new HttpError(400, 'api.currentPasswordWrong', {
      details: { errors: { current_password: [said('api.currentPasswordWrong')] } },
    });
  }
}

/** "Log out everywhere": every session of the caller ends, this one included. */
export async function logOutEverywhere(ctx: AppContext, userId: number): Promise<void> {
  await endSessions(ctx.db, userId);
}

/**
 * The language the portal speaks to the user (decision 032), with when it was chosen: Quebec's
 * Charter has a worker's request for another language than French recorded.
 */
export async function saveLanguage(ctx: AppContext, userId: number, language: Locale): Promise<Locale> {
  const updated = await updateUser(ctx.db, userId, { language, language_chosen_at: new Date() });
  if (!updated) throw new HttpError(404, 'api.notFound');
  return updated.language;
}
