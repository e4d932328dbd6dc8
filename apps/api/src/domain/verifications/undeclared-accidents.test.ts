import { describe, expect, it } from 'vitest';
import { undeclaredAccidents } from './undeclared-accidents.js';

const answer = {
  accidents: [
    { date: '2025-02-14', city: 'Albany', state: 'NY' },
    { date: '2025-08-01', city: 'Erie', state: 'PA' },
  ],
};

describe('the accidents an employer reports that the driver did not declare', () => {
  it('are all of them when the driver declared none', () => {
    expect(undeclaredAccidents(answer, { any: 'No', date: null, detail: null })).toHaveLength(2);
    expect(undeclaredAccidents(answer, undefined)).toHaveLength(2);
  });

  it('leave out one the driver declared, by its day or within the words', () => {
    expect(undeclaredAccidents(answer, { any: 'Yes', date: '2025-02-14', detail: 'rear-ended' })).toEqual([
      { date: '2025-08-01', city: 'Erie', state: 'PA' },
    ]);
    expect(undeclaredAccidents(answer, { any: 'Yes', date: '2025-02-14', detail: 'and 2025-08-01 in Erie' })).toEqual(
      [],
    );
  });

  it('are none when the employer reports none', () => {
    expect(undeclaredAccidents({ accidents: [] }, { any: 'No', date: null, detail: null })).toEqual([]);
    expect(undeclaredAccidents({}, undefined)).toEqual([]);
  });
});
