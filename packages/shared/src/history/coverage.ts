// How well dated periods (the addresses a driver lived at, the jobs and other activities they
// list) cover the years an application must account for (49 CFR 391.21(b); issue "signed
// application"). Dates are calendar days, YYYY-MM-DD; a period still going on has no end. The same
// function serves the form, which points the gaps out, and the server, which refuses to sign
// an application that leaves one open.

const DAY_MS = 86_400_000;

/** A dated period; `to` is null (or blank) while it is still going on. */
export interface DatedPeriod {
  from: string;
  to?: string | null;
}

/** A stretch of days inside the window that no period covers, first and last day included. */
export interface HistoryGap {
  from: string;
  to: string;
  days: number;
}

export interface HistoryCoverage {
  /** The first day the history must reach back to: `years` before `today`. */
  windowStart: string;
  /** The earliest day from which the periods run without a gap of more than `minGapDays` to today; null when they never reach today. */
  coveredFrom: string | null;
  /** Every uncovered stretch inside the window longer than `minGapDays`, oldest first. */
  gaps: HistoryGap[];
  /** Whether there is no such gap at all. */
  complete: boolean;
}

export interface CoverageWindow {
  /** How many years back from `today` must be covered. */
  years: number;
  /** Today, YYYY-MM-DD (the carrier's day: the caller decides). */
  today: string;
  /** Uncovered stretches of this many days or fewer are not gaps (30 for employment, 0 for addresses). */
  minGapDays: number;
}

function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Math.floor(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1) / DAY_MS);
}

function isoDay(dayNo: number): string {
  return new Date(dayNo * DAY_MS).toISOString().slice(0, 10);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `date` moved back by whole years; the 29th of February falls back to the 28th. */
export function yearsBefore(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const target = new Date(Date.UTC((year ?? 0) - years, (month ?? 1) - 1, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day ?? 1, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The coverage of `window` by `periods`. Periods may overlap and come in any order; a period whose
 * dates are missing or backwards is ignored (the form's own checks report it). A period that ends
 * after today, or has no end, counts up to today.
 */
export function historyCoverage(periods: readonly DatedPeriod[], window: CoverageWindow): HistoryCoverage {
  const today = dayNumber(window.today);
  const windowStart = yearsBefore(window.today, window.years);
  const start = dayNumber(windowStart);
  const spans = periods
    .filter((period) => ISO_DAY.test(period.from) && (!period.to || ISO_DAY.test(period.to)))
    .map((period) => ({ from: dayNumber(period.from), to: period.to ? Math.min(dayNumber(period.to), today) : today }))
    .filter((span) => span.from <= span.to && span.to >= start && span.from <= today)
    .sort((a, b) => a.from - b.from);

  const gaps: HistoryGap[] = [];
  const addGap = (from: number, to: number) => {
    const days = to - from + 1;
    if (days > window.minGapDays) gaps.push({ from: isoDay(from), to: isoDay(to), days });
  };
  // Walk the window from its first day, moving `next` (the first day not yet covered) along.
  let next = start;
  // The start of the unbroken run that reaches `next`, gaps of `minGapDays` or fewer included.
  let runStart: number | null = null;
  for (const span of spans) {
    if (span.from > next) {
      addGap(next, span.from - 1);
      if (span.from - next > window.minGapDays) runStart = null;
    }
    if (span.to + 1 > next) {
      runStart ??= span.from;
      next = span.to + 1;
    }
  }
  if (next <= today) addGap(next, today);
  const reachesToday = today - next + 1 <= window.minGapDays;
  return {
    windowStart,
    coveredFrom: reachesToday && runStart !== null ? isoDay(runStart) : null,
    gaps,
    complete: gaps.length === 0,
  };
}
