import { MAX_UPLOAD_BYTES, type MessageId } from '@roadhire/shared';

/**
 * Why a picked file cannot be sent as a PDF (`notPdfText`, or the id of the too-large text), or
 * undefined when it can.
 * SPEC §5 Documents: the browser can only judge by type and name; the server checks the content.
 */
export function pdfFileRefusal(file: File, notPdfText: string): string | undefined {
  const looksLikePdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!looksLikePdf) return notPdfText;
  if (file.size > MAX_UPLOAD_BYTES) return 'upload.tooLarge' satisfies MessageId;
  return undefined;
}
