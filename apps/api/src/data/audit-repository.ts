import { type AdminAuditQuery, type AuditAction, ROLE_ADMIN } from '@roadhire/shared';
import { and, desc, eq, gte, ilike, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { applications, auditLog, employerVerifications, positions, roles, users } from '../db/schema.js';
import { type ApplicantScope, applicantScopeCondition } from './applicant-scope.js';
import { likeContains } from './search-text.js';

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

/**
 * Records an entry once per `view` of one actor on one target: the reads a screen makes to show one
 * thing are one row. The view id comes from the client, so it only merges reads of the same target:
 * a reused id never hides the read of another file. Concurrent requests of the view wait on a lock
 * of their own, so only the first writes.
 */
export async function recordAuditOnce(db: Database, actorId: number, entry: AuditEntry, view: string): Promise<void> {
  const targetId = entry.target_id ?? null;
  const key = `audit-view:${actorId}:${view}:${entry.target_type}:${targetId ?? ''}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const [seen] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actor_id, actorId),
          eq(auditLog.action, entry.action),
          eq(auditLog.target_type, entry.target_type),
          targetId === null ? isNull(auditLog.target_id) : eq(auditLog.target_id, targetId),
          sql`${auditLog.details}->>'view' = ${view}`,
          // A view is one visit: the look-up stays within the last day, on the time index.
          gte(auditLog.created_at, sql`now() - interval '1 day'`),
        ),
      )
      .limit(1);
    if (!seen) await recordAudit(tx, actorId, entry);
  });
}

/**
 * What an entry acted on, as a reader knows it: an applicant's name, a position's number and title,
 * an account's email, a role's name; null once the target is gone.
 */
const targetLabel = sql<string | null>`case ${auditLog.target_type}
  when 'application' then ${applications.first_name} || ' ' || ${applications.last_name}
  when 'position' then ${positions.p_position_number} || ' ' || ${positions.p_position_title}
  when 'user' then ${users.email}
  when 'role' then ${roles.name}
end`;

/**
 * The entries a reader limited to some applicants may read (issue 43): those about an applicant,
 * a driver's account or a previous-employer check only when it is one of theirs; the rest (positions,
 * roles, members, the registers) as for everyone.
 */
function auditScopeCondition(scope: ApplicantScope): SQL | undefined {
  const inScope = applicantScopeCondition(scope);
  if (!inScope) return undefined;
  const target = auditLog.target_id;
  return sql`case ${auditLog.target_type}
    when 'application' then exists (select 1 from ${applications} where ${applications.id} = ${target} and ${inScope})
    when 'user' then exists (select 1 from ${users} m where m.id = ${target} and m.role = ${ROLE_ADMIN})
      or exists (select 1 from ${applications} where ${applications.user_id} = ${target} and ${inScope})
    when 'verification' then exists (
      select 1 from ${employerVerifications} v join ${applications} on ${applications.id} = v.application_id
      where v.id = ${target} and ${inScope})
    else true end`;
}

export type AuditRow = typeof auditLog.$inferSelect & { target_label: string | null };

/** The audit log, newest first, with its filters; `to` is inclusive (UTC days). */
export async function listAudit(
  db: Executor,
  scope: ApplicantScope,
  query: AdminAuditQuery,
  paging: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [auditScopeCondition(scope)];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.actor) conditions.push(ilike(auditLog.actor_email, likeContains(query.actor)));
  if (query.from) conditions.push(gte(auditLog.created_at, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) {
    const next = new Date(`${query.to}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    conditions.push(lt(auditLog.created_at, next));
  }
  const where = and(...conditions);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where);
  const rows = await db
    .select({ entry: auditLog, target_label: targetLabel })
    .from(auditLog)
    .leftJoin(applications, and(eq(auditLog.target_type, 'application'), eq(applications.id, auditLog.target_id)))
    .leftJoin(positions, and(eq(auditLog.target_type, 'position'), eq(positions.p_id, auditLog.target_id)))
    .leftJoin(users, and(eq(auditLog.target_type, 'user'), eq(users.id, auditLog.target_id)))
    .leftJoin(roles, and(eq(auditLog.target_type, 'role'), eq(roles.id, auditLog.target_id)))
    .where(where)
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(paging.limit)
    .offset(paging.offset);
  return {
    rows: rows.map((row) => ({ ...row.entry, target_label: row.target_label })),
    total: Number(count?.n ?? 0),
  };
}
