import { apiPaths, type OnboardingDraft } from '@roadhire/shared';
import { apiRequest } from '../../../lib/api-client';

/** Drops undefined values so the body matches OnboardingDraftSchema exactly. */
const defined = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Saves the step shown and the answers so far (decision 007). */
export function saveDraft(applicationId: number, draft: OnboardingDraft): Promise<unknown> {
  return apiRequest(apiPaths.onboardingDraft(applicationId), { method: 'PUT', body: defined(draft) });
}
