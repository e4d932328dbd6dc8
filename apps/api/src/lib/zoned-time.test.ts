import { describe, expect, it } from 'vitest';
import { endOfCarrierDay, formatMoment, spreadsheetMoment } from './zoned-time.js';

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

  it('ends a day at its last second in the zone, with the offset of that night', () => {
    expect(endOfCarrierDay('2026-12-31', 'America/Toronto')).toBe('2026-12-31T23:59:59-05:00');
    expect(endOfCarrierDay('2026-07-01', 'America/Toronto')).toBe('2026-07-01T23:59:59-04:00');
    expect(endOfCarrierDay('2026-03-08', 'America/Vancouver')).toBe('2026-03-08T23:59:59-07:00');
    expect(endOfCarrierDay('2026-11-01', 'America/St_Johns')).toBe('2026-11-01T23:59:59-03:30');
    expect(endOfCarrierDay('2026-07-01', 'Asia/Kathmandu')).toBe('2026-07-01T23:59:59+05:45');
    expect(endOfCarrierDay('2026-07-01', 'UTC')).toBe('2026-07-01T23:59:59+00:00');
    // The moment it names is that day's last second there.
    const moment = new Date(endOfCarrierDay('2026-03-08', 'America/Toronto'));
    expect(spreadsheetMoment(moment, 'America/Toronto')).toBe('2026-03-08 23:59');
    expect(spreadsheetMoment(new Date(moment.getTime() + 1000), 'America/Toronto')).toBe('2026-03-09 00:00');
  });
});
