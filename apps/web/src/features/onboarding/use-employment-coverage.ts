import {
  type EmploymentCoverage,
  employmentCoverage,
  explainsGap,
  type GapExplanation,
  type HistoryGap,
  heldCommercialLicence,
  type WorkHistoryRecord,
} from '@roadhire/shared';
import { useWatch } from 'react-hook-form';
import { useClientConfig } from '../../lib/api/get-client-config';
import type { OnboardingForm } from './step-contract';

// Step 9's employment history coverage (decision 017): the new entries and the earlier
// applications' ones, against the years the carrier asks for, on the driver's day.

/** Defaults of HISTORY_YEARS_ALL and HISTORY_YEARS_CMV, until the client config has answered. */
const DEFAULT_YEARS = { all: 3, cmv: 10 };

/** Today on this device, YYYY-MM-DD (the carrier's day is the server's to decide when signing). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function useEmploymentCoverage(form: OnboardingForm, earlier: readonly WorkHistoryRecord[]) {
  const config = useClientConfig();
  const [entries, explanations, commercialLicenceDate] = useWatch({
    control: form.control,
    name: ['work_history', 'wh_gap_explanations', 'dq_commercial_license_date'],
  });
  const today = localToday();
  const all = [...entries, ...earlier];
  const coverage: EmploymentCoverage = employmentCoverage({
    entries: all,
    explanations,
    commercial: heldCommercialLicence({ commercialLicenceDate, entries: all, today }),
    historyYears: config.data?.historyYears ?? DEFAULT_YEARS,
    today,
  });
  const find = (gap: HistoryGap) =>
    explanations.find((row) => explainsGap(row, gap, { start: coverage.coverage.windowStart, today }));

  /** The text as typed for a gap. */
  const explanationOf = (gap: HistoryGap) => find(gap)?.explanation ?? '';

  /** Keeps the text for this gap under its dates; the explanations of gaps that are gone go. */
  const explain = (gap: HistoryGap, explanation: string) => {
    const kept: GapExplanation[] = coverage.gaps.flatMap((other) => {
      if (other.from === gap.from && other.to === gap.to) return [{ from: gap.from, to: gap.to, explanation }];
      const row = find(other);
      return row ? [{ from: other.from, to: other.to, explanation: row.explanation }] : [];
    });
    form.setValue('wh_gap_explanations', kept, { shouldDirty: true });
  };

  return { coverage, explanationOf, explain };
}
