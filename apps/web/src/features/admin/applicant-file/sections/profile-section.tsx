import type { AdminApplicantFile } from '@roadhire/shared';
import { genderName } from '../../../../lib/i18n/gender-name';
import { useT } from '../../../../lib/i18n/locale';
import { EmailLink, PhoneLink } from '../../shared/contact-links';
import { useAnswerFormat } from '../components/answers';
import { FieldList } from '../components/field-list';
import { FileSection } from '../components/file-section';

/** The candidate's account profile as it stands today (SPEC §3 users). */
export function ProfileSection({ profile }: { profile: AdminApplicantFile['profile'] }) {
  const t = useT();
  const { date: dateAnswer, names } = useAnswerFormat();
  const { pipeline_status: pipeline, role } = profile;
  return (
    <FileSection title={t('adminApplications.file.sections.profile')}>
      <FieldList
        cols={3}
        fields={[
          { label: t('fields.firstName'), value: profile.first_name },
          { label: t('fields.middleName'), value: profile.mid_name },
          { label: t('fields.lastName'), value: profile.last_name },
          { label: t('fields.email'), value: <EmailLink email={profile.email} /> },
          { label: t('fields.mobile'), value: profile.mobile && <PhoneLink phone={profile.mobile} /> },
          { label: t('fields.homePhone'), value: profile.home_phone && <PhoneLink phone={profile.home_phone} /> },
          { label: t('fields.gender'), value: profile.gender && genderName(t, profile.gender) },
          { label: t('fields.dob'), value: dateAnswer(profile.dob) },
          { label: t('fields.address1'), value: profile.address1 },
          { label: t('fields.address2'), value: profile.address2 },
          { label: t('fields.city'), value: profile.city },
          { label: t('fields.province'), value: names.province(profile.province) },
          { label: t('fields.country'), value: names.country(profile.country) },
          { label: t('fields.postalCode'), value: profile.postal_code },
          {
            label: t('adminApplications.file.profile.pipelineStatus'),
            value:
              pipeline === null
                ? t('adminApplications.file.profile.noActiveApplication')
                : pipeline === 2 || pipeline === 3
                  ? t(`adminApplications.file.profile.pipelineStatuses.${pipeline}`)
                  : String(pipeline),
          },
          {
            label: t('adminApplications.file.profile.role'),
            value: role === 1 || role === 2 ? t(`adminApplications.file.profile.roles.${role}`) : String(role),
          },
        ]}
      />
    </FileSection>
  );
}
