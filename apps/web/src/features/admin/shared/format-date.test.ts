import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('admin dates', () => {
  it('keeps a calendar day on its day in any time zone', () => {
    const expected = new Intl.DateTimeFormat(undefined, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(Date.UTC(2026, 0, 1));
    expect(formatDate('2026-01-01')).toBe(expected);
    expect(formatDateTime('2026-01-01')).toBe(expected);
  });

  it('formats an instant with its time, and leaves blanks and non-dates alone', () => {
    expect(formatDateTime('2026-11-21T15:04:00.000Z')).toMatch(/2026/);
    expect(formatDateTime('2026-11-21T15:04:00.000Z')).not.toBe(formatDate('2026-11-21T15:04:00.000Z'));
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });
});
