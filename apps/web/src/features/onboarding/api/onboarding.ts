import { apiPaths, type OnboardingDraft, type OnboardingState } from '@roadhire/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Where to resume and the answers so far (DESIGN, decision 007). */
export const onboardingQueryOptions = (applicationId: number) =>
  queryOptions({
    queryKey: ['onboarding', applicationId],
    queryFn: ({ signal }) => apiRequest<OnboardingState>(apiPaths.onboarding(applicationId), { signal }),
    retry: false,
    // The form holds the answers from here on; a refetch must not reset it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

/** Drops undefined values so the body matches OnboardingDraftSchema exactly. */
function defined<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Saves the step shown and the answers so far (decision 007). */
export function saveDraft(applicationId: number, draft: OnboardingDraft): Promise<unknown> {
  return apiRequest(apiPaths.onboardingDraft(applicationId), { method: 'PUT', body: defined(draft) });
}

/** SPEC §4: cancelling the application (after confirmation). */
export function cancelApplication(applicationId: number): Promise<unknown> {
  return apiRequest(apiPaths.cancelApplication(applicationId), { method: 'DELETE' });
}
