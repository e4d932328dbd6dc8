import type { AppContext } from '../../context.js';
import { insertVerifications, type NewVerification } from '../../data/verifications-repository.js';
import type { WorkHistoryRow } from '../../data/work-history-repository.js';
import { applicationWorkHistory } from '../../data/work-history-repository.js';
import type { Executor } from '../../db/client.js';
import type { Application } from '../../db/schema.js';
import { carrierDay } from '../../lib/zoned-time.js';
import { employerLanguageOf } from './employer-language.js';
import { LOOK_BACK_YEARS, yearsBefore } from './verification-clock.js';

// 49 CFR 391.23(a)(2): the carrier investigates the driver's DOT-regulated employers of the three
// years before the application. Step 8 asks of each job whether it was subject to the FMCSA
// regulations and whether it was a DOT safety-sensitive position subject to drug and alcohol tests.

/** A job with either DOT answer Yes. */
export function isDotRegulated(entry: WorkHistoryRow): boolean {
  return (
    entry.wh_type === 'Working' && (entry.wh_transport_regulation === 'Yes' || entry.wh_safety_sensitive === 'Yes')
  );
}

/**
 * 40.25(b) questions go to DOT employers the Clearinghouse does not answer for (decision 030): a
 * safety-sensitive job under another DOT mode. An FMCSA employer's drug and alcohol history is the
 * Clearinghouse's full query since 2023-01-06; a recruiter adding a check may still ask it.
 */
export function asksDrugAlcohol(entry: WorkHistoryRow): boolean {
  return entry.wh_safety_sensitive === 'Yes' && entry.wh_transport_regulation !== 'Yes';
}

function addressOf(entry: WorkHistoryRow): string | null {
  const parts = [
    entry.wh_address1,
    entry.wh_address2,
    entry.wh_city,
    entry.wh_province,
    entry.wh_postcode,
    entry.wh_country,
  ];
  const text = parts.filter(Boolean).join(', ');
  return text || null;
}

function contactName(entry: WorkHistoryRow): string | null {
  const name = [entry.wh_confname, entry.wh_conlname].filter(Boolean).join(' ');
  return name || null;
}

/**
 * Opens one check per DOT-regulated job of the application that overlaps the three years before
 * `now` (the carrier's day of the submit), each waiting for the driver's release. Called in the
 * final submit's transaction, so an application is never submitted without its checks.
 */
export async function openVerificationsAtSubmit(
  ctx: Pick<AppContext, 'config'>,
  tx: Executor,
  application: Pick<Application, 'id' | 'user_id'>,
  now: Date,
): Promise<number> {
  const today = carrierDay(now, ctx.config.timeZone);
  const from = yearsBefore(today, LOOK_BACK_YEARS);
  const entries = await applicationWorkHistory(tx, application.id);
  const rows: NewVerification[] = entries
    .filter((entry) => isDotRegulated(entry) && (entry.wh_dateto ?? today) >= from)
    .map((entry) => ({
      application_id: application.id,
      user_id: application.user_id,
      work_history_id: entry.wh_id,
      status: 'awaiting_release',
      employer_name: entry.wh_name ?? 'Employer not named',
      employer_address: addressOf(entry),
      contact_name: contactName(entry),
      contact_email: entry.wh_email,
      contact_phone: entry.wh_phone,
      period_from: entry.wh_datefrom,
      period_to: entry.wh_dateto,
      position: entry.wh_position,
      language: employerLanguageOf({ province: entry.wh_province, country: entry.wh_country }),
      asks_drug_alcohol: asksDrugAlcohol(entry),
      accidents_from: from,
      accidents_to: today,
    }));
  return (await insertVerifications(tx, rows)).length;
}
