import {
  type DraftWorkHistory,
  MILITARY_BRANCHES,
  WORK_HISTORY_TYPES,
  type WorkHistoryCreateInput,
  type WorkHistoryEntryInput,
  type WorkHistoryRecord,
} from '@roadhire/shared';
import type { Translate } from '../../lib/i18n/locale';

/** The step 8 form holds every answer as text; the shared schemas take hours of instruction as a number. */
export function toEntryInput(entry: DraftWorkHistory): WorkHistoryEntryInput & { entry_key: string } {
  const { wh_hours_of_instruction: hours, wh_type: type, wh_status: status, ...rest } = entry;
  return {
    ...rest,
    wh_type: type as WorkHistoryEntryInput['wh_type'],
    wh_status: status === 'Yes' ? 'Yes' : 'No',
    wh_hours_of_instruction: hours ? (Number(hours) as WorkHistoryCreateInput['wh_hours_of_instruction']) : null,
  };
}

type Summarised = Pick<
  WorkHistoryRecord,
  'wh_type' | 'wh_name' | 'wh_position' | 'wh_branch_service' | 'wh_military_rank' | 'wh_datefrom' | 'wh_status'
> & { wh_dateto: string | null };

const isType = (value: string): value is (typeof WORK_HISTORY_TYPES)[number] =>
  (WORK_HISTORY_TYPES as readonly string[]).includes(value);
const isBranch = (value: string): value is (typeof MILITARY_BRANCHES)[number] =>
  (MILITARY_BRANCHES as readonly string[]).includes(value);

/** A history type as the driver reads it; the stored value (SPEC §3) when it is not one of the list. */
export const workHistoryTypeName = (t: Translate, type: string) =>
  isType(type) ? t(`onboarding.step8.typeNames.${type}`) : type;

/** A military branch as the driver reads it; the stored value when it is not one of the list. */
export const militaryBranchName = (t: Translate, branch: string) =>
  isBranch(branch) ? t(`onboarding.step8.branchNames.${branch}`) : branch;

/** One line naming an entry in the page's language: its type, where or what, and its dates. */
export function describeEntry(entry: Summarised | DraftWorkHistory, t: Translate): { heading: string; dates: string } {
  const where =
    entry.wh_type === 'Military'
      ? [entry.wh_branch_service && militaryBranchName(t, entry.wh_branch_service), entry.wh_military_rank]
      : [entry.wh_name, entry.wh_type === 'Working' ? entry.wh_position : null];
  const heading = [workHistoryTypeName(t, entry.wh_type), ...where.filter((part) => part)].join(' — ');
  const end = entry.wh_status === 'Yes' || !entry.wh_dateto ? t('onboarding.step9.present') : entry.wh_dateto;
  return { heading, dates: t('onboarding.step9.period', { from: entry.wh_datefrom, to: end }) };
}
