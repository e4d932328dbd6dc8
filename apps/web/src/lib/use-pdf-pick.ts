import { type ChangeEvent, useState } from 'react';
import { useSayMessage } from './i18n/locale';
import { pdfFileRefusal } from './pdf-file';
import { isPhoto, PhotoUnreadableError, photoToPdf } from './photo-to-pdf';

/**
 * The change handler of a file input that takes a PDF or a photo (camera or gallery): a photo is
 * made into a PDF first, then the file must be a PDF (else `onRefused(notPdfText)`) and not too
 * large. `converting` is true while a photo is being made a PDF.
 */
export function usePdfPick({
  notPdfText,
  unreadableText,
  onFile,
  onRefused,
}: {
  notPdfText: string;
  unreadableText: string;
  onFile: (file: File) => void;
  onRefused: (message: string) => void;
}) {
  const [converting, setConverting] = useState(false);
  const sayMessage = useSayMessage();
  const handOn = (file: File) => {
    const refusal = sayMessage(pdfFileRefusal(file, notPdfText));
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
        if (!(error instanceof PhotoUnreadableError)) console.error('A photo could not be made a PDF', error);
        onRefused(unreadableText);
      })
      .finally(() => setConverting(false));
  };
  return { pick, converting };
}
