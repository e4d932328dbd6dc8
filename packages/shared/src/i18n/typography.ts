/**
 * The Quebec French typography rules a text breaks (OQLF; french-notes.md), each named: a colon
 * takes a non-breaking space before it (U+00A0, or the narrow U+202F), and "numéro" abbreviates
 * to "nº", never "no". An address's "://", a route's "/:id" and a time's "11:05" are not colons of a sentence.
 */
export function frenchTypographyFaults(text: string): string[] {
  const faults: string[] = [];
  const colons = text
    .replace(/:\/\//g, '')
    .replace(/\d:\d/g, '')
    .replace(/\/:(?=\w)/g, '/');
  if (/(?<![\u00a0\u202f]):/.test(colons)) faults.push('a colon without a non-breaking space before it');
  if (/\b[Nn]o(?=[ \u00a0\u202f]?(?:\{|\d))|\bNo de\b/.test(text)) faults.push('"no" for numéro (write "nº")');
  return faults;
}

/**
 * A driver is named in both genders in French (OQLF, rédaction épicène): a job offer, a title or a
 * sentence that says "camionneur" names "camionneuse" too. Each masculine noun, with its feminine.
 * Checked over our own words (the catalogue, the mails, the shipped legal texts), not over a screen,
 * which also shows data worded by others: a licence class's official name, a carrier's job title.
 */
const FEMININE_OF: Record<string, string> = {
  camionneur: 'camionneuse',
  conducteur: 'conductrice',
  chauffeur: 'chauffeuse',
};

/** Each driver noun a French text uses in the masculine alone, as its doublet: "camionneur ou camionneuse". */
export function bothGenderForms(text: string): string[] {
  const lower = text.toLowerCase();
  return Object.entries(FEMININE_OF)
    .filter(([noun, feminine]) => new RegExp(`\\b${noun}s?\\b`).test(lower) && !lower.includes(feminine))
    .map(([noun, feminine]) => `${noun} ou ${feminine}`);
}
