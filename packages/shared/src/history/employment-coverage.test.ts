import { describe, expect, it } from 'vitest';
import { sayMessage } from '../i18n/message-ids.js';
import { inEnglish } from '../i18n/translate.js';
import { ANSWER_KINDS } from '../questions/answer-kinds.js';
import { WorkHistoryCreateSchema } from '../schemas/work-history.js';
import { employmentCoverage, heldCommercialLicence } from './employment-coverage.js';

const today = '2026-11-23';
const historyYears = { all: 3, cmv: 10 };
const job = (from: string, to: string | null) => ({
  wh_datefrom: from,
  wh_dateto: to ?? '',
  wh_status: to ? 'No' : 'Yes',
});
// Ten years with one gap of 61 days, 2020-01-01 to 2020-03-01.
const tenYearsWithGap = [job('2016-01-01', '2019-12-31'), job('2020-03-02', null)];

/** A schema's issue with its message (a catalogue id) said in English. */
const inEnglishIssue = <T extends { message: string }>(issue: T) => ({
  ...issue,
  message: sayMessage(inEnglish, issue.message),
});

describe('employmentCoverage', () => {
  it('asks a commercial driver for 10 years and points out a gap of more than 30 days', () => {
    const result = employmentCoverage({
      entries: tenYearsWithGap,
      explanations: [],
      commercial: true,
      historyYears,
      today,
    });
    expect(result.years).toBe(10);
    expect(result.period).toEqual({ from: '2016-01-01', to: today });
    expect(result.coverage.windowStart).toBe('2016-11-23');
    expect(result.gaps).toEqual([{ from: '2020-01-01', to: '2020-03-01', days: 61, explanation: null }]);
    expect(result.unexplained).toHaveLength(1);
    expect(result.complete).toBe(false);
  });

  it('asks any other driver for 3 years only, so an older gap does not count', () => {
    const result = employmentCoverage({
      entries: tenYearsWithGap,
      explanations: [],
      commercial: false,
      historyYears,
      today,
    });
    expect(result).toMatchObject({ years: 3, gaps: [], complete: true });
  });

  it('lets 30 days between two jobs pass', () => {
    const entries = [job('2016-01-01', '2019-12-31'), job('2020-01-31', null)];
    expect(employmentCoverage({ entries, explanations: [], commercial: true, historyYears, today }).complete).toBe(
      true,
    );
  });

  it('closes a gap with an explanation for its dates, and drops the explanation of a gap that is gone', () => {
    const explanations = [
      { from: '2020-01-01', to: '2020-03-01', explanation: '  Looked after my father.  ' },
      { from: '2018-01-01', to: '2018-06-30', explanation: 'An old gap since covered.' },
      { from: '2020-01-01', to: '2020-02-15', explanation: 'The gap before the entry was changed.' },
    ];
    const result = employmentCoverage({
      entries: tenYearsWithGap,
      explanations,
      commercial: true,
      historyYears,
      today,
    });
    expect(result.complete).toBe(true);
    expect(result.gaps[0]?.explanation).toBe('Looked after my father.');
    expect(result.explanations).toEqual([
      { from: '2020-01-01', to: '2020-03-01', explanation: 'Looked after my father.' },
    ]);
  });

  it('does not count a blank explanation', () => {
    const explanations = [{ from: '2020-01-01', to: '2020-03-01', explanation: '   ' }];
    const result = employmentCoverage({
      entries: tenYearsWithGap,
      explanations,
      commercial: true,
      historyYears,
      today,
    });
    expect(result.complete).toBe(false);
    expect(result.explanations).toEqual([]);
  });

  it('keeps the explanation of the gap at the start of the window when the window moves on a day', () => {
    const entries = [job('2020-01-01', null)];
    const written = employmentCoverage({ entries, explanations: [], commercial: true, historyYears, today });
    const gap = written.unexplained[0];
    expect(gap).toEqual({ from: '2016-11-23', to: '2019-12-31', days: 1134 });
    const explanations = [{ from: gap?.from ?? '', to: gap?.to ?? '', explanation: 'Studied abroad.' }];
    const nextDay = employmentCoverage({ entries, explanations, commercial: true, historyYears, today: '2026-11-24' });
    expect(nextDay.complete).toBe(true);
    expect(nextDay.explanations).toEqual([{ from: '2016-11-24', to: '2019-12-31', explanation: 'Studied abroad.' }]);
  });

  it('keeps the explanation of a gap still going on when today moves on a day', () => {
    const entries = [job('2010-01-01', '2026-08-31')];
    const written = employmentCoverage({ entries, explanations: [], commercial: true, historyYears, today });
    const gap = written.unexplained[0];
    expect(gap).toEqual({ from: '2026-09-01', to: today, days: 84 });
    const explanations = [{ from: gap?.from ?? '', to: gap?.to ?? '', explanation: 'Looking for work.' }];
    const nextDay = employmentCoverage({ entries, explanations, commercial: true, historyYears, today: '2026-11-24' });
    expect(nextDay.complete).toBe(true);
    expect(nextDay.explanations).toEqual([{ from: '2026-09-01', to: '2026-11-24', explanation: 'Looking for work.' }]);
    // A gap that began on another day is another gap.
    const moved = [{ ...explanations[0], from: '2026-09-02' }] as typeof explanations;
    expect(employmentCoverage({ entries, explanations: moved, commercial: true, historyYears, today }).complete).toBe(
      false,
    );
  });

  it('closes a gap with an Unemployed entry for its dates', () => {
    const entries = [...tenYearsWithGap, job('2020-01-01', '2020-03-01')];
    expect(employmentCoverage({ entries, explanations: [], commercial: true, historyYears, today }).complete).toBe(
      true,
    );
  });
});

