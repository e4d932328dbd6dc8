import { translatorFor } from '@roadhire/shared';
import { describe, expect, it } from 'vitest';
import { applicationPdfFileName, formatDay } from './application-pdf.js';

describe('application PDF formats', () => {
  it('prints calendar days on their own day, whatever the zone', () => {
    expect(formatDay('1988-04-12')).toBe('Apr 12, 1988');
    expect(formatDay('2024-01-01T00:00:00.000Z')).toBe('Jan 1, 2024');
    expect(formatDay(null)).toBe('Not answered');
  });

  it('prints calendar days in French as fr-CA writes them', async () => {
    const french = await translatorFor('fr');
    expect(formatDay('2026-06-01', french)).toBe('1 juin 2026');
    expect(formatDay('1988-04-12', french)).toBe('12 avr. 1988');
    expect(formatDay(null, french)).toBe('Sans réponse');
  });

  it('names the file with the last name reduced to safe ASCII', () => {
    expect(applicationPdfFileName(12, 'Singh')).toBe('application-12-singh.pdf');
    expect(applicationPdfFileName(7, "Côté-O'Brien")).toBe('application-7-cote-o-brien.pdf');
    expect(applicationPdfFileName(7, 'Van der Berg "x"\r\n')).toBe('application-7-van-der-berg-x.pdf');
    expect(applicationPdfFileName(3, '李')).toBe('application-3.pdf');
  });
});
