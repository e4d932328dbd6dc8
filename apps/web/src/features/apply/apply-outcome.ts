import { type ApplyResponse, messages, PIPELINE_COMPLETED, PIPELINE_IN_PROGRESS } from '@roadhire/shared';
import { paths } from '../../config/paths';
import { noticeState, type RouteNotice } from '../../lib/route-notice';

/**
 * SPEC §4 "Submitting the apply form": 2 goes on to onboarding with a success alert, 3 says the
 * candidate already completed one and goes home, anything else shows the message (or a default
 * success text) and goes on to onboarding.
 */
export function applyOutcome(response: ApplyResponse): { to: string; state: RouteNotice } {
  if (response.pipeline_status === PIPELINE_COMPLETED) {
    return { to: paths.home.href(), state: noticeState(messages.apply.alreadyCompleted) };
  }
  const text = response.pipeline_status === PIPELINE_IN_PROGRESS ? response.message : response.message.trim();
  return {
    to: paths.onboarding.href(response.application_id),
    state: noticeState(text || messages.apply.started, 'success'),
  };
}
