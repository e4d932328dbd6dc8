import {
  type AdminClearinghouse,
  CLEARINGHOUSE_CONSENT_KEPT_YEARS,
  CLEARINGHOUSE_QUERY_EVERY_MONTHS,
  type ClearinghouseConsentSignature,
} from '@roadhire/shared';
import type { ClearinghouseCheck } from '../db/schema.js';
import { shownTranslation } from './compliance-texts.js';

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

/** The driver's signature of the consent as the driver and the applicant file see it: the snapshot itself stays stored. */
export function consentSignature(check: ClearinghouseCheck, signedAt: Date): ClearinghouseConsentSignature {
  const translation = check.consent_translation;
  return {
    typed_name: check.consent_typed_name ?? '',
    signed_at: signedAt.toISOString(),
    text_version: check.consent_text_version ?? '',
    snapshot_sha256: check.consent_snapshot_sha256 ?? '',
    language: check.consent_language,
    translation: translation ? shownTranslation(translation) : null,
  };
}

/** The step as the applicant file and the investigation file show it. */
export function toAdminClearinghouse(
  application: { id: number; p_requires_cdl: boolean; recruiter_stage: string | null; hired_on: string | null },
  check: ClearinghouseCheck | undefined,
): AdminClearinghouse {
  const signedAt = check?.consent_signed_at;
  return {
    application_id: application.id,
    required: application.p_requires_cdl,
    consent:
      check && signedAt
        ? { ...consentSignature(check, signedAt), keep_until: consentKeepUntil(signedAt, check.queried_on) }
        : null,
    full_query_approved_on: check?.full_query_approved_on ?? null,
    queried_on: check?.queried_on ?? null,
    result: check?.result ?? null,
    result_pdf:
      check?.result_filename && check.result_original_name && check.result_uploaded_at
        ? {
            original_name: check.result_original_name,
            size_bytes: check.result_size_bytes ?? 0,
            uploaded_at: check.result_uploaded_at.toISOString(),
          }
        : null,
    complete: isClearinghouseComplete(check),
    next_query_due:
      application.recruiter_stage === 'hired' ? nextQueryDue(application.hired_on, check?.queried_on ?? null) : null,
  };
}
