import { Input, Text } from '@mantine/core';
import { useId } from 'react';
import { PdfFileInput } from '../../../components/pdf-file-input';
import { useT } from '../../../lib/i18n/locale';
import { usePdfPick } from '../../../lib/use-pdf-pick';

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
  const t = useT();
  const inputId = useId();
  const { pick, converting } = usePdfPick({
    notPdfText,
    unreadableText: t('onboarding.documents.photoUnreadable'),
    onFile,
    onRefused,
  });
  return (
    <Input.Wrapper label={label} description={t('onboarding.documents.hint')} id={inputId}>
      <PdfFileInput id={inputId} onChange={pick} disabled={busy || converting} photos />
      {(busy || converting) && (
        <Text size="sm" role="status" mt={4}>
          {converting ? t('onboarding.documents.converting') : t('onboarding.documents.uploading')}
        </Text>
      )}
    </Input.Wrapper>
  );
}
