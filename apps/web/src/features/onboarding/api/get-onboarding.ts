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
    // Decision 010: opening onboarding (Back, Continue Application, a reload) always asks the server;
    // the page builds its form once from that answer and keeps it in step with saves itself.
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
