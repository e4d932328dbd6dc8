import { Title } from '@mantine/core';
import type { AdminApplicantFile } from '@roadhire/shared';
import { useT } from '../../../../lib/i18n/locale';
import { PhoneLink } from '../../shared/contact-links';
import { useAnswerFormat } from '../components/answers';
import { FieldList } from '../components/field-list';
import { FileSection } from '../components/file-section';

/** The apply form (SPEC §2 apply): who applied and every screening question, in the words asked. */
export function ScreeningSection({ application }: { application: AdminApplicantFile['application'] }) {
  const t = useT();
  const { flag: flagAnswer, date: dateAnswer } = useAnswerFormat();
  const s = application.screening;
  const felony = s.convicted_felony_7yrs === 1;
  const dui = s.convicted_dui_dwi === 1;
  return (
    <FileSection title={t('adminApplications.file.sections.screening')}>
      <Title order={3} size="h5">
        {t('apply.yourInformation')}
      </Title>
      <FieldList
        cols={3}
        fields={[
          { label: t('fields.firstName'), value: application.first_name },
          { label: t('fields.lastName'), value: application.last_name },
          { label: t('fields.mobile'), value: <PhoneLink phone={application.mobile} /> },
          {
            label: t('fields.homePhone'),
            value: application.home_phone && <PhoneLink phone={application.home_phone} />,
          },
          { label: t('fields.postalCode'), value: application.postal_code },
        ]}
      />
      <Title order={3} size="h5">
        {t('apply.screening')}
      </Title>
      <FieldList
        fields={[
          { label: t('apply.questions.is_over_21'), value: flagAnswer(s.is_over_21) },
          { label: t('apply.questions.has_class1_license'), value: flagAnswer(s.has_class1_license) },
          { label: t('apply.questions.has_twic_card'), value: flagAnswer(s.has_twic_card) },
          { label: t('apply.questions.eligible_fast_card'), value: flagAnswer(s.eligible_fast_card) },
          { label: t('apply.questions.has_1yr_experience'), value: flagAnswer(s.has_1yr_experience) },
          { label: t('apply.questions.live_in_canada'), value: flagAnswer(s.live_in_canada) },
          { label: t('apply.mountainYearsLabel'), value: String(s.mountain_experience_years) },
          { label: t('apply.questions.convicted_felony_7yrs'), value: flagAnswer(s.convicted_felony_7yrs) },
          ...(felony
            ? [
                { label: t('apply.felonyDateLabel'), value: dateAnswer(s.felony_date) },
                { label: t('apply.felonyDetailsLabel'), value: s.felony_details },
              ]
            : []),
          { label: t('apply.questions.convicted_dui_dwi'), value: flagAnswer(s.convicted_dui_dwi) },
          ...(dui
            ? [
                { label: t('apply.duiDateLabel'), value: dateAnswer(s.dui_date) },
                { label: t('apply.duiDetailsLabel'), value: s.dui_details },
              ]
            : []),
        ]}
      />
    </FileSection>
  );
}
