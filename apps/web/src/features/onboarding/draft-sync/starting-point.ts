import type { OnboardingState } from '@roadhire/shared';
import { takeLocalDraft } from '../../../lib/local-drafts';
import type { OnboardingValues } from '../step-contract';
import { type DraftConflict, normalised } from './draft-sync';
import { mergeDrafts } from './merge-drafts';

export interface StartingPoint {
  values: OnboardingValues;
  step: number;
  version: number;
  /** The server's answers: what this window's changes are measured against. */
  base: OnboardingValues;
  dirty: boolean;
  conflict?: DraftConflict;
}

/**
 * Decision 010: the form starts from the server's answers as they are now (never a cached copy),
 * with what this browser typed and did not send yet on top: as it was when the server has not
 * moved since, merged with the newer server answers when it has.
 */
export function startingPoint(
  state: OnboardingState,
  userId: number,
  prefill: Partial<OnboardingValues>,
): StartingPoint {
  const base = normalised(state.data);
  const server = { values: state.data ? base : normalised({ ...prefill }), step: state.step, version: state.version };
  const local = takeLocalDraft<OnboardingValues>(userId, state.application_id);
  if (!local) return { ...server, base, dirty: false };
  if (local.baseVersion === state.version) {
    return { ...server, values: normalised(local.data), step: local.step, base, dirty: true };
  }
  const { merged, conflicts, keptMine } = mergeDrafts(normalised(local.base), normalised(local.data), base);
  const told = keptMine || Object.keys(conflicts).length > 0;
  return {
    ...server,
    values: merged,
    base,
    dirty: keptMine,
    conflict: told ? { conflicts, keptMine } : undefined,
  };
}
