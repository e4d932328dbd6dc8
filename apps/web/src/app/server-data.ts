import type { ClientConfig, Locale, OpenPosition } from '@roadhire/shared';
import type { QueryClient } from '@tanstack/react-query';
import { openPositionsQueryOptions } from '../features/careers/api/get-open-positions';
import type { MissingJob } from '../features/careers/missing-job';
import { clientConfigQueryOptions } from '../lib/api/get-client-config';
import { openPositionQueryOptions } from '../lib/api/get-open-position';

/** What the server read to render a careers page, handed to the browser with the HTML. */
export interface ServerData {
  positions: OpenPosition[];
  clientConfig: ClientConfig;
  /** The driver's pipeline_status the request's cookie told (in progress or completed), or null. */
  pipelineStatus: number | null;
  /** On a job's page whose job is not open: closed or expired (410), or never existed (404). */
  missingJob?: MissingJob;
  /** The language the page was drawn in (decision 032); the browser takes it over in the same. */
  locale?: Locale;
}

/** The element the server writes the data into: JSON in a data block, which no CSP treats as script. */
export const SERVER_DATA_ID = 'server-data';

/** Fills the cache with what the page was rendered from, so the first render matches the HTML. */
export function seedServerData(queryClient: QueryClient, data: ServerData): void {
  queryClient.setQueryData(openPositionsQueryOptions().queryKey, data.positions);
  // The sign-up page names the job applied for (`redirect=/apply/{id}`): known before the code runs.
  for (const position of data.positions)
    queryClient.setQueryData(openPositionQueryOptions(position.p_id).queryKey, position);
  queryClient.setQueryData(clientConfigQueryOptions().queryKey, data.clientConfig);
}

/** The data a server-rendered page carries, or nothing on a page the browser renders alone. */
export function readServerData(document: Document): ServerData | undefined {
  const text = document.getElementById(SERVER_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerData) : undefined;
}
