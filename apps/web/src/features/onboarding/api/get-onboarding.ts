import { apiPaths, type OnboardingState } from '@roadhire/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Where to resume and the answers so far (DESIGN, decision 007). */
export function getOnboarding(applicationId: number, signal?: AbortSignal): Promise<OnboardingState> {
  return apiRequest<OnboardingState>(apiPaths.onboarding(applicationId), { signal });
}

export const onboardingQueryOptions = (applicationId: number) =>
  queryOptions({
    queryKey: ['onboarding', applicationId],
    queryFn: ({ signal }) => getOnboarding(applicationId, signal),
    retry: false,
    // The form holds the answers from here on; a refetch must not reset it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
