import { type MessageId, WORK_HISTORY_SKILLS, type WorkHistoryRecord } from '@roadhire/shared';
import type { Translate } from '../../../../lib/i18n/locale';
import { EmailLink, PhoneLink } from '../../shared/contact-links';
import type { AnswerFormat } from '../components/answers';
import type { Field } from '../components/field-list';

/** What the fields below are written with: the page's words and its way of writing an answer. */
interface Words {
  t: Translate;
  format: AnswerFormat;
}

// The fields each history type asks for (SPEC §2 step 8), labelled as the driver saw them.
const nameLabel: Partial<Record<WorkHistoryRecord['wh_type'], MessageId>> = {
  Working: 'onboarding.step8.employer',
  School: 'onboarding.step8.school',
  'Driving School': 'onboarding.step8.drivingSchool',
};

/** SPEC §3 stores the words Yes and No; the file says them in the page's language. */
const yesNo = (t: Translate, value: string | null) =>
  value === 'Yes' ? t('onboarding.yes') : value === 'No' ? t('onboarding.no') : value;

const place = (e: WorkHistoryRecord, { t, format }: Words): Field[] => [
  { label: t('onboarding.step8.city'), value: e.wh_city },
  { label: t('onboarding.step8.province'), value: format.names.province(e.wh_province) },
  { label: t('onboarding.step8.country'), value: format.names.country(e.wh_country) },
];

const dates = (e: WorkHistoryRecord, { t, format }: Words): Field[] => [
  { label: t('onboarding.step8.dateFrom'), value: format.date(e.wh_datefrom) },
  {
    label: t('onboarding.step8.dateTo'),
    value: e.wh_status === 'Yes' ? t('adminApplications.file.workHistory.present') : format.date(e.wh_dateto),
  },
  { label: t('onboarding.step8.stillActive'), value: yesNo(t, e.wh_status) },
];

const vehicles = (e: WorkHistoryRecord, { t }: Words): Field[] => [
  { label: t('onboarding.step8.commVehicle'), value: yesNo(t, e.wh_comm_vehicle) },
  ...(e.wh_comm_vehicle === 'Yes'
    ? [{ label: t('onboarding.step8.commVehicleTypes'), value: e.wh_comm_vehicle_types.join(', ') }]
    : []),
];

const skills = (e: WorkHistoryRecord, t: Translate) =>
  WORK_HISTORY_SKILLS.filter((skill) => e.wh_skills[skill])
    .map((skill) => t(`onboarding.step8.skillNames.${skill}`))
    .join(', ') || t('adminApplications.file.workHistory.noSkills');

/** Every field an entry of this type holds. */
export function workHistoryFields(e: WorkHistoryRecord, words: Words): Field[] {
  const { t } = words;
  const name = nameLabel[e.wh_type];
  const named: Field[] = name ? [{ label: t(name), value: e.wh_name }] : [];
  switch (e.wh_type) {
    case 'Working':
      return [
        ...named,
        { label: t('onboarding.step8.position'), value: e.wh_position },
        { label: t('onboarding.step8.address1'), value: e.wh_address1 },
        { label: t('onboarding.step8.address2'), value: e.wh_address2 },
        ...place(e, words),
        { label: t('onboarding.step8.postcode'), value: e.wh_postcode },
        { label: t('onboarding.step8.contactFirstName'), value: e.wh_confname },
        { label: t('onboarding.step8.contactLastName'), value: e.wh_conlname },
        { label: t('onboarding.step8.contactPosition'), value: e.wh_contact_position },
        { label: t('onboarding.step8.phone'), value: e.wh_phone && <PhoneLink phone={e.wh_phone} /> },
        { label: t('onboarding.step8.email'), value: e.wh_email && <EmailLink email={e.wh_email} /> },
        ...dates(e, words),
        ...vehicles(e, words),
        { label: t('onboarding.step8.terminated'), value: yesNo(t, e.wh_terminated) },
        { label: t('onboarding.step8.reason'), value: e.wh_reason },
        { label: t('onboarding.step8.safetySensitive'), value: yesNo(t, e.wh_safety_sensitive) },
        { label: t('onboarding.step8.transportRegulation'), value: yesNo(t, e.wh_transport_regulation) },
        { label: t('onboarding.step8.skills'), value: skills(e, t) },
      ];
    case 'Unemployed':
      return [...dates(e, words), { label: t('onboarding.step8.unemployedReason'), value: e.wh_reason }];
    case 'School':
      return [
        ...named,
        ...place(e, words),
        ...dates(e, words),
        { label: t('onboarding.step8.graduated'), value: yesNo(t, e.wh_graduated) },
        { label: t('onboarding.step8.gpa'), value: e.wh_gpa },
      ];
    case 'Driving School':
      return [
        ...named,
        ...place(e, words),
        ...dates(e, words),
        { label: t('onboarding.step8.graduated'), value: yesNo(t, e.wh_graduated) },
        {
          label: t('onboarding.step8.hours'),
          value: e.wh_hours_of_instruction === null ? null : String(e.wh_hours_of_instruction),
        },
      ];
    case 'Military':
      return [
        {
          label: t('onboarding.step8.branch'),
          value: e.wh_branch_service && t(`onboarding.step8.branchNames.${e.wh_branch_service}` as MessageId),
        },
        { label: t('onboarding.step8.rank'), value: e.wh_military_rank },
        ...dates(e, words),
        ...vehicles(e, words),
      ];
  }
}
