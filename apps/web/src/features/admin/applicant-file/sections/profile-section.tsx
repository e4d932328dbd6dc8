import type { AdminApplicantFile } from '@roadhire/shared';
import { messages } from '@roadhire/shared';
import { EmailLink, PhoneLink } from '../../shared/contact-links';
import { dateAnswer } from '../components/answers';
import { FieldList } from '../components/field-list';
import { FileSection } from '../components/file-section';
import { fileTexts } from '../texts';

const f = messages.fields;
const t = fileTexts.profile;

/** The candidate's account profile as it stands today (SPEC §3 users). */
export function ProfileSection({ profile }: { profile: AdminApplicantFile['profile'] }) {
  return (
    <FileSection title={fileTexts.sections.profile}>
      <FieldList
        cols={3}
        fields={[
          { label: f.firstName, value: profile.first_name },
          { label: f.middleName, value: profile.mid_name },
          { label: f.lastName, value: profile.last_name },
          { label: f.email, value: <EmailLink email={profile.email} /> },
          { label: f.mobile, value: profile.mobile && <PhoneLink phone={profile.mobile} /> },
          { label: f.homePhone, value: profile.home_phone && <PhoneLink phone={profile.home_phone} /> },
          { label: f.gender, value: profile.gender },
          { label: f.dob, value: dateAnswer(profile.dob) },
          { label: f.address1, value: profile.address1 },
          { label: f.address2, value: profile.address2 },
          { label: f.city, value: profile.city },
          { label: f.province, value: profile.province },
          { label: f.country, value: profile.country },
          { label: f.postalCode, value: profile.postal_code },
          {
            label: t.pipelineStatus,
            value:
              profile.pipeline_status === null
                ? t.noActiveApplication
                : (t.pipelineStatuses[profile.pipeline_status] ?? String(profile.pipeline_status)),
          },
          { label: t.role, value: t.roles[profile.role] ?? String(profile.role) },
        ]}
      />
    </FileSection>
  );
}
