import {
  type AdminOwnerChange,
  type AdminOwnerResult,
  type ApplicationOwner,
  type MessageId,
  ROLE_ADMIN,
} from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { applicationInScope } from '../../data/applicant-scope.js';
import {
  claimUnowned,
  findApplicationOwner,
  findPossibleOwner,
  listActiveMembers,
  type OwnerRow,
  releaseOwnedApplications,
  setOwner,
} from '../../data/application-owners-repository.js';
import { lockApplication } from '../../data/applications-repository.js';
import { recordAudit } from '../../data/audit-repository.js';
import type { Executor } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { applicantScopeOf } from '../team/limits.js';
import { permissionsOf } from '../team/permissions.js';

// An owner for every applicant (issue 43): a member claims one from the "Unassigned" queue, or a
// member gives it to another or back to the queue. Every change of owner is audited with its reason.

/**
 * Why an applicant changed hands; rules and lapses will add theirs. `deactivated`: its owner left
 * the team, and it went back to the queue (decision 033).
 */
type OwnerChangeReason = 'claim' | 'reassign' | 'deactivated';

export const toOwner = (row: OwnerRow): ApplicationOwner => ({ ...row, owned_at: row.owned_at.toISOString() });

async function auditOwnerChange(
  db: Executor,
  actorId: number,
  applicationId: number,
  change: { from: OwnerRow | null; to: OwnerRow | null; reason: OwnerChangeReason },
): Promise<void> {
  await recordAudit(db, actorId, {
    action: 'application.owner',
    target_type: 'application',
    target_id: applicationId,
    // The names as they were then, so the log reads after a member is renamed or gone.
    details: {
      from: change.from?.id ?? null,
      to: change.to?.id ?? null,
      ...(change.from ? { from_name: change.from.name } : {}),
      ...(change.to ? { to_name: change.to.name } : {}),
      reason: change.reason,
    },
  });
}

/**
 * The caller takes an applicant from the queue. Claiming one's own is answered as it stands; one
 * another member owns is refused 409, naming them: taking it from them is a reassignment.
 */
export async function claimApplication(ctx: AppContext, actorId: number, id: number): Promise<AdminOwnerResult> {
  return ctx.db.transaction(async (tx) => {
    if (await claimUnowned(tx, id, actorId, new Date())) {
      const owner = await findApplicationOwner(tx, id);
      if (!owner) throw new Error(`application ${id} claimed but has no owner`);
      await auditOwnerChange(tx, actorId, id, { from: null, to: owner, reason: 'claim' });
      return { id, owner: toOwner(owner) };
    }
    const owner = await findApplicationOwner(tx, id);
    if (owner === undefined) throw new HttpError(404, 'api.notFound');
    if (owner?.id === actorId) return { id, owner: toOwner(owner) };
    // Null: put back in the queue between the claim and this read; the claimer tries again.
    if (owner === null) throw new HttpError(409, 'adminApplications.ownerChangedMeanwhile');
    throw new HttpError(409, 'adminApplications.ownedByOther', { values: { owner: owner.name } });
  });
}

/**
 * Gives an applicant to an active member of the team (an administrator whose account is open and not
 * deactivated) whose
 * role acts on applicants, or back to the queue with null. An unknown account is 404, any other 400.
 */
export async function reassignApplication(
  ctx: AppContext,
  actorId: number,
  id: number,
  change: AdminOwnerChange,
): Promise<AdminOwnerResult> {
  return ctx.db.transaction(async (tx) => {
    const application = await lockApplication(tx, id);
    if (!application) throw new HttpError(404, 'api.notFound');
    if (change.user_id !== null) {
      const member = await findPossibleOwner(tx, change.user_id);
      if (!member) throw new HttpError(404, 'adminApplications.ownerNotFound');
      if (member.role !== ROLE_ADMIN || member.closed_at !== null || member.deactivated_at !== null) {
        throw new HttpError(400, 'adminApplications.ownerNotMember');
      }
      const refusal = await whyMemberCannotOwn(ctx, tx, member.id, id);
      if (refusal) throw new HttpError(400, refusal);
    }
    const from = (await findApplicationOwner(tx, id)) ?? null;
    if ((from?.id ?? null) === change.user_id) return { id, owner: from && toOwner(from) };
    await setOwner(tx, id, change.user_id, new Date());
    const to = (await findApplicationOwner(tx, id)) ?? null;
    await auditOwnerChange(tx, actorId, id, { from, to, reason: 'reassign' });
    return { id, owner: to && toOwner(to) };
  });
}

/**
 * Why an active member may not own the applicant, or null when they may: an owner works the
 * applicant, so a role that only reads could not answer for it; and an owner answers for an
 * applicant they see, so a member's limits leave the others out (issue 43).
 */
async function whyMemberCannotOwn(
  ctx: AppContext,
  db: Executor,
  memberId: number,
  applicationId: number,
): Promise<MessageId | null> {
  const held = await permissionsOf(db, memberId, ctx.config.admin?.email);
  if (!held.has('applicants.act')) return 'adminApplications.ownerCannotAct';
  const scope = await applicantScopeOf(db, memberId, ctx.config.admin?.email);
  if (!(await applicationInScope(db, scope, applicationId))) return 'adminApplications.ownerOutsideLimits';
  return null;
}

/**
 * The members a reassignment may give the applicant to, by name: active, acting on applicants, and
 * seeing this one. A team is a few people to twenty, so each is asked as a reassignment would ask.
 */
export async function possibleOwnersOf(
  ctx: AppContext,
  applicationId: number,
): Promise<{ id: number; name: string }[]> {
  if ((await findApplicationOwner(ctx.db, applicationId)) === undefined) throw new HttpError(404, 'api.notFound');
  const members = await listActiveMembers(ctx.db);
  const allowed = [];
  for (const member of members)
    if (!(await whyMemberCannotOwn(ctx, ctx.db, member.id, applicationId))) allowed.push(member);
  return allowed;
}

/**
 * Puts every applicant a member owns back in the "Unassigned" queue, each audited: a deactivated
 * member works no applicant, and one left with them would wait for no one (decision 033).
 */
export async function releaseApplicationsOf(tx: Executor, actorId: number, member: OwnerRow['id']): Promise<number> {
  const released = await releaseOwnedApplications(tx, member);
  for (const { id, from } of released)
    await auditOwnerChange(tx, actorId, id, { from, to: null, reason: 'deactivated' });
  return released.length;
}
