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
    expect(foldName('Ｊｏｈｎ  Ø\u0301')).toBe('john o');
  });

  it('takes punctuation for a space: a hyphen or an apostrophe typed or not', () => {
    expect(isLegalName('Anne Marie Lefebvre', { first_name: 'Anne-Marie', last_name: 'Lefebvre' })).toBe(true);
    expect(isLegalName('Anne-Marie Lefebvre', { first_name: 'Anne Marie', last_name: 'Lefebvre' })).toBe(true);
    expect(isLegalName('Sean O Neil', { first_name: 'Seán', last_name: 'O’Neil' })).toBe(true);
    expect(isLegalName('AnneMarie Lefebvre', { first_name: 'Anne-Marie', last_name: 'Lefebvre' })).toBe(false);
  });
});
