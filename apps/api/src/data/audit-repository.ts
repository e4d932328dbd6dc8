import type { AuditAction } from '@roadhire/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { auditLog, users } from '../db/schema.js';

export interface AuditEntry {
  action: AuditAction;
  target_type: string;
  target_id?: number | null;
  details?: Record<string, unknown>;
}

/**
 * Records an administrator's action (decision 008). Call it inside the transaction of the change
 * it describes, so a change and its record are written together or not at all.
 */
export async function recordAudit(db: Executor, actorId: number, entry: AuditEntry): Promise<void> {
  const [actor] = await db.select({ email: users.email }).from(users).where(eq(users.id, actorId));
  await db.insert(auditLog).values({
    actor_id: actorId,
    actor_email: actor?.email ?? '',
    action: entry.action,
    target_type: entry.target_type,
    target_id: entry.target_id ?? null,
    details: entry.details ?? {},
  });
}
