import { CLEARINGHOUSE_CONSENT_KEPT_YEARS, CLEARINGHOUSE_QUERY_EVERY_MONTHS } from '@roadhire/shared';
import type { ClearinghouseCheck } from '../db/schema.js';

// The Clearinghouse step's rules (49 CFR 382.701, 382.703; decision 029), shared by the step's
// own routes and the recruiter pipeline's gate on the Hired stage.

/** Consent signed, full query approved, result recorded with its PDF. */
export function isClearinghouseComplete(check: ClearinghouseCheck | undefined): boolean {
  return Boolean(check?.consent_signed_at && check.full_query_approved_on && check.result && check.result_filename);
}

/** `YYYY-MM-DD` plus whole months (UTC; the 31st of a short month rolls into the next, as a due day may). */
export function addMonths(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** A hired driver's next query: twelve months after the last one; before any, the hire date itself. */
export function nextQueryDue(hiredOn: string | null, queriedOn: string | null): string | null {
  if (queriedOn) return addMonths(queriedOn, CLEARINGHOUSE_QUERY_EVERY_MONTHS);
  return hiredOn;
}

/** The consent is kept three years after the last query under it (the signature, before any). */
export function consentKeepUntil(signedAt: Date, queriedOn: string | null): string {
  const from = queriedOn ?? signedAt.toISOString().slice(0, 10);
  return addMonths(from, CLEARINGHOUSE_CONSENT_KEPT_YEARS * 12);
}
