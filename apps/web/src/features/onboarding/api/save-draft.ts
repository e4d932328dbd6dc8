import { apiPaths, type OnboardingDraft, type OnboardingDraftSaved } from '@roadhire/shared';
import { apiRequest } from '../../../lib/api-client';

/** Drops undefined values so the body matches OnboardingDraftSchema exactly. */
export const defined = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * Saves the step shown and the answers so far, based on the draft version they were typed on
 * (decisions 007 and 010); answers the new version, or fails with 409 when the server holds a newer one.
 */
export function saveDraft(
  applicationId: number,
  draft: OnboardingDraft,
  { keepalive = false } = {},
): Promise<OnboardingDraftSaved> {
  return apiRequest(apiPaths.onboardingDraft(applicationId), { method: 'PUT', body: defined(draft), keepalive });
}
