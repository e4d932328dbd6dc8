import { describe, expect, it } from 'vitest';
import { catalogueEn } from './catalogue-en.js';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoCatalogue } from './pseudo.js';
import { createTranslator } from './translate.js';

describe('the pseudo-locale', () => {
  const pseudo = pseudoCatalogue(catalogueEn);
  const t = createTranslator('fr', pseudo).t;

  it('has every id, each text marked and accented, its arguments kept', () => {
    expect(Object.keys(pseudo).sort()).toEqual(Object.keys(catalogueEn).sort());
    expect(t('onboarding.progress', { step: 2, total: 9, percent: 22 })).toBe(
      `${PSEUDO_OPEN}Stép 2 óf 9 (22%)${PSEUDO_CLOSE}`,
    );
    for (const text of Object.values(pseudo)) {
      expect(text.startsWith(PSEUDO_OPEN) && text.endsWith(PSEUDO_CLOSE), text).toBe(true);
    }
  });

  it('leaves no plain English word in any text but arguments and tags', () => {
    const rendered = Object.keys(pseudo).map((id) => t(id as keyof typeof pseudo));
    const words = rendered.map((text) => text.replace(/\{\w+\}/g, ''));
    expect(words.filter((text) => /\b(the|and|your|please|step)\b/i.test(text))).toEqual([]);
  });
});
