import { APPLICATION_STATUSES, RECRUITER_STAGES } from '@roadhire/shared';
import type { ApplicantsView } from './applicants-view';
import { applicantsTexts as t } from './texts';

// One status menu for two API filters: `status` takes an application status or a recruiter stage,
// and "Waiting for review" is `stage=submitted` (submitted, no recruiter has moved it yet).

const WAITING = 'waiting';
const labels = t.statusFilter;

export const statusChoices = [
  { value: '', label: labels.all },
  {
    group: t.statusGroups.application,
    items: APPLICATION_STATUSES.map((status) => ({ value: status, label: labels[status] })),
  },
  {
    group: t.statusGroups.stage,
    items: RECRUITER_STAGES.map((stage) =>
      stage === 'submitted' ? { value: WAITING, label: labels.waiting } : { value: stage, label: labels[stage] },
    ),
  },
];

/** The menu's value for a view. */
export function statusChoiceOf(view: ApplicantsView): string {
  if (view.status) return view.status;
  if (view.stage === 'submitted') return WAITING;
  return view.stage ?? '';
}

/** The filters a menu value stands for. */
export function statusFiltersFor(choice: string): ApplicantsView {
  if (choice === WAITING) return { status: undefined, stage: 'submitted' };
  return { status: choice || undefined, stage: undefined };
}
