import { type CandidateProfile, messages, type ProfileUpdate } from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { findActiveApplication, pipelineStatusOf } from '../../data/applications-repository.js';
import { findUserByEmail, findUserById, type NewUser, toProfile, updateUser } from '../../data/users-repository.js';
import { isUniqueViolation } from '../../db/errors.js';
import { HttpError } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/passwords.js';

export async function getProfile(ctx: AppContext, userId: number): Promise<CandidateProfile> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new HttpError(404, messages.api.notFound);
  return toProfile(user, pipelineStatusOf(await findActiveApplication(ctx.db, userId)));
}

/** SPEC §5 Profile: a blank password keeps the current one; empty fields are stored as null. */
export async function saveProfile(ctx: AppContext, userId: number, input: ProfileUpdate): Promise<CandidateProfile> {
  const { password, ...fields } = input;
  const owner = await findUserByEmail(ctx.db, fields.email);
  if (owner && owner.id !== userId) throw new HttpError(409, messages.api.emailTaken);
  // PUT replaces the profile: a field left out is cleared like an empty one.
  const changes: Partial<NewUser> = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, value ?? null]),
  );
  if (password) changes.password_hash = await hashPassword(password);
  try {
    const user = await updateUser(ctx.db, userId, changes);
    if (!user) throw new HttpError(404, messages.api.notFound);
    return toProfile(user, pipelineStatusOf(await findActiveApplication(ctx.db, userId)));
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, messages.api.emailTaken);
    throw error;
  }
}
