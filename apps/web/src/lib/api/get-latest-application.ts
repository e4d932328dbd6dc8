import { apiPaths, type LatestApplication } from '@roadhire/shared';
import { queryOptions } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { apiRequest } from '../api-client';

/** SPEC §4: where a candidate with an application in progress continues. */
export function getLatestApplication(signal?: AbortSignal): Promise<LatestApplication> {
  return apiRequest<LatestApplication>(apiPaths.latestApplication, { signal });
}

/** SPEC §4: onboarding of the latest application; if that call fails, the home page. */
export async function continueApplicationPath(signal?: AbortSignal): Promise<string> {
  try {
    const { application_id } = await getLatestApplication(signal);
    return paths.onboarding.href(application_id);
  } catch {
    return paths.home.href();
  }
}

export const latestApplicationQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['latest-application', userId],
    queryFn: ({ signal }) => getLatestApplication(signal),
    retry: false,
  });
