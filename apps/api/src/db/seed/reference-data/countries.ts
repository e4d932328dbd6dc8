import type { CountryCode, ReferenceEntry } from './types.js';

// Only the countries whose provinces and states issue the licences and addresses we take.
// Source: ISO 3166-1 alpha-2 codes (copies at iban.com country codes and the Haskell data-standards package).
export const countries: readonly (ReferenceEntry & { code: CountryCode })[] = [
  { code: 'CA', name: 'Canada' },
  { code: 'US', name: 'United States' },
];
