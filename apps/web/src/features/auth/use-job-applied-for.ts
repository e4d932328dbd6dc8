import { JobIdParamsSchema } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { matchPath } from 'react-router';
import { paths } from '../../config/paths';
import { openPositionQueryOptions } from '../../lib/api/get-open-position';
import { getPendingJobId } from '../../lib/pending-job';

/**
 * The title of the job a visitor came to register for: the one in `redirect=/apply/{id}` (SPEC §4
 * Apply button), else the one waiting in the pendingJobId cookie, with its id; no title when none, or closed.
 */
export function useJobAppliedFor(redirect: string | undefined): { jobId?: number; title?: string } {
  const [jobId] = useState(() => {
    const fromRedirect = redirect ? matchPath(paths.apply.pattern, redirect)?.params : undefined;
    return JobIdParamsSchema.safeParse(fromRedirect ?? { jobId: getPendingJobId() ?? '' }).data?.jobId;
  });
  const position = useQuery({ ...openPositionQueryOptions(jobId ?? 0), enabled: jobId !== undefined });
  return { jobId, title: position.data?.p_position_title };
}
