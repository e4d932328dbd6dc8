// Must stay the first import: see the module.
import './lib/zod-without-eval';
import { loadCatalogue } from '@roadhire/shared';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { createQueryClient } from './app/providers';
import { routes } from './app/routes';
import { type ServerData, seedServerData } from './app/server-data';

export type { ServerData } from './app/server-data';
export { SERVER_DATA_ID } from './app/server-data';

/**
 * Renders a careers page (the list or a job's page) to HTML for `#root`, the way the browser will
 * draw it first: nobody signed in (but the look of a driver mid-application or done, when the cookie
 * says so), the cache holding `data`. Waits for every lazy part, so the HTML
 * is complete.
 */
export async function renderPage(url: string, data: ServerData): Promise<string> {
  const queryClient = createQueryClient();
  seedServerData(queryClient, data);
  await loadCatalogue(data.locale ?? 'en');
  const Router = ({ children }: { children: React.ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App
        queryClient={queryClient}
        Router={Router}
        routes={routes}
        renderedPipelineStatus={data.pipelineStatus}
        missingJob={data.missingJob}
        locale={data.locale}
      />
    </StrictMode>,
    // Every part written in place: a part sent later is put in by an inline script, which the CSP
    // forbids and a page without JavaScript never runs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude)
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  queryClient.clear();
  return html + decoder.decode();
}
