import { MAX_UPLOAD_BYTES, messages } from '@roadhire/shared';

/**
 * Why a picked file cannot be sent as a PDF (`notPdfText`, or too large), or undefined when it can.
 * SPEC §5 Documents: the browser can only judge by type and name; the server checks the content.
 */
export function pdfFileRefusal(file: File, notPdfText: string): string | undefined {
  const looksLikePdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!looksLikePdf) return notPdfText;
  if (file.size > MAX_UPLOAD_BYTES) return messages.upload.tooLarge;
  return undefined;
}
