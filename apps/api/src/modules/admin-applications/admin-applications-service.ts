import {
  ADMIN_APPLICATIONS_DEFAULT_PAGE_SIZE,
  type AdminApplicationList,
  type AdminApplicationListItem,
  type AdminApplicationListQuery,
} from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import {
  type ApplicantRow,
  countApplicants,
  foldFilters,
  listApplicants,
} from '../../data/application-search-repository.js';
import { pipelineStatusOf } from '../../data/applications-repository.js';
import { pageWindow } from '../../lib/paging.js';

// The applicants list (decision 008); the file, the pipeline and the CSV export have their own files.

function toListItem(row: ApplicantRow): AdminApplicationListItem {
  return {
    ...row,
    pipeline_status: pipelineStatusOf(row),
    created_at: row.created_at.toISOString(),
    submitted_at: row.submitted_at ? row.submitted_at.toISOString() : null,
  };
}

export async function listApplications(
  ctx: AppContext,
  query: AdminApplicationListQuery,
): Promise<AdminApplicationList> {
  const filters = await foldFilters(ctx.db, query);
  const [rows, total] = await Promise.all([
    listApplicants(ctx.db, filters, pageWindow(query, ADMIN_APPLICATIONS_DEFAULT_PAGE_SIZE)),
    countApplicants(ctx.db, filters),
  ]);
  return { items: rows.map(toListItem), total };
}
