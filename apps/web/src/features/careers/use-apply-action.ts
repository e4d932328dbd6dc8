import { PIPELINE_COMPLETED, PIPELINE_IN_PROGRESS } from '@roadhire/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { ApplyAction } from '../../components/positions/apply-action';
import { paths } from '../../config/paths';
import { continueApplicationPath } from '../../lib/api/get-latest-application';
import { isApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n/locale';
import { setPendingJobId } from '../../lib/pending-job';
import { clearSession, useSession } from '../../lib/session';
import { isTokenExpired } from '../../lib/session-token';
import { usePipelineStatus } from '../../lib/use-pipeline-status';
import { useApplicationCheck } from './api/check-application';
import { usePageLanguage } from './page-language';

/** SPEC §4 "Apply button on a position": its label by pipeline_status, and where it goes. */
export function useApplyAction(): ApplyAction {
  const navigate = useNavigate();
  const { token, userId } = useSession();
  const known = usePipelineStatus();
  const loggedIn = Boolean(token) && !isTokenExpired(token ?? '');
  const check = useApplicationCheck(userId, loggedIn);
  // A session ended elsewhere (Log out everywhere, a new password) is refused here first. The
  // careers pages are public: the visitor stays, signed out, instead of being sent to /login.
  const ended = isApiError(check.error) && check.error.status === 401;
  useEffect(() => {
    if (ended) clearSession();
  }, [ended]);
  // The cached profile (or, while the page is hydrated, the cookie the server drew it from) is the
  // first guess; the check answers for sure.
  const status = loggedIn && check.data ? check.data.pipeline_status : known;
  const t = useT();
  // Sign-up opens in the page's language, even from a link tapped before this code has run.
  const pageLanguage = usePageLanguage();
  const signUp = (jobId: number) =>
    paths.register.href({ redirect: paths.apply.href(jobId), lang: pageLanguage === 'en' ? undefined : pageLanguage });

  const apply = async (jobId: number) => {
    setPendingJobId(jobId);
    if (!loggedIn) return navigate(signUp(jobId));
    if (status !== PIPELINE_IN_PROGRESS) return navigate(paths.apply.href(jobId));
    const applicationId = check.data?.application_id;
    navigate(applicationId == null ? await continueApplicationPath() : paths.onboarding.href(applicationId));
  };

  // The same ways as links, for a page whose code has not run: the guard on /apply sends a driver
  // mid-application on to onboarding when the application is not known here yet.
  const href = (jobId: number) => {
    const applicationId = check.data?.application_id;
    if (status === PIPELINE_IN_PROGRESS && applicationId != null) return paths.onboarding.href(applicationId);
    if (status === PIPELINE_IN_PROGRESS || loggedIn) return paths.apply.href(jobId);
    return signUp(jobId);
  };

  if (status === PIPELINE_IN_PROGRESS)
    return { kind: 'continue', label: t('careers.continueApplication'), disabled: false, apply, href };
  if (status === PIPELINE_COMPLETED) return { kind: 'completed', label: t('careers.completed'), disabled: true, apply };
  return { kind: 'apply', label: t('careers.applyNow'), disabled: false, apply, href };
}
