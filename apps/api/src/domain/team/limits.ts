import { type MemberLimits, type MemberLimitsResponse, ROLE_ADMIN } from '@roadhire/shared';
import { type ApplicantScope, EVERY_APPLICANT, provinceKey } from '../../data/applicant-scope.js';
import { recordAudit } from '../../data/audit-repository.js';
import { findMemberLimits, saveMemberLimits } from '../../data/member-limits-repository.js';
import { existingPositionIds } from '../../data/positions-repository.js';
import { findPermissionHolder } from '../../data/roles-repository.js';
import type { Database, Executor } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { isAdminEmail } from './permissions.js';

// Which applicants a member sees (issue 43, decision 033): their limits, and the scope every
// applicant query takes from them.

/**
 * The applicants an account sees: every one for the administrator of `ADMIN_EMAIL` and for a member
 * without limits; else those of their positions and those living in their provinces.
 */
export async function applicantScopeOf(
  db: Executor,
  userId: number,
  adminEmail: string | undefined,
): Promise<ApplicantScope> {
  const holder = await findPermissionHolder(db, userId);
  if (holder && isAdminEmail(holder.email, adminEmail)) return EVERY_APPLICANT;
  return scopeOfLimits(await findMemberLimits(db, userId));
}

export function scopeOfLimits(limits: MemberLimitsResponse): ApplicantScope {
  if (limits.position_ids.length === 0 && limits.provinces.length === 0) return EVERY_APPLICANT;
  return { positionIds: limits.position_ids, provinces: [...new Set(limits.provinces.map(provinceKey))] };
}

/** Both lists, empty where the limits set none. */
const stored = (limits: MemberLimits): MemberLimitsResponse => ({
  position_ids: limits.position_ids ?? [],
  provinces: limits.provinces ?? [],
});

/**
 * Sets a member's limits, whole, in the caller's transaction: what an invitation's limits become
 * when it is accepted, and what the team screen writes. Positions must exist (400).
 */
export async function setMemberLimits(
  db: Executor,
  userId: number,
  limits: MemberLimits,
): Promise<MemberLimitsResponse> {
  const next = stored(limits);
  const known = await existingPositionIds(db, next.position_ids);
  if (next.position_ids.some((id) => !known.has(id))) throw new HttpError(400, 'team.validation.limits');
  await saveMemberLimits(db, userId, next, new Date());
  return next;
}

/** A member's limits as the team screen reads them; 404 for an account that is not a member. */
export async function memberLimitsOf(db: Executor, userId: number): Promise<MemberLimitsResponse> {
  const member = await findPermissionHolder(db, userId);
  if (member?.role !== ROLE_ADMIN) throw new HttpError(404, 'api.notFound');
  return findMemberLimits(db, userId);
}

/**
 * Changes a member's limits, audited as `member.limits` with what they were and are. An editor whose
 * own applicants are limited may not (403): they could otherwise open their own view, or someone's
 * beyond theirs.
 */
export async function changeMemberLimits(
  db: Database,
  editor: { id: number; scope: ApplicantScope },
  userId: number,
  limits: MemberLimits,
): Promise<MemberLimitsResponse> {
  if (editor.scope !== EVERY_APPLICANT) throw new HttpError(403, 'team.api.limitsOfYourOwn');
  return db.transaction(async (tx) => {
    const before = await memberLimitsOf(tx, userId);
    const after = await setMemberLimits(tx, userId, limits);
    await recordAudit(tx, editor.id, {
      action: 'member.limits',
      target_type: 'user',
      target_id: userId,
      details: { from: before, to: after },
    });
    return after;
  });
}
