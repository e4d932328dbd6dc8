import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { usePageLanguage } from '../features/careers/page-language';
import { CareersPage } from '../features/careers/pages/careers-page';
import { LocaleScope } from '../lib/i18n/locale';
import { useVisitorFollowsPageLanguage } from '../lib/i18n/visitor-language';
import { AppLayout } from './layout/app-layout';
import { page } from './lazy-page';

const jobPage = page(
  () => import('../features/careers/pages/job-page'),
  (m) => m.JobPage,
);

/** The careers pages' frame, in the language of their address (decision 032). */
function CareersLayout() {
  const locale = usePageLanguage();
  useVisitorFollowsPageLanguage(locale);
  return (
    <LocaleScope locale={locale}>
      <AppLayout />
    </LocaleScope>
  );
}

/** The careers pages: the list and a job's page, which the server renders (decision 021). */
export const careersRoute: RouteObject = {
  element: <CareersLayout />,
  children: [
    { path: paths.home.pattern, element: <CareersPage /> },
    {
      path: paths.job.pattern,
      ...jobPage,
    },
    // Any other address under /jobs/ is a job's address that names none: the job's page says so.
    { path: paths.job.alsoAt, ...jobPage },
    // The French twins (decision 032): the same pages, in the language of their address.
    { path: paths.homeFr.pattern, element: <CareersPage /> },
    { path: paths.jobFr.pattern, ...jobPage },
    { path: paths.jobFr.alsoAt, ...jobPage },
  ],
};
