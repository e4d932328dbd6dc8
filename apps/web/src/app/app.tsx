import type { Locale } from '@roadhire/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { type MissingJob, MissingJobContext } from '../features/careers/missing-job';
import { RenderedPipelineStatusContext } from '../lib/use-pipeline-status';
import { AppProviders } from './providers';

/** The route table, under whichever router the page runs in (the browser's or the server's). */
function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The whole app inside a router: the browser's when it runs on a phone, a static one when the
 * server renders the careers pages. Both trees must be the same for hydration to take over.
 */
export function App({
  queryClient,
  Router,
  routes,
  renderedPipelineStatus = null,
  missingJob,
  locale,
}: {
  queryClient: QueryClient;
  Router: (props: { children: ReactNode }) => ReactNode;
  /** SPEC §2's table (`routes.tsx`). */
  routes: RouteObject[];
  /** The driver's pipeline_status the server drew the page for (decision 021). */
  renderedPipelineStatus?: number | null;
  /** Why the job's page the server drew shows no job. */
  missingJob?: MissingJob;
  /** The language the page is drawn in first: the server's, for a page it rendered. */
  locale?: Locale;
}) {
  return (
    <AppProviders queryClient={queryClient} locale={locale}>
      <RenderedPipelineStatusContext value={renderedPipelineStatus}>
        <MissingJobContext value={missingJob}>
          <Router>
            <AppRoutes routes={routes} />
          </Router>
        </MissingJobContext>
      </RenderedPipelineStatusContext>
    </AppProviders>
  );
}
