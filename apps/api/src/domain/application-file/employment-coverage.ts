import {
  type AdminEmploymentCoverage,
  employmentCoverage,
  type GapExplanation,
  heldCommercialLicence,
} from '@roadhire/shared';
import type { WorkHistoryRow } from '../../data/work-history-repository.js';
import { carrierDay } from '../../lib/zoned-time.js';

// The applicant file's "Employment history coverage" (decision 017), reckoned as the driver saw it
// on step 9: this application's entries and those of earlier applications, on the carrier's day
// the application was submitted (today while it is in progress).

export interface CoverageSources {
  applicationId: number;
  submittedAt: Date | null;
  /** Every entry the candidate submitted, with any application. */
  history: readonly WorkHistoryRow[];
  explanations: readonly GapExplanation[];
  commercialLicenceDate: string | null | undefined;
  historyYears: { all: number; cmv: number };
  timeZone: string;
}

export function applicationEmploymentCoverage(sources: CoverageSources): {
  coverage: AdminEmploymentCoverage;
  explanations: GapExplanation[];
} {
  const madeAt = sources.submittedAt ?? new Date();
  const today = carrierDay(madeAt, sources.timeZone);
  // Entries of later applications were not there when this one was made.
  const entries = sources.history.filter(
    (row) => row.application_id === sources.applicationId || row.created_at <= madeAt,
  );
  const commercial = heldCommercialLicence({ commercialLicenceDate: sources.commercialLicenceDate, entries, today });
  const result = employmentCoverage({
    entries,
    explanations: sources.explanations,
    commercial,
    historyYears: sources.historyYears,
    today,
  });
  return {
    coverage: {
      as_of: today,
      years: result.years,
      commercial,
      window_start: result.coverage.windowStart,
      period: result.period,
      gaps: result.gaps,
      complete: result.complete,
    },
    explanations: result.explanations,
  };
}
