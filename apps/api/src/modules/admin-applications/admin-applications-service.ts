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

function toListItem({ owner_id, owner_name, owned_at, ...row }: ApplicantRow): AdminApplicationListItem {
  return {
    ...row,
    pipeline_status: pipelineStatusOf(row),
    created_at: row.created_at.toISOString(),
    submitted_at: row.submitted_at ? row.submitted_at.toISOString() : null,
    owner:
      owner_id !== null && owned_at !== null
        ? { id: owner_id, name: owner_name ?? '', owned_at: owned_at.toISOString() }
        : null,
  };
}

/** A page of the applicants the filters find; `owner=me` is the caller's (`viewerId`). */
export async function listApplications(
  ctx: AppContext,
  viewerId: number,
  query: AdminApplicationListQuery,
): Promise<AdminApplicationList> {
  const filters = await foldFilters(ctx.db, query, viewerId);
  const [rows, total] = await Promise.all([
    listApplicants(ctx.db, filters, pageWindow(query, ADMIN_APPLICATIONS_DEFAULT_PAGE_SIZE)),
    countApplicants(ctx.db, filters),
  ]);
  return { items: rows.map(toListItem), total };
}
