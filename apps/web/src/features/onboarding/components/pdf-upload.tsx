import { Input, Text } from '@mantine/core';
import { messages } from '@roadhire/shared';
import { useId } from 'react';
import { PdfFileInput } from '../../../components/pdf-file-input';
import { usePdfPick } from '../../../lib/use-pdf-pick';

const d = messages.onboarding.documents;

/**
 * A real file input with its visible label (phones open their own picker, with the camera); a
 * photo is made into a PDF before it is handed on (usePdfPick).
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
  const { pick, converting } = usePdfPick({ notPdfText, unreadableText: d.photoUnreadable, onFile, onRefused });
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
