import { APPLICATION_STATUSES, RECRUITER_STAGES } from '@roadhire/shared';
import type { Translate } from '../../../lib/i18n/locale';
import type { ApplicantsView } from './applicants-view';

// One status menu for two API filters: `status` takes an application status or a recruiter stage,
// and "Waiting for review" is `stage=submitted` (submitted, no recruiter has moved it yet).

const WAITING = 'waiting';

/** The menu's choices, in the page's language. */
export const statusChoicesIn = (t: Translate) => [
  { value: '', label: t('adminApplications.list.statusFilter.all') },
  {
    group: t('adminApplications.list.statusGroups.application'),
    items: APPLICATION_STATUSES.map((status) => ({
      value: status,
      label: t(`adminApplications.list.statusFilter.${status}`),
    })),
  },
  {
    group: t('adminApplications.list.statusGroups.stage'),
    items: RECRUITER_STAGES.map((stage) =>
      stage === 'submitted'
        ? { value: WAITING, label: t('adminApplications.list.statusFilter.waiting') }
        : { value: stage, label: t(`adminApplications.list.statusFilter.${stage}`) },
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
