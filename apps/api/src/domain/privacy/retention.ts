import {
  CLEARINGHOUSE_CONSENT_KEPT_YEARS,
  type HeldRecord,
  HIRED_RECORDS_KEPT_YEARS,
  RECORD_TYPES,
  type RecordType,
} from '@roadhire/shared';
import { activeHolds } from '../../data/legal-holds-repository.js';
import { hiredApplicationsOf } from '../../data/retention-repository.js';
import type { Executor } from '../../db/client.js';
import { inEnglishOf, type Said, said } from '../../lib/said.js';

// The rules of decision 031: which of a person's records the law or a hold keeps on a given day,
// why, and until when. A record whose day has come is no longer held.

/** "YYYY-MM-DD" of a moment, in UTC. */
export const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/** The same calendar day `years` later (29 February falls back to the 28th). */
export function addYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const moved = new Date(Date.UTC((year ?? 0) + years, (month ?? 1) - 1, date ?? 1));
  if (moved.getUTCDate() !== date) moved.setUTCDate(0);
  return dayOf(moved);
}

export function addMonths(moment: Date, months: number): Date {
  const moved = new Date(moment.getTime());
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
}

export const addDays = (moment: Date, days: number) => new Date(moment.getTime() + days * 86_400_000);

/** The later of two "until" days; null (not known yet: still employed, a hold without end) wins. */
function later(a: string | null, b: string | null): string | null {
  if (a === null || b === null) return null;
  return a > b ? a : b;
}

/** A record held, its reason by id: said in the driver's language in a mail, recorded in English. */
export type HeldRule = Omit<HeldRecord, 'reason'> & { reason: Said };

/** A held record as the request records and answers it: its reason in English. */
export const recordedHeld = (rules: readonly HeldRule[]): HeldRecord[] =>
  rules.map((rule) => ({ ...rule, reason: inEnglishOf(rule.reason) }));

/**
 * The record types of a person held on `today`, each with its rule or hold's reason and the
 * earliest day it may go. A record type held twice keeps the later day and the first reason.
 */
export async function heldRecords(db: Executor, userId: number, today: string): Promise<HeldRule[]> {
  const held = new Map<RecordType, HeldRule>();
  const hold = (record_type: RecordType, reason: Said, until: string | null) => {
    const current = held.get(record_type);
    held.set(
      record_type,
      current ? { ...current, until: later(current.until, until) } : { record_type, reason, until },
    );
  };
  for (const row of await activeHolds(db, userId, today)) {
    const reason = said('privacy.admin.labelled', { label: said('privacy.rules.legal_hold'), value: row.reason });
    if (row.record_type) hold(row.record_type, reason, row.until);
    else for (const type of RECORD_TYPES) hold(type, reason, row.until);
  }
  for (const application of await hiredApplicationsOf(db, userId)) {
    const until = application.employment_ended_on
      ? addYears(application.employment_ended_on, HIRED_RECORDS_KEPT_YEARS)
      : null;
    if (until === null || until > today) {
      hold('application_hired', said('privacy.rules.application_hired'), until);
      // The documents of a hired driver's application are part of that file.
      hold('documents', said('privacy.rules.application_hired'), until);
      if (application.verifications > 0) hold('investigation_file', said('privacy.rules.investigation_file'), until);
    }
    if (application.has_clearinghouse) {
      const last = application.queried_on ?? application.hired_on;
      const consentUntil = last ? addYears(last, CLEARINGHOUSE_CONSENT_KEPT_YEARS) : null;
      if (consentUntil === null || consentUntil > today)
        hold('clearinghouse_consent', said('privacy.rules.clearinghouse_consent'), consentUntil);
    }
  }
  return RECORD_TYPES.flatMap((type) => held.get(type) ?? []);
}
