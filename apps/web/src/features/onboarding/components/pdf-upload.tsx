import { Input, Text } from '@mantine/core';
import { messages } from '@roadhire/shared';
import { type ChangeEvent, useId } from 'react';
import { PdfFileInput } from '../../../components/pdf-file-input';
import { pdfFileRefusal } from '../../../lib/pdf-file';

const d = messages.onboarding.documents;

/**
 * A real file input with its visible label (phones open their own picker). Checks the file is a
 * PDF (else `onRefused(notPdfText)`) and not too large before handing it on.
 */
export function PdfUpload({
  label,
  notPdfText,
  busy = false,
  onFile,
  onRefused,
}: {
  label: string;
  notPdfText: string;
  busy?: boolean;
  onFile: (file: File) => void;
  onRefused: (message: string) => void;
}) {
  const inputId = useId();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file can be picked again after a refusal or a delete.
    input.value = '';
    if (!file) return;
    const refusal = pdfFileRefusal(file, notPdfText);
    if (refusal) onRefused(refusal);
    else onFile(file);
  };
  return (
    <Input.Wrapper label={label} description={d.hint} id={inputId}>
      <PdfFileInput id={inputId} onChange={pick} disabled={busy} />
      {busy && (
        <Text size="sm" role="status" mt={4}>
          {d.uploading}
        </Text>
      )}
    </Input.Wrapper>
  );
}
