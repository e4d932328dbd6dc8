import { Anchor, Text } from '@mantine/core';
import type { AdminApplicantFile } from '@roadhire/shared';
import { useT } from '../../../../lib/i18n/locale';
import { FileSection } from '../components/file-section';

/** SPEC §3: the resume opens at /uploads/resumes/{filename}, through the signed link the file carries. */
export function ResumeSection({ resume }: { resume: AdminApplicantFile['application']['resume'] }) {
  const t = useT();
  return (
    <FileSection title={t('adminApplications.file.sections.resume')}>
      {resume ? (
        <Anchor href={resume.url} target="_blank" rel="noopener noreferrer">
          {t('adminApplications.file.resume.open', { name: resume.original_name })}
        </Anchor>
      ) : (
        <Text c="dimmed">{t('adminApplications.file.resume.none')}</Text>
      )}
    </FileSection>
  );
}
