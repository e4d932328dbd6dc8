/**
 * Phones autofill numbers as "(416) 555-0123" or "+1 416 555 0123"; keep what the candidate meant
 * and let the schema check the result is exactly 10 digits (SPEC §5). Letters are kept, so they fail.
 */
export function normalizeMobile(value: string): string {
  const compact = value.replace(/[\s().-]/g, '');
  return /^\+?1\d{10}$/.test(compact) ? compact.slice(-10) : compact;
}
