import type { MemberLimitsResponse } from '@roadhire/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { memberLimits } from '../db/schema.js';

// `member_limits` (issue 43): which positions and provinces a member of the team is limited to.

/** A member's limits; both lists empty when they have none. */
export async function findMemberLimits(db: Executor, userId: number): Promise<MemberLimitsResponse> {
  const [row] = await db
    .select({ position_ids: memberLimits.position_ids, provinces: memberLimits.provinces })
    .from(memberLimits)
    .where(eq(memberLimits.user_id, userId));
  return row ?? { position_ids: [], provinces: [] };
}

/** Writes a member's limits whole; two empty lists remove the row, as no limit. */
export async function saveMemberLimits(db: Executor, userId: number, limits: MemberLimitsResponse, at: Date) {
  if (limits.position_ids.length === 0 && limits.provinces.length === 0) {
    await db.delete(memberLimits).where(eq(memberLimits.user_id, userId));
    return;
  }
  await db
    .insert(memberLimits)
    .values({ user_id: userId, ...limits, updated_at: at })
    .onConflictDoUpdate({ target: memberLimits.user_id, set: { ...limits, updated_at: at } });
}
