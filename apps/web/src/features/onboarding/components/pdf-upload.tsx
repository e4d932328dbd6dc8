import { Input, Text } from '@mantine/core';
import { messages } from '@roadhire/shared';
import { type ChangeEvent, useId, useState } from 'react';
import { PdfFileInput } from '../../../components/pdf-file-input';
import { pdfFileRefusal } from '../../../lib/pdf-file';
import { isPhoto, PhotoUnreadableError, photoToPdf } from '../../../lib/photo-to-pdf';

const d = messages.onboarding.documents;

/**
 * A real file input with its visible label (phones open their own picker, with the camera). A photo
 * is made into a PDF here, before it is handed on; then the file must be a PDF (else
 * `onRefused(notPdfText)`) and not too large.
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
  const [converting, setConverting] = useState(false);
  const handOn = (file: File) => {
    const refusal = pdfFileRefusal(file, notPdfText);
    if (refusal) onRefused(refusal);
    else onFile(file);
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file can be picked again after a refusal or a delete.
    input.value = '';
    if (!file) return;
    if (!isPhoto(file)) return handOn(file);
    setConverting(true);
    photoToPdf(file)
      .then(handOn, (error: unknown) => {
        if (!(error instanceof PhotoUnreadableError))
          console.error('Documents: a photo could not be made a PDF', error);
        onRefused(d.photoUnreadable);
      })
      .finally(() => setConverting(false));
  };
  return (
    <Input.Wrapper label={label} description={d.hint} id={inputId}>
      <PdfFileInput id={inputId} onChange={pick} disabled={busy || converting} photos />
      {(busy || converting) && (
        <Text size="sm" role="status" mt={4}>
          {converting ? d.converting : d.uploading}
        </Text>
      )}
    </Input.Wrapper>
  );
}
