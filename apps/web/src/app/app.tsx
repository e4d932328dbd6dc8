import './styles';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useRoutes } from 'react-router';
import { RenderedPipelineStatusContext } from '../lib/use-pipeline-status';
import { AppProviders } from './providers';
import { routes } from './routes';

/** The route table, under whichever router the page runs in (the browser's or the server's). */
function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The whole app inside a router: the browser's when it runs on a phone, a static one when the
 * server renders the careers pages. Both trees must be the same for hydration to take over.
 */
export function App({
  queryClient,
  Router,
  renderedPipelineStatus = null,
}: {
  queryClient: QueryClient;
  Router: (props: { children: ReactNode }) => ReactNode;
  /** The driver's pipeline_status the server drew the page for (decision 021). */
  renderedPipelineStatus?: number | null;
}) {
  return (
    <AppProviders queryClient={queryClient}>
      <RenderedPipelineStatusContext value={renderedPipelineStatus}>
        <Router>
          <AppRoutes />
        </Router>
      </RenderedPipelineStatusContext>
    </AppProviders>
  );
}
