import { Alert, Stack } from '@mantine/core';
import type { AdminApplicantFile } from '@roadhire/shared';
import { useCan } from '../../../../lib/api/get-admin-me';
import { useT } from '../../../../lib/i18n/locale';
import { AddressSection } from '../sections/address-section';
import { DocumentsSection } from '../sections/documents-section';
import { DriverMailSection } from '../sections/driver-mail-section';
import { EducationSection } from '../sections/education-section';
import { EmploymentCoverageSection } from '../sections/employment-coverage-section';
import { EquipmentSection } from '../sections/equipment-section';
import { LicenceQuestionsSection } from '../sections/licence-questions-section';
import { LicencesSection } from '../sections/licences-section';
import { OtherApplicationsSection } from '../sections/other-applications-section';
import { ProfileSection } from '../sections/profile-section';
import { QualificationsSection } from '../sections/qualifications-section';
import { RegionsSection } from '../sections/regions-section';
import { ResumeSection } from '../sections/resume-section';
import { ScreeningSection } from '../sections/screening-section';
import { SignatureSection } from '../sections/signature-section';
import { VerificationsSection } from '../sections/verifications/verifications-section';
import { WorkHistorySection } from '../sections/work-history-section';

/**
 * The driver's file in the order they filled it in: apply, then the nine onboarding steps. Parts of
 * onboarding the driver has not reached are left out, with one line saying so.
 */
export function FileBody({ file }: { file: AdminApplicantFile }) {
  const t = useT();
  // The previous-employer checks are the investigation file's (49 CFR 391.53).
  const canInvestigate = useCan('investigations');
  const { application, onboarding_form: form, qualifications: answers } = file;
  const hasLicences = file.licenses.primary !== null || file.licenses.others.length > 0;
  const incomplete = application.status !== 'submitted' || form === null || answers === null;
  return (
    <Stack gap="md">
      {incomplete && (
        <Alert color="yellow" variant="light" role="note">
          {t('adminApplications.file.notCompleted')}
        </Alert>
      )}
      <ProfileSection profile={file.profile} />
      <ScreeningSection application={application} />
      <ResumeSection resume={application.resume} />
      {form && <AddressSection form={form} />}
      {(hasLicences || !incomplete) && <LicencesSection licenses={file.licenses} />}
      {answers && (
        <>
          <QualificationsSection answers={answers} documents={file.documents} />
          <LicenceQuestionsSection answers={answers} />
          <EducationSection answers={answers} />
          <RegionsSection answers={answers} />
          <EquipmentSection answers={answers} />
        </>
      )}
      {(file.work_history.length > 0 || !incomplete) && (
        <>
          <WorkHistorySection entries={file.work_history} />
          <EmploymentCoverageSection coverage={file.employment_coverage} />
        </>
      )}
      <DocumentsSection documents={file.documents} />
      <SignatureSection applicationId={application.id} signature={file.signature} />
      {canInvestigate && application.status === 'submitted' && <VerificationsSection applicationId={application.id} />}
      <OtherApplicationsSection others={file.other_applications} />
      <DriverMailSection userId={file.profile.id} />
    </Stack>
  );
}
