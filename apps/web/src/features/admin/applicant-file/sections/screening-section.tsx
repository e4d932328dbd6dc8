import { Title } from '@mantine/core';
import type { AdminApplicantFile } from '@roadhire/shared';
import { messages } from '@roadhire/shared';
import { PhoneLink } from '../../shared/contact-links';
import { dateAnswer, flagAnswer } from '../components/answers';
import { FieldList } from '../components/field-list';
import { FileSection } from '../components/file-section';
import { fileTexts } from '../texts';

const q = messages.apply.questions;
const a = messages.apply;
const f = messages.fields;

/** The apply form (SPEC §2 apply): who applied and every screening question, in the words asked. */
export function ScreeningSection({ application }: { application: AdminApplicantFile['application'] }) {
  const s = application.screening;
  const felony = s.convicted_felony_7yrs === 1;
  const dui = s.convicted_dui_dwi === 1;
  return (
    <FileSection title={fileTexts.sections.screening}>
      <Title order={3} size="h5">
        {a.yourInformation}
      </Title>
      <FieldList
        cols={3}
        fields={[
          { label: f.firstName, value: application.first_name },
          { label: f.lastName, value: application.last_name },
          { label: f.mobile, value: <PhoneLink phone={application.mobile} /> },
          { label: f.homePhone, value: application.home_phone && <PhoneLink phone={application.home_phone} /> },
          { label: f.postalCode, value: application.postal_code },
        ]}
      />
      <Title order={3} size="h5">
        {a.screening}
      </Title>
      <FieldList
        fields={[
          { label: q.is_over_21, value: flagAnswer(s.is_over_21) },
          { label: q.has_class1_license, value: flagAnswer(s.has_class1_license) },
          { label: q.has_twic_card, value: flagAnswer(s.has_twic_card) },
          { label: q.eligible_fast_card, value: flagAnswer(s.eligible_fast_card) },
          { label: q.has_1yr_experience, value: flagAnswer(s.has_1yr_experience) },
          { label: q.live_in_canada, value: flagAnswer(s.live_in_canada) },
          { label: a.mountainYearsLabel, value: String(s.mountain_experience_years) },
          { label: q.convicted_felony_7yrs, value: flagAnswer(s.convicted_felony_7yrs) },
          ...(felony
            ? [
                { label: a.felonyDateLabel, value: dateAnswer(s.felony_date) },
                { label: a.felonyDetailsLabel, value: s.felony_details },
              ]
            : []),
          { label: q.convicted_dui_dwi, value: flagAnswer(s.convicted_dui_dwi) },
          ...(dui
            ? [
                { label: a.duiDateLabel, value: dateAnswer(s.dui_date) },
                { label: a.duiDetailsLabel, value: s.dui_details },
              ]
            : []),
        ]}
      />
    </FileSection>
  );
}
