import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useClientConfig } from '../../lib/api/get-client-config';

/** How long 'Onboarding completed!' shows before the candidate is sent on. */
export const COMPLETED_REDIRECT_DELAY_MS = 1200;

/** SPEC §4, §8: after 'Onboarding completed!' the candidate goes to the HR site, or to our own page without one. */
export function useCompletedRedirect(completed: boolean) {
  const config = useClientConfig();
  const navigate = useNavigate();
  const hrSiteUrl = config.data?.hrSiteUrl ?? null;
  useEffect(() => {
    // Wait for the client config, so a slow answer does not skip the HR site.
    if (!completed || config.isPending) return;
    const timer = window.setTimeout(() => {
      if (hrSiteUrl) window.location.assign(hrSiteUrl);
      else navigate(paths.applicationReceived.href(), { replace: true });
    }, COMPLETED_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [completed, config.isPending, hrSiteUrl, navigate]);
}
