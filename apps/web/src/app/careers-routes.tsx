import { Outlet, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { CareersPage } from '../features/careers/pages/careers-page';
import { AppLayout } from './layout/app-layout';
import { page } from './lazy-page';

/** The careers pages: the list and a job's page, which the server renders (decision 021). */
export const careersRoute: RouteObject = {
  element: <AppLayout />,
  children: [
    { path: paths.home.pattern, element: <CareersPage /> },
    {
      path: paths.job.pattern,
      ...page(
        () => import('../features/careers/pages/job-page'),
        (m) => m.JobPage,
      ),
    },
  ],
};

/**
 * The table's root, the same in every build: the careers pages' own build (decision 025) hydrates
 * the server's HTML with a table of this root and the careers pages alone.
 */
export const rootRoute = (children: RouteObject[]): RouteObject[] => [{ element: <Outlet />, children }];
