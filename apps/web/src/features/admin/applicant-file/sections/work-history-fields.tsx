import { messages, WORK_HISTORY_SKILLS, type WorkHistoryRecord } from '@roadhire/shared';
import { EmailLink, PhoneLink } from '../../shared/contact-links';
import { dateAnswer } from '../components/answers';
import type { Field } from '../components/field-list';
import { fileTexts } from '../texts';

const s8 = messages.onboarding.step8;

// The fields each history type asks for (SPEC §2 step 8), labelled as the driver saw them.
const nameLabel: Partial<Record<WorkHistoryRecord['wh_type'], string>> = {
  Working: s8.employer,
  School: s8.school,
  'Driving School': s8.drivingSchool,
};

const place = (e: WorkHistoryRecord): Field[] => [
  { label: s8.city, value: e.wh_city },
  { label: s8.province, value: e.wh_province },
  { label: s8.country, value: e.wh_country },
];

const dates = (e: WorkHistoryRecord): Field[] => [
  { label: s8.dateFrom, value: dateAnswer(e.wh_datefrom) },
  { label: s8.dateTo, value: e.wh_status === 'Yes' ? fileTexts.workHistory.present : dateAnswer(e.wh_dateto) },
  { label: s8.stillActive, value: e.wh_status },
];

const vehicles = (e: WorkHistoryRecord): Field[] => [
  { label: s8.commVehicle, value: e.wh_comm_vehicle },
  ...(e.wh_comm_vehicle === 'Yes' ? [{ label: s8.commVehicleTypes, value: e.wh_comm_vehicle_types.join(', ') }] : []),
];

const skills = (e: WorkHistoryRecord) =>
  WORK_HISTORY_SKILLS.filter((skill) => e.wh_skills[skill])
    .map((skill) => s8.skillNames[skill])
    .join(', ') || fileTexts.workHistory.noSkills;

/** Every field an entry of this type holds. */
export function workHistoryFields(e: WorkHistoryRecord): Field[] {
  const name = nameLabel[e.wh_type];
  const named: Field[] = name ? [{ label: name, value: e.wh_name }] : [];
  switch (e.wh_type) {
    case 'Working':
      return [
        ...named,
        { label: s8.position, value: e.wh_position },
        { label: s8.address1, value: e.wh_address1 },
        { label: s8.address2, value: e.wh_address2 },
        ...place(e),
        { label: s8.postcode, value: e.wh_postcode },
        { label: s8.contactFirstName, value: e.wh_confname },
        { label: s8.contactLastName, value: e.wh_conlname },
        { label: s8.contactPosition, value: e.wh_contact_position },
        { label: s8.phone, value: e.wh_phone && <PhoneLink phone={e.wh_phone} /> },
        { label: s8.email, value: e.wh_email && <EmailLink email={e.wh_email} /> },
        ...dates(e),
        ...vehicles(e),
        { label: s8.terminated, value: e.wh_terminated },
        { label: s8.reason, value: e.wh_reason },
        { label: s8.safetySensitive, value: e.wh_safety_sensitive },
        { label: s8.transportRegulation, value: e.wh_transport_regulation },
        { label: s8.skills, value: skills(e) },
      ];
    case 'Unemployed':
      return [...dates(e), { label: s8.unemployedReason, value: e.wh_reason }];
    case 'School':
      return [
        ...named,
        ...place(e),
        ...dates(e),
        { label: s8.graduated, value: e.wh_graduated },
        { label: s8.gpa, value: e.wh_gpa },
      ];
    case 'Driving School':
      return [
        ...named,
        ...place(e),
        ...dates(e),
        { label: s8.graduated, value: e.wh_graduated },
        { label: s8.hours, value: e.wh_hours_of_instruction === null ? null : String(e.wh_hours_of_instruction) },
      ];
    case 'Military':
      return [
        { label: s8.branch, value: e.wh_branch_service },
        { label: s8.rank, value: e.wh_military_rank },
        ...dates(e),
        ...vehicles(e),
      ];
  }
}
