import { describe, expect, it } from 'vitest';
import { historyCoverage, yearsBefore } from './coverage.js';

const window = { years: 3, today: '2026-11-23', minGapDays: 30 };

describe('historyCoverage', () => {
  it('finds the window covered by one period still going on', () => {
    expect(historyCoverage([{ from: '2020-01-01', to: null }], window)).toEqual({
      windowStart: '2023-11-23',
      coveredFrom: '2020-01-01',
      gaps: [],
      complete: true,
    });
  });

  it('points out a gap longer than the allowance with its first and last day', () => {
    const coverage = historyCoverage(
      [
        { from: '2024-03-01', to: '' },
        { from: '2019-05-01', to: '2023-12-31' },
      ],
      window,
    );
    expect(coverage.gaps).toEqual([{ from: '2024-01-01', to: '2024-02-29', days: 60 }]);
    expect(coverage.coveredFrom).toBe('2024-03-01');
    expect(coverage.complete).toBe(false);
  });

  it('lets gaps of the allowance or fewer pass, and keeps the run unbroken across them', () => {
    const coverage = historyCoverage(
      [
        { from: '2019-05-01', to: '2024-01-31' },
        { from: '2024-03-01', to: null },
      ],
      window,
    );
    expect(coverage).toMatchObject({ gaps: [], complete: true, coveredFrom: '2019-05-01' });
  });

  it('reports the missing start of the window and a missing end up to today', () => {
    const coverage = historyCoverage([{ from: '2025-01-01', to: '2026-06-30' }], { ...window, minGapDays: 0 });
    expect(coverage.gaps).toEqual([
      { from: '2023-11-23', to: '2024-12-31', days: 405 },
      { from: '2026-07-01', to: '2026-11-23', days: 146 },
    ]);
    expect(coverage.coveredFrom).toBeNull();
  });

  it('merges overlapping periods in any order and ignores backwards or unfinished dates', () => {
    const coverage = historyCoverage(
      [
        { from: '2024-06-01', to: null },
        { from: '2022-01-01', to: '2024-07-01' },
        { from: '2025-01-01', to: '2024-01-01' },
        { from: '2023-1', to: null },
      ],
      { ...window, minGapDays: 0 },
    );
    expect(coverage).toMatchObject({ gaps: [], coveredFrom: '2022-01-01' });
  });

  it('counts the day of a move once: moving out on the 31st and in on the 1st leaves no gap', () => {
    const coverage = historyCoverage(
      [
        { from: '2020-01-01', to: '2024-05-31' },
        { from: '2024-06-01', to: null },
      ],
      { ...window, minGapDays: 0 },
    );
    expect(coverage.gaps).toEqual([]);
  });
});

describe('yearsBefore', () => {
  it('moves back whole years and turns the 29th of February into the 28th', () => {
    expect(yearsBefore('2026-11-23', 10)).toBe('2016-11-23');
    expect(yearsBefore('2028-02-29', 3)).toBe('2025-02-28');
  });
});
