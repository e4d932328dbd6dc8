import { CARRIER_DAYS, EMPLOYER_DAYS } from '@roadhire/shared';
import { carrierDay } from '../../lib/zoned-time.js';

// The clocks of a previous-employer check (decision 030), in calendar days: the link's 45 days, the
// employer's 30 days from receipt (391.23(g)), the carrier's 30 days from the hire date
// (391.23(c)), and the reminders on the carrier's weekdays.

const DAY_MS = 86_400_000;

/** 49 CFR 391.23(a)(2): the DOT employers of the three years before the application. */
export const LOOK_BACK_YEARS = 3;
export const LINK_VALID_DAYS = 45;

/** "YYYY-MM-DD" plus `days`. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day of the month `years` earlier (29 February falls back to the 28th). */
export function yearsBefore(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const moved = new Date(Date.UTC((year ?? 0) - years, (month ?? 1) - 1, date ?? 1));
  if (moved.getUTCDate() !== date) moved.setUTCDate(0);
  return moved.toISOString().slice(0, 10);
}

/** Whether a calendar day ("YYYY-MM-DD") is a Saturday or a Sunday. */
const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/**
 * A moment moved a day at a time until it falls on a weekday of the carrier's calendar: Friday
 * 21:00 in Toronto is Saturday in UTC and stays Friday; Saturday 21:00 goes to Monday 21:00. Day by
 * day, since a change of clocks can make two days of 24 hours land on another day.
 */
export function onWeekday(moment: Date, timeZone: string): Date {
  let moved = moment;
  while (isWeekend(carrierDay(moved, timeZone))) moved = new Date(moved.getTime() + DAY_MS);
  return moved;
}

/**
 * The next reminder of a request sent at `sentAt`: the first scheduled day (3, 7, 14, 21, 28 by
 * default) that falls after `after`, moved off the carrier's weekend; null when the schedule is
 * over. A sweep that ran late sends one reminder, not every one it missed.
 */
export function nextReminderAt(
  sentAt: Date,
  reminderDays: readonly number[],
  after: Date,
  timeZone: string,
): Date | null {
  for (const days of reminderDays) {
    const due = onWeekday(new Date(sentAt.getTime() + days * DAY_MS), timeZone);
    if (due.getTime() > after.getTime()) return due;
  }
  return null;
}

/** 391.23(i): the carrier provides the answers within 5 business days of the driver's request. */
export const REVIEW_BUSINESS_DAYS = 5;

/**
 * The carrier's day `days` business days after the day of `moment` on its calendar (TIME_ZONE):
 * Saturdays and Sundays are skipped; holidays are not (decision 030).
 */
export function addBusinessDays(moment: Date, days: number, timeZone: string): string {
  let day = carrierDay(moment, timeZone);
  for (let left = days; left > 0; ) {
    day = addDays(day, 1);
    if (!isWeekend(day)) left -= 1;
  }
  return day;
}

/** The employer's last day: 30 days from the carrier's day of receipt, the day a recruiter reads. */
export const employerDue = (sentAt: Date | null, timeZone: string) =>
  sentAt ? addDays(carrierDay(sentAt, timeZone), EMPLOYER_DAYS) : null;
export const fileDue = (hiredOn: string | null) => (hiredOn ? addDays(hiredOn, CARRIER_DAYS) : null);
export const linkExpiry = (sentAt: Date) => new Date(sentAt.getTime() + LINK_VALID_DAYS * DAY_MS);

export function periodText(from: string, to: string | null): string {
  return `${from} to ${to ?? 'present'}`;
}
