import { describe, expect, it } from 'vitest';
import { carrierDay } from '../../lib/zoned-time.js';
import { addBusinessDays, employerDue, nextReminderAt, onWeekday } from './verification-clock.js';

const TORONTO = 'America/Toronto';
const at = (iso: string) => new Date(iso);

describe('the employer’s 30 days (391.23(g))', () => {
  it('count from the carrier’s day of receipt, not from the UTC day', () => {
    const sundayEvening = at('2026-11-02T02:00:00Z'); // Sunday 1 November, 21:00 EST
    expect(employerDue(sundayEvening, TORONTO)).toBe('2026-12-01');
    expect(employerDue(sundayEvening, 'UTC')).toBe('2026-12-02');
    expect(employerDue(null, TORONTO)).toBeNull();
  });
});

describe('reminders on the carrier’s weekdays', () => {
  it('keeps Friday evening in Toronto, though it is Saturday in UTC', () => {
    const fridayEvening = at('2026-11-21T02:00:00Z'); // Friday 20 November, 21:00 EST
    expect(onWeekday(fridayEvening, TORONTO)).toEqual(fridayEvening);
  });

  it('moves Saturday evening in Toronto to Monday evening, not to Sunday evening', () => {
    const saturdayEvening = at('2026-11-22T02:00:00Z'); // Saturday 21 November, 21:00 EST
    const moved = onWeekday(saturdayEvening, TORONTO);
    expect(moved).toEqual(at('2026-11-24T02:00:00Z'));
    expect(carrierDay(moved, TORONTO)).toBe('2026-11-23');
  });

  it('still lands on a weekday when the clocks go back over the weekend', () => {
    // Saturday 31 October, 00:30 EDT; two days of 24 hours later it is still Sunday (23:30 EST).
    const moved = onWeekday(at('2026-10-31T04:30:00Z'), TORONTO);
    expect(carrierDay(moved, TORONTO)).toBe('2026-11-02');
  });

  it('judges a UTC carrier’s weekend in UTC', () => {
    expect(onWeekday(at('2026-11-21T02:00:00Z'), 'UTC')).toEqual(at('2026-11-23T02:00:00Z'));
  });

  it('schedules each reminder day after the request, off the weekend, once the last has passed', () => {
    const sent = at('2026-11-18T02:00:00Z'); // Tuesday 17 November, 21:00 EST
    const days = [3, 4, 7];
    expect(nextReminderAt(sent, days, sent, TORONTO)).toEqual(at('2026-11-21T02:00:00Z')); // Friday
    // Day 4 is Saturday in Toronto: it goes on Monday.
    expect(nextReminderAt(sent, days, at('2026-11-21T02:00:00Z'), TORONTO)).toEqual(at('2026-11-24T02:00:00Z'));
    expect(nextReminderAt(sent, days, at('2026-11-25T02:00:00Z'), TORONTO)).toBeNull();
  });
});

describe('business days on the carrier’s calendar', () => {
  it('counts five weekdays from the day of the request, skipping the weekend', () => {
    // Wednesday 18 November: Thu, Fri, Mon, Tue, Wed.
    expect(addBusinessDays(at('2026-11-18T15:00:00Z'), 5, TORONTO)).toBe('2026-11-25');
  });

  it('counts from the carrier’s day, not UTC’s: Thursday evening in Toronto is Friday in UTC', () => {
    const thursdayEvening = at('2026-11-20T02:00:00Z'); // Thursday 19 November, 21:00 EST
    expect(addBusinessDays(thursdayEvening, 1, TORONTO)).toBe('2026-11-20');
    expect(addBusinessDays(thursdayEvening, 1, 'UTC')).toBe('2026-11-23');
  });

  it('starts a weekend request on the Monday after', () => {
    expect(addBusinessDays(at('2026-11-22T15:00:00Z'), 5, TORONTO)).toBe('2026-11-27'); // Sunday
  });
});
