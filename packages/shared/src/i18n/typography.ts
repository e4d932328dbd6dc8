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
