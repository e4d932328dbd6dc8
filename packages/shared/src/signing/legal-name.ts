// The one way names are folded for comparing (decisions 013 and 016): case, accents and punctuation
// set aside, so "marie eve  lefebvre" signs for Marie-Ève Lefebvre and finds her in a search. The
// database folds the same way (search_fold, migration 0014); a test compares the two.

/** Letters that are not an accent away from a plain one, written as PostgreSQL's unaccent writes them. */
const PLAIN_LETTERS: Record<string, string> = {
  ß: 'ss',
  œ: 'oe',
  æ: 'ae',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/** What names use between their parts: spaces, hyphens and dashes, apostrophes, quotes, periods, commas, underscores. */
const SEPARATORS = /[\s'"’‘.,_‐‑–—-]+/g;

/**
 * A name as comparisons see it: compatibility forms unified, Latin accents dropped (other scripts'
 * marks kept), lower case, separators as single spaces.
 */
export function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLocaleLowerCase('en')
    .replace(/[ßœæøđðłþı]/g, (letter) => PLAIN_LETTERS[letter] ?? letter)
    .replace(SEPARATORS, ' ')
    .trim();
}

/** Whether `typed` is the profile's first and last name. */
export function isLegalName(typed: string, profile: { first_name: string; last_name: string }): boolean {
  const expected = foldName(`${profile.first_name} ${profile.last_name}`);
  return expected !== '' && foldName(typed) === expected;
}
