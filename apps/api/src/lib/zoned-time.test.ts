import { describe, expect, it } from 'vitest';
import { formatMoment, spreadsheetMoment } from './zoned-time.js';

describe('moments in the carrier’s time zone', () => {
  it('prints a moment with its zone, summer and winter', () => {
    expect(formatMoment('2026-11-21T19:05:00.000Z', 'America/Toronto')).toBe('Nov 21, 2026, 2:05 PM EST');
    expect(formatMoment('2026-07-01T03:30:00.000Z', 'America/Toronto')).toBe('Jun 30, 2026, 11:30 PM EDT');
    expect(formatMoment('2026-11-21T19:05:00.000Z', 'UTC')).toBe('Nov 21, 2026, 7:05 PM UTC');
  });

  it('writes a spreadsheet moment as a local date and 24-hour time', () => {
    expect(spreadsheetMoment('2026-11-21T04:05:00.000Z', 'America/Toronto')).toBe('2026-11-20 23:05');
    expect(spreadsheetMoment(new Date('2026-07-01T12:00:00.000Z'), 'America/Vancouver')).toBe('2026-07-01 05:00');
    expect(spreadsheetMoment('2026-01-01T00:00:00.000Z', 'UTC')).toBe('2026-01-01 00:00');
  });
});
