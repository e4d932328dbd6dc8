import { ADMIN_POSITIONS_DEFAULT_PAGE_SIZE, type AdminAuditList, type AdminAuditQuery } from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import type { ApplicantScope } from '../../data/applicant-scope.js';
import { listAudit } from '../../data/audit-repository.js';
import { pageWindow } from '../../lib/paging.js';

/**
 * One page of the audit log, newest first, with its filters (decision 008). The details of a
 * Clearinghouse entry (a query's result, a return-to-duty document) are drug-and-alcohol facts:
 * only a reader allowed to see the investigation file reads them (decision 029); others see the
 * entry without its details. A reader limited to some applicants reads the entries about theirs only.
 */
export async function auditLogPage(
  ctx: AppContext,
  query: AdminAuditQuery,
  { scope, readsInvestigations }: { scope: ApplicantScope; readsInvestigations: boolean },
): Promise<AdminAuditList> {
  const { rows, total } = await listAudit(ctx.db, scope, query, pageWindow(query, ADMIN_POSITIONS_DEFAULT_PAGE_SIZE));
  return {
    items: rows.map((row) => ({
      id: row.id,
      actor_id: row.actor_id,
      actor_email: row.actor_email,
      action: row.action,
      target_type: row.target_type,
      target_id: row.target_id,
      target_label: row.target_label,
      details: readsInvestigations || !row.action.startsWith('clearinghouse.') ? row.details : {},
      created_at: new Date(row.created_at).toISOString(),
    })),
    total,
  };
}
