import { apiPaths, type ClientConfig } from '@roadhire/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

export function getClientConfig(signal?: AbortSignal): Promise<ClientConfig> {
  return apiRequest<ClientConfig>(apiPaths.clientConfig, { signal });
}

/** The brand (login side panel, Help modal) does not change while the app runs. */
export const clientConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['client-config'],
    queryFn: ({ signal }) => getClientConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useClientConfig = () => useQuery(clientConfigQueryOptions());
