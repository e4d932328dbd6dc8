import { Alert, Anchor, Input, Stack, Text } from '@mantine/core';
import { apiPaths, messages, type ResumeUploadResponse } from '@roadhire/shared';
import { type ChangeEvent, useId, useState } from 'react';
import { PdfFileInput } from '../../../components/pdf-file-input';
import { isApiError } from '../../../lib/api-client';
import { pdfFileRefusal } from '../../../lib/pdf-file';
import { useUploadResume } from '../api/upload-resume';

/** The optional PDF resume (SPEC §2 Apply): uploaded when picked, then linked for a look. */
export function ResumeUpload({
  uploaded,
  onUploaded,
  onBusyChange,
}: {
  uploaded: ResumeUploadResponse | null;
  onUploaded: (resume: ResumeUploadResponse | null) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const inputId = useId();
  const upload = useUploadResume();
  const [problem, setProblem] = useState<string>();

  const refuse = (message: string) => {
    setProblem(message);
    onUploaded(null);
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    const refusal = pdfFileRefusal(file, messages.apply.resumePdfOnly);
    if (refusal) return refuse(refusal);
    setProblem(undefined);
    onBusyChange(true);
    upload.mutate(file, {
      onSuccess: (resume) => onUploaded(resume),
      onError: (error) =>
        refuse(isApiError(error) && error.status === 415 ? messages.apply.resumePdfOnly : messages.apply.resumeFailed),
      onSettled: () => onBusyChange(false),
    });
  };

  return (
    <Stack gap="xs">
      <Input.Wrapper label={messages.apply.resumeLabel} description={messages.apply.resumeHint} id={inputId}>
        <PdfFileInput id={inputId} onChange={pick} />
      </Input.Wrapper>
      {upload.isPending && (
        <Text size="sm" role="status">
          {messages.apply.resumeUploading}
        </Text>
      )}
      {problem && <Alert color="red">{problem}</Alert>}
      {uploaded && !upload.isPending && (
        <Text size="sm">
          {messages.apply.resumeUploaded}{' '}
          <Anchor href={apiPaths.resumeFile(uploaded.filename)} target="_blank" rel="noopener noreferrer">
            {uploaded.originalName}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
