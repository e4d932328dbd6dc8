import { describe, expect, it } from 'vitest';
import { employerLanguageOf } from './employer-language.js';

// A check starts in French for an employer in Quebec (decision 030), however its province was written.

describe('a previous employer’s language from its address', () => {
  it('is French in Quebec, as the list names it or as typed', () => {
    for (const province of ['Quebec', 'Québec', 'QC', 'Q.C.', ' qc ', 'Province de Québec'])
      expect(employerLanguageOf({ province, country: 'Canada' }), province).toBe('fr');
    expect(employerLanguageOf({ province: 'QC', country: null })).toBe('fr');
  });

  it('is English elsewhere, and for a province of that name outside Canada', () => {
    expect(employerLanguageOf({ province: 'Ontario', country: 'Canada' })).toBe('en');
    expect(employerLanguageOf({ province: 'New Brunswick', country: 'Canada' })).toBe('en');
    expect(employerLanguageOf({ province: 'Quebec', country: 'United States' })).toBe('en');
    expect(employerLanguageOf({ province: null, country: null })).toBe('en');
  });
});