describe('heldCommercialLicence', () => {
  it('is true from the day the commercial licence was obtained, or when an entry drove a commercial vehicle', () => {
    expect(heldCommercialLicence({ commercialLicenceDate: '2012-05-01', entries: [], today })).toBe(true);
    expect(heldCommercialLicence({ commercialLicenceDate: '2027-01-01', entries: [], today })).toBe(false);
    expect(heldCommercialLicence({ commercialLicenceDate: '', entries: [{ wh_comm_vehicle: 'No' }], today })).toBe(
      false,
    );
    expect(heldCommercialLicence({ commercialLicenceDate: null, entries: [{ wh_comm_vehicle: 'Yes' }], today })).toBe(
      true,
    );
  });
});

describe('the payloads', () => {
  const working = {
    wh_type: 'Working' as const,
    wh_name: 'Northern Freight',
    wh_position: 'Driver',
    wh_city: 'Mississauga',
    wh_province: 'Ontario',
    wh_country: 'Canada',
    wh_datefrom: '2020-01-01',
    wh_dateto: '2021-01-01',
    wh_status: 'No' as const,
  };

  it('refuses a Working entry without a reason for leaving', () => {
    const refused = WorkHistoryCreateSchema.safeParse(working);
    expect(refused.error?.issues.map(inEnglishIssue)).toEqual([
      expect.objectContaining({ path: ['wh_reason'], message: 'Please give the reason for leaving this job.' }),
    ]);
    expect(WorkHistoryCreateSchema.safeParse({ ...working, wh_reason: 'Moved to long haul' }).success).toBe(true);
    expect(WorkHistoryCreateSchema.safeParse({ ...working, wh_type: 'Unemployed' }).success).toBe(true);
  });

  it('takes the explanations of gaps in order, dropping blank ones', () => {
    const kind = ANSWER_KINDS.gapExplanations.input;
    expect(
      kind.parse([
        { from: '2020-01-01', to: '2020-03-01', explanation: ' Studied. ' },
        { from: '2021-01-01', to: '2021-03-01', explanation: ' ' },
      ]),
    ).toEqual([{ from: '2020-01-01', to: '2020-03-01', explanation: 'Studied.' }]);
    expect(
      kind.safeParse([{ from: '2020-03-01', to: '2020-01-01', explanation: 'x' }]).error?.issues.map(inEnglishIssue),
    ).toEqual([
      expect.objectContaining({ path: [0, 'to'], message: 'The end date must be on or after the start date.' }),
    ]);
  });
});
