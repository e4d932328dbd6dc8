import { type ApplyResponse, type Locale, PIPELINE_COMPLETED } from '@roadhire/shared';
import { homePathIn, paths } from '../../config/paths';
import type { Translate } from '../../lib/i18n/locale';
import { noticeState, type RouteNotice } from '../../lib/route-notice';

/**
 * SPEC §4 "Submitting the apply form": 2 goes on to onboarding with a success alert, 3 says the
 * candidate already completed one and goes home, anything else shows the message (or a default
 * success text) and goes on to onboarding.
 */
export function applyOutcome(
  response: ApplyResponse,
  { t, locale }: { t: Translate; locale: Locale },
): { to: string; state: RouteNotice } {
  if (response.pipeline_status === PIPELINE_COMPLETED) {
    return { to: homePathIn(locale), state: noticeState(t('apply.alreadyCompleted')) };
  }
  // 2 shows the server's message; so does any other answer that has one.
  return {
    to: paths.onboarding.href(response.application_id),
    state: noticeState(response.message.trim() || t('apply.started'), 'success'),
  };
}
