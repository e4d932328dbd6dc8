import { inEnglish, MAX_UPLOAD_BYTES, type MessageId } from '@roadhire/shared';
import { describe, expect, it } from 'vitest';
import { pdfFileRefusal } from './pdf-file';

const NOT_PDF = 'Only PDF files.';
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('pdfFileRefusal', () => {
  it('takes a PDF by its type or, when the browser gives none, by its name', () => {
    expect(pdfFileRefusal(file('licence.pdf', 'application/pdf'), NOT_PDF)).toBeUndefined();
    expect(pdfFileRefusal(file('LICENCE.PDF', ''), NOT_PDF)).toBeUndefined();
  });

  it('refuses another kind of file with the text given', () => {
    expect(pdfFileRefusal(file('photo.jpg', 'image/jpeg'), NOT_PDF)).toBe(NOT_PDF);
  });

  it('refuses a PDF over the upload limit', () => {
    const refusal = pdfFileRefusal(file('big.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1), NOT_PDF);
    expect(inEnglish.t(refusal as MessageId)).toBe(inEnglish.t('upload.tooLarge'));
  });
});
