import { COUNTRY_CANADA, COUNTRY_US } from '../constants.js';
import { POSTAL_CODE_PATTERN } from './apply.js';

/** A US ZIP code, five digits or ZIP+4 (reference-data.md §7). */
export const ZIP_CODE_PATTERN = /^\d{5}(?:-\d{4})?$/;

/**
 * A postal code checked by the country it belongs to: Canadian codes are upper-cased and stored
 * as "A1A 1A1", US ZIP codes as typed, others as free text.
 */
export function normalizePostalCode(country: string, code: string): string | undefined {
  const trimmed = code.trim().toUpperCase();
  if (country === COUNTRY_CANADA) {
    const compact = trimmed.replace(/\s+/g, '');
    const spaced = `${compact.slice(0, 3)} ${compact.slice(3)}`;
    return POSTAL_CODE_PATTERN.test(spaced) ? spaced : undefined;
  }
  if (country === COUNTRY_US) return ZIP_CODE_PATTERN.test(trimmed) ? trimmed : undefined;
  return trimmed.length > 0 && trimmed.length <= 12 ? trimmed : undefined;
}
