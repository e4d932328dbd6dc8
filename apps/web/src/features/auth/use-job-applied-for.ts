import { JobIdParamsSchema, positionIn } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { matchPath } from 'react-router';
import { paths } from '../../config/paths';
import { openPositionQueryOptions } from '../../lib/api/get-open-position';
import { useLocale } from '../../lib/i18n/locale';
import { getPendingJobId } from '../../lib/pending-job';

/**
 * The title of the job a visitor came to register for: the one in `redirect=/apply/{id}` (SPEC §4
 * Apply button), else the one waiting in the pendingJobId cookie, with its id; no title when none, or closed.
 * Named as its job page in the reader's language names it.
 */
export function useJobAppliedFor(redirect: string | undefined): { jobId?: number; title?: string } {
  const [jobId] = useState(() => {
    const fromRedirect = redirect ? matchPath(paths.apply.pattern, redirect)?.params : undefined;
    return JobIdParamsSchema.safeParse(fromRedirect ?? { jobId: getPendingJobId() ?? '' }).data?.jobId;
  });
  const { locale } = useLocale();
  const position = useQuery({ ...openPositionQueryOptions(jobId ?? 0), enabled: jobId !== undefined });
  return { jobId, title: position.data && positionIn(position.data, locale).p_position_title };
}
