import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './download-file';

describe('fileNameFrom', () => {
  it('reads the quoted filename', () => {
    expect(fileNameFrom('attachment; filename="applicants-2026-11-21.csv"')).toBe('applicants-2026-11-21.csv');
  });

  it('prefers the UTF-8 filename* form', () => {
    expect(fileNameFrom(`attachment; filename="a.pdf"; filename*=UTF-8''Fran%C3%A7ois.pdf`)).toBe('François.pdf');
  });

  it('reads an unquoted filename and gives nothing without a header', () => {
    expect(fileNameFrom('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(fileNameFrom(null)).toBeUndefined();
    expect(fileNameFrom('inline')).toBeUndefined();
  });
});
