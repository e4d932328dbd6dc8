import { Alert, Anchor, Input, Stack, Text } from '@mantine/core';
import type { ResumeUploadResponse } from '@roadhire/shared';
import { useEffect, useId, useState } from 'react';
import { PdfFileInput } from '../../../components/pdf-file-input';
import { isApiError } from '../../../lib/api-client';
import { useSayMessage, useT } from '../../../lib/i18n/locale';
import { usePdfPick } from '../../../lib/use-pdf-pick';
import { useUploadResume } from '../api/upload-resume';

/** The optional PDF resume (SPEC §2 Apply), or a photo of it: uploaded when picked, then linked for a look. */
export function ResumeUpload({
  uploaded,
  onUploaded,
  onBusyChange,
}: {
  uploaded: ResumeUploadResponse | null;
  onUploaded: (resume: ResumeUploadResponse | null) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const t = useT();
  // A picked file's refusal may come in English (too large); it is said in the page's language.
  const translate = useSayMessage();
  const inputId = useId();
  const upload = useUploadResume();
  const [problem, setProblem] = useState<string>();

  const refuse = (message: string) => {
    setProblem(message);
    onUploaded(null);
  };

  const send = (file: File) => {
    setProblem(undefined);
    upload.mutate(file, {
      onSuccess: (resume) => onUploaded(resume),
      onError: (error) =>
        refuse(t(isApiError(error) && error.status === 415 ? 'apply.resumePdfOnly' : 'apply.resumeFailed')),
    });
  };
  // A photo of a paper resume is made a PDF on the phone; the server keeps taking PDFs only (SPEC §2).
  const { pick, converting } = usePdfPick({
    notPdfText: t('apply.resumePdfOnly'),
    unreadableText: t('onboarding.documents.photoUnreadable'),
    onFile: send,
    onRefused: refuse,
  });
  const busy = converting || upload.isPending;
  // The application waits for the resume, from the photo's conversion to the upload's answer.
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  return (
    <Stack gap="xs">
      <Input.Wrapper label={t('apply.resumeLabel')} description={t('apply.resumeHint')} id={inputId}>
        <PdfFileInput id={inputId} onChange={pick} disabled={busy} photos />
      </Input.Wrapper>
      {busy && (
        <Text size="sm" role="status">
          {converting ? t('onboarding.documents.converting') : t('apply.resumeUploading')}
        </Text>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {translate(problem)}
        </Alert>
      )}
      {uploaded && !upload.isPending && (
        <Text size="sm">
          {t('apply.resumeUploaded')}{' '}
          <Anchor href={uploaded.url} target="_blank" rel="noopener noreferrer">
            {uploaded.originalName}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
