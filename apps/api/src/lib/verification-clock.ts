// The clocks of a previous-employer check (decision 030), in calendar days of UTC: the link's 45
// days, the employer's 30 days from receipt (391.23(g)), the carrier's 30 days from the hire date
// (391.23(c)), and the reminders on weekdays.

const DAY_MS = 86_400_000;

/** 49 CFR 391.23(a)(2): the DOT employers of the three years before the application. */
export const LOOK_BACK_YEARS = 3;
export const LINK_VALID_DAYS = 45;
export const EMPLOYER_DAYS = 30;
export const CARRIER_DAYS = 30;

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

/** A moment moved to the following Monday when it falls on a Saturday or a Sunday (UTC). */
export function onWeekday(moment: Date): Date {
  const day = moment.getUTCDay();
  const skip = day === 6 ? 2 : day === 0 ? 1 : 0;
  return new Date(moment.getTime() + skip * DAY_MS);
}

/**
 * The next reminder of a request sent at `sentAt`: the first scheduled day (3, 7, 14, 21, 28 by
 * default) that falls after `after`, moved off the weekend; null when the schedule is over. A
 * sweep that ran late sends one reminder, not every one it missed.
 */
export function nextReminderAt(sentAt: Date, reminderDays: readonly number[], after: Date): Date | null {
  for (const days of reminderDays) {
    const due = onWeekday(new Date(sentAt.getTime() + days * DAY_MS));
    if (due.getTime() > after.getTime()) return due;
  }
  return null;
}

export const employerDue = (sentAt: Date | null) =>
  sentAt ? addDays(sentAt.toISOString().slice(0, 10), EMPLOYER_DAYS) : null;
export const fileDue = (hiredOn: string | null) => (hiredOn ? addDays(hiredOn, CARRIER_DAYS) : null);
export const linkExpiry = (sentAt: Date) => new Date(sentAt.getTime() + LINK_VALID_DAYS * DAY_MS);

export function periodText(from: string, to: string | null): string {
  return `${from} to ${to ?? 'present'}`;
}
