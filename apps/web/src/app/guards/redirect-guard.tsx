import { PIPELINE_IN_PROGRESS } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { continueApplicationPath } from '../../lib/api/get-latest-application';
import { profileQueryOptions } from '../../lib/api/get-profile';
import { saveMe, useSession } from '../../lib/session';

/**
 * SPEC §4 redirect guard (/profile, /apply): a candidate whose application is in progress
 * (pipeline_status 2, cached in `me` or fetched) continues in onboarding instead.
 */
export function RedirectGuard() {
  const { me, userId } = useSession();
  const profile = useQuery({ ...profileQueryOptions(userId), enabled: !me });
  useEffect(() => {
    if (profile.data) saveMe(profile.data);
  }, [profile.data]);

  const status = me ? me.pipeline_status : profile.data?.pipeline_status;
  if (status === PIPELINE_IN_PROGRESS) return <ContinueApplication />;
  // Wait for the first answer only: a failed fetch lets the page through (it reports the problem
  // itself), and the page's own refetch must not swap it back for the loader.
  if (!me && !profile.isFetched) return <PageLoader />;
  return <Outlet />;
}

function ContinueApplication() {
  const navigate = useNavigate();
  useEffect(() => {
    const controller = new AbortController();
    continueApplicationPath(controller.signal).then((target) => {
      if (!controller.signal.aborted) navigate(target, { replace: true });
    });
    return () => controller.abort();
  }, [navigate]);
  return <PageLoader />;
}
