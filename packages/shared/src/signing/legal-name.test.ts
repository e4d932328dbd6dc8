import { describe, expect, it } from 'vitest';
import { foldName, isLegalName } from './legal-name.js';

describe('isLegalName', () => {
  const profile = { first_name: 'Marie-Ève', last_name: 'Lefebvre' };

  it('accepts the profile name whatever its case, accents and spaces', () => {
    expect(isLegalName('Marie-Ève Lefebvre', profile)).toBe(true);
    expect(isLegalName('  marie-eve   LEFEBVRE ', profile)).toBe(true);
  });

  it('refuses another name, a part of it, or nothing', () => {
    expect(isLegalName('Marie Lefebvre', profile)).toBe(false);
    expect(isLegalName('Lefebvre', profile)).toBe(false);
    expect(isLegalName('', { first_name: '', last_name: '' })).toBe(false);
  });

  it('folds compatibility forms too', () => {
    expect(foldName('Ｊｏｈｎ  Ø\u0301')).toBe('john ø');
  });
});
