import {
  type DraftWorkHistory,
  messages,
  type WorkHistoryCreateInput,
  type WorkHistoryEntryInput,
  type WorkHistoryRecord,
} from '@roadhire/shared';

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

/** One line naming an entry: its type, where or what, and its dates. */
export function describeEntry(entry: Summarised | DraftWorkHistory): { heading: string; dates: string } {
  const where =
    entry.wh_type === 'Military'
      ? [entry.wh_branch_service, entry.wh_military_rank]
      : [entry.wh_name, entry.wh_type === 'Working' ? entry.wh_position : null];
  const heading = [entry.wh_type, ...where.filter((part) => part)].join(' — ');
  const end = entry.wh_status === 'Yes' || !entry.wh_dateto ? messages.onboarding.step9.present : entry.wh_dateto;
  return { heading, dates: `${entry.wh_datefrom} – ${end}` };
}
