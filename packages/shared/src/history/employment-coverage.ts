import { type DatedPeriod, type HistoryCoverage, type HistoryGap, historyCoverage } from './coverage.js';

// Decision 017: the employment history an application accounts for (49 CFR 391.21(b)(10)
// and (11)): the last `all` years for every driver, the last `cmv` years for one who held a
// commercial licence. A stretch of more than 30 days no entry covers is a gap, closed by an entry
// (Unemployed, School, Military… are for exactly that) or by an explanation keyed by the gap's
// dates. The review step shows it, and the server applies the same rule when reading or signing.

/** Uncovered stretches of this many days or fewer between entries are not gaps. */
export const EMPLOYMENT_GAP_ALLOWANCE_DAYS = 30;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The dates of a work-history entry, as the form holds them and as stored. */
export interface EmploymentEntryDates {
  wh_datefrom: string;
  /** Blank or null while the entry is still active. */
  wh_dateto?: string | null;
  /** 'Yes' when still active: the end date does not count. */
  wh_status?: string | null;
}

/** What the driver wrote for one gap: the gap's first and last day, and the text. */
export interface GapExplanation {
  from: string;
  to: string;
  explanation: string;
}

/** A gap, with the explanation that closes it, if any. */
export interface ExplainedGap extends HistoryGap {
  explanation: string | null;
}

export interface EmploymentCoverageInput {
  /** Every entry that counts: this application's new ones and the earlier applications' ones. */
  entries: readonly EmploymentEntryDates[];
  explanations: readonly GapExplanation[];
  /** Whether the driver held a commercial licence (`heldCommercialLicence`). */
  commercial: boolean;
  /** The years to cover (config HISTORY_YEARS_ALL and HISTORY_YEARS_CMV). */
  historyYears: { all: number; cmv: number };
  /** The carrier's day the application is made on, YYYY-MM-DD. */
  today: string;
}

export interface EmploymentCoverage {
  /** The years the application must cover. */
  years: number;
  /** From the earliest entry's start to the latest entry's end (today for one still active); null without entries. */
  period: { from: string; to: string } | null;
  commercial: boolean;
  coverage: HistoryCoverage;
  /** Every gap, oldest first, with its explanation or null. */
  gaps: ExplainedGap[];
  /** The gaps neither an entry nor an explanation closes. */
  unexplained: HistoryGap[];
  /** The explanations that close a gap of today's history; those of gaps that no longer exist are dropped. */
  explanations: GapExplanation[];
  /** Whether no gap is left open. */
  complete: boolean;
}

/** An entry's period: still active (or without an end) runs to today. */
export function employmentPeriod(entry: EmploymentEntryDates): DatedPeriod {
  return { from: entry.wh_datefrom, to: entry.wh_status === 'Yes' ? null : entry.wh_dateto || null };
}

/**
 * Whether the driver held a commercial licence: step 6's date they obtained it is today or earlier
 * (a later date is one they plan to obtain it by), or an entry says they drove a commercial vehicle.
 * Decision 017 says why licence classes are not read.
 */
export function heldCommercialLicence(input: {
  commercialLicenceDate: string | null | undefined;
  entries: readonly { wh_comm_vehicle?: string | null }[];
  today: string;
}): boolean {
  const date = input.commercialLicenceDate ?? '';
  const obtained = ISO_DAY.test(date) && date <= input.today;
  return obtained || input.entries.some((entry) => entry.wh_comm_vehicle === 'Yes');
}

/**
 * Whether an explanation was written for this gap: the same first and last day. Two gaps move day
 * by day, so an explanation written on an earlier day (or by a device a day behind the carrier)
 * still closes them: the one at the window's start, when the explanation began on or before it and
 * ends on the same day; and the one still going on today, when the explanation began on the same
 * day and ended on or before today.
 */
export function explainsGap(
  explanation: GapExplanation,
  gap: HistoryGap,
  window: { start: string; today: string },
): boolean {
  const sameEnd =
    explanation.to === gap.to || (gap.to === window.today && explanation.from === gap.from && explanation.to <= gap.to);
  if (!sameEnd) return false;
  return explanation.from === gap.from || (gap.from === window.start && explanation.from <= gap.from);
}

/** The first and last day the entries span, gaps included; entries with unfinished dates are left out. */
function periodSpanned(entries: readonly EmploymentEntryDates[], today: string): EmploymentCoverage['period'] {
  const spans = entries
    .map(employmentPeriod)
    .filter((period) => ISO_DAY.test(period.from) && (!period.to || ISO_DAY.test(period.to)))
    .map((period) => ({ from: period.from, to: !period.to || period.to > today ? today : period.to }))
    .filter((span) => span.from <= span.to);
  if (spans.length === 0) return null;
  return {
    from: spans.reduce((first, span) => (span.from < first ? span.from : first), today),
    to: spans.reduce((last, span) => (span.to > last ? span.to : last), spans[0]?.to ?? today),
  };
}

/** The employment history's coverage, its gaps and which of them are explained. */
export function employmentCoverage(input: EmploymentCoverageInput): EmploymentCoverage {
  const years = input.commercial ? input.historyYears.cmv : input.historyYears.all;
  const coverage = historyCoverage(input.entries.map(employmentPeriod), {
    years,
    today: input.today,
    minGapDays: EMPLOYMENT_GAP_ALLOWANCE_DAYS,
  });
  const written = input.explanations.filter((row) => row.explanation.trim() !== '');
  const gaps = coverage.gaps.map((gap) => {
    const found = written.find((row) => explainsGap(row, gap, { start: coverage.windowStart, today: input.today }));
    return { ...gap, explanation: found ? found.explanation.trim() : null };
  });
  const unexplained = gaps.filter((gap) => gap.explanation === null).map(({ explanation: _, ...gap }) => gap);
  return {
    years,
    period: periodSpanned(input.entries, input.today),
    commercial: input.commercial,
    coverage,
    gaps,
    unexplained,
    explanations: gaps.flatMap((gap) =>
      gap.explanation === null ? [] : [{ from: gap.from, to: gap.to, explanation: gap.explanation }],
    ),
    complete: unexplained.length === 0,
  };
}
