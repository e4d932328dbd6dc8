import {
  ADMIN_APPLICATIONS_DEFAULT_PAGE_SIZE,
  type AdminApplicationList,
  type AdminApplicationListItem,
  type AdminApplicationListQuery,
} from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import type { Viewer } from '../../data/applicant-scope.js';
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

/** A page of the applicants the filters find among those the viewer sees; `owner=me` is the viewer. */
export async function listApplications(
  ctx: AppContext,
  viewer: Viewer,
  query: AdminApplicationListQuery,
): Promise<AdminApplicationList> {
  const filters = await foldFilters(ctx.db, query, viewer);
  const [rows, total] = await Promise.all([
    listApplicants(ctx.db, filters, pageWindow(query, ADMIN_APPLICATIONS_DEFAULT_PAGE_SIZE)),
    countApplicants(ctx.db, filters),
  ]);
  return { items: rows.map(toListItem), total };
}
