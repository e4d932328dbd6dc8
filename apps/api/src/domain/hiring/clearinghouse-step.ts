import {
  type AdminClearinghouse,
  CLEARINGHOUSE_CONSENT_KEPT_YEARS,
  CLEARINGHOUSE_QUERY_EVERY_MONTHS,
  type ClearinghouseConsentSignature,
  type ClearinghouseQuery,
  FULL_QUERY_AFTER_INFORMATION_DAYS,
  RTD_DOCUMENT_KINDS,
  type RtdDocument,
  type RtdDocumentKind,
} from '@roadhire/shared';
import type { ClearinghouseCheck, ClearinghouseQueryRow, RtdDocumentRow } from '../../db/schema.js';
import { shownTranslation } from '../../lib/compliance-texts.js';

// The Clearinghouse step's rules (49 CFR 382.701, 382.703, 382.217; decision 029), shared by the
// step's own routes, the recruiter pipeline's gate on the Hired stage, the due queries and their
// reminders, and the investigation file.

/**
 * `YYYY-MM-DD` plus whole months (UTC). A day the target month lacks becomes its last day (a query
 * of 29 February is due again by 28 February), as PostgreSQL counts: never later than the months.
 */
export function addMonths(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The days the due queries are counted from: the last query, the last full one, the last limited one that found information. */
export interface QueryDates {
  last_on: string | null;
  last_full_on: string | null;
  information_on: string | null;
}

type QueryFacts = Pick<ClearinghouseQueryRow, 'query_type' | 'queried_on' | 'result'>;

const latest = (days: string[]) => days.reduce<string | null>((max, day) => (max && max >= day ? max : day), null);

export function queryDatesOf(queries: QueryFacts[]): QueryDates {
  return {
    last_on: latest(queries.map((query) => query.queried_on)),
    last_full_on: latest(queries.filter((query) => query.query_type === 'full').map((query) => query.queried_on)),
    information_on: latest(
      queries
        .filter((query) => query.query_type === 'limited' && query.result === 'information_found')
        .map((query) => query.queried_on),
    ),
  };
}

/** A limited query found information and no full query followed it: the full one is due within 24 hours. */
export function fullQueryDueBy(dates: QueryDates): string | null {
  const { information_on, last_full_on } = dates;
  if (!information_on || (last_full_on && last_full_on >= information_on)) return null;
  return addDays(information_on, FULL_QUERY_AFTER_INFORMATION_DAYS);
}

/** A hired driver's next query: the full one a limited query calls for, else twelve months after the last query; before any, the hire date. */
export function nextQueryDue(hiredOn: string | null, dates: QueryDates): string | null {
  const followUp = fullQueryDueBy(dates);
  if (followUp) return followUp;
  if (dates.last_on) return addMonths(dates.last_on, CLEARINGHOUSE_QUERY_EVERY_MONTHS);
  return hiredOn;
}

/** The consent is kept three years after the last query under it (the signature, before any). */
export function consentKeepUntil(signedAt: Date, lastQueriedOn: string | null): string {
  const from = lastQueriedOn ?? signedAt.toISOString().slice(0, 10);
  return addMonths(from, CLEARINGHOUSE_CONSENT_KEPT_YEARS * 12);
}

/** Why a move to Hired on a day cannot be taken (decision 029). */
export type HireBlocker =
  | { reason: 'consent_missing' }
  | { reason: 'full_query_missing' }
  | { reason: 'full_query_after_hire'; queried_on: string; hired_on: string }
  | { reason: 'prohibited' }
  | { reason: 'rtd_documents_missing'; missing: RtdDocumentKind[] };

export interface StepRecords {
  check: ClearinghouseCheck | undefined;
  queries: ClearinghouseQueryRow[];
  rtdDocuments: RtdDocumentRow[];
}

/**
 * 382.701(a): a driver of a CDL job is hired only after a full query, with its result PDF, dated on
 * or before the hire date, and never while the latest such query says prohibited; 382.217: a
 * violation needs the return-to-duty documents, each dated on or before the hire date. The
 * driver's consent to the limited queries comes first. `hiredOn` null asks for any day to come.
 */
export function hireBlockers(step: StepRecords, hiredOn: string | null): HireBlocker[] {
  const blockers: HireBlocker[] = [];
  if (!step.check?.consent_signed_at) blockers.push({ reason: 'consent_missing' });
  const onOrBefore = (day: string) => hiredOn === null || day <= hiredOn;
  const full = step.queries.filter((query) => query.query_type === 'full' && query.result_filename);
  const before = full.filter((query) => onOrBefore(query.queried_on)).sort(latestFirst);
  const governing = before[0];
  if (!governing) {
    const after = full.map((query) => query.queried_on).sort()[0];
    blockers.push(
      after && hiredOn
        ? { reason: 'full_query_after_hire', queried_on: after, hired_on: hiredOn }
        : { reason: 'full_query_missing' },
    );
    return blockers;
  }
  if (governing.result === 'prohibited') blockers.push({ reason: 'prohibited' });
  if (governing.result === 'violations_found') {
    const missing = RTD_DOCUMENT_KINDS.filter(
      (kind) => !step.rtdDocuments.some((document) => document.kind === kind && onOrBefore(document.dated_on)),
    );
    if (missing.length > 0) blockers.push({ reason: 'rtd_documents_missing', missing });
  }
  return blockers;
}

/** The latest query first; of one day, the one recorded last. */
export function latestFirst(a: ClearinghouseQueryRow, b: ClearinghouseQueryRow): number {
  return a.queried_on === b.queried_on ? b.id - a.id : a.queried_on < b.queried_on ? 1 : -1;
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

export function toClearinghouseQuery(row: ClearinghouseQueryRow): ClearinghouseQuery {
  return {
    id: row.id,
    query_type: row.query_type,
    purpose: row.purpose,
    queried_on: row.queried_on,
    driver_approved_on: row.driver_approved_on,
    result: row.result,
    result_pdf:
      row.result_filename && row.result_original_name && row.result_uploaded_at
        ? {
            original_name: row.result_original_name,
            size_bytes: row.result_size_bytes ?? 0,
            uploaded_at: row.result_uploaded_at.toISOString(),
          }
        : null,
    recorded_at: row.recorded_at.toISOString(),
  };
}

function toRtdDocument(row: RtdDocumentRow): RtdDocument {
  return {
    id: row.id,
    kind: row.kind,
    dated_on: row.dated_on,
    pdf: { original_name: row.original_name, size_bytes: row.size_bytes, uploaded_at: row.uploaded_at.toISOString() },
  };
}

/** The step as the applicant file and the investigation file show it. */
export function toAdminClearinghouse(
  application: { id: number; p_requires_cdl: boolean; recruiter_stage: string | null; hired_on: string | null },
  step: StepRecords,
): AdminClearinghouse {
  const { check } = step;
  const signedAt = check?.consent_signed_at;
  const dates = queryDatesOf(step.queries);
  const hired = application.recruiter_stage === 'hired';
  return {
    application_id: application.id,
    required: application.p_requires_cdl,
    consent:
      check && signedAt
        ? { ...consentSignature(check, signedAt), keep_until: consentKeepUntil(signedAt, dates.last_on) }
        : null,
    queries: [...step.queries].sort(latestFirst).map(toClearinghouseQuery),
    rtd_documents: step.rtdDocuments.map(toRtdDocument),
    complete: hireBlockers(step, hired ? application.hired_on : null).length === 0,
    full_query_due_by: fullQueryDueBy(dates),
    next_query_due: hired ? nextQueryDue(application.hired_on, dates) : null,
  };
}
