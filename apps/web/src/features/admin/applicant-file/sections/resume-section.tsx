import { Anchor, Text } from '@mantine/core';
import type { AdminApplicantFile } from '@roadhire/shared';
import { FileSection } from '../components/file-section';
import { fileTexts } from '../texts';

/** SPEC §3: the resume opens at /uploads/resumes/{filename}. */
export function ResumeSection({ resume }: { resume: AdminApplicantFile['application']['resume'] }) {
  return (
    <FileSection title={fileTexts.sections.resume}>
      {resume ? (
        <Anchor href={resume.url} target="_blank" rel="noopener noreferrer">
          {fileTexts.resume.open(resume.original_name)}
        </Anchor>
      ) : (
        <Text c="dimmed">{fileTexts.resume.none}</Text>
      )}
    </FileSection>
  );
}
