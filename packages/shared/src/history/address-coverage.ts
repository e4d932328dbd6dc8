import type { MessageId } from '../i18n/catalogue-en.js';
import type { MessageValues } from '../i18n/translate.js';
import { type HistoryCoverage, historyCoverage } from './coverage.js';

// Step 1's address history: the current address from the day the driver moved in,
// with the earlier addresses, must cover every day of the years the carrier asks for. The form
// points the gaps out while the driver types; the server refuses a final call that leaves one.

export interface AddressHistoryAnswers {
  address_since?: string | null;
  address_history?: readonly { from: string; to: string }[] | null;
}

export interface AddressWindow {
  /** How many years of addresses are asked for (config `historyYears.all`). */
  years: number;
  /** Today, YYYY-MM-DD: the carrier's day on the server, the driver's on the form. */
  today: string;
}

/** How the current address and the earlier ones cover the window; every day counts (no gap allowed). */
export function addressCoverage(answers: AddressHistoryAnswers, window: AddressWindow): HistoryCoverage {
  const current = answers.address_since ? [{ from: answers.address_since, to: null }] : [];
  return historyCoverage([...current, ...(answers.address_history ?? [])], { ...window, minGapDays: 0 });
}

/** Says a text of the catalogues in a language (`useT()` in the browser, `translatorFor(locale).t` on the server). */
export type Say = (id: MessageId, values?: MessageValues) => string;

/** Each uncovered stretch in words, oldest first: "No address is given from … to …." */
export const addressGapTexts = (coverage: HistoryCoverage, say: Say) =>
  coverage.gaps.map((gap) => say('onboarding.step1.addressGap', { from: gap.from, to: gap.to }));

/** The message refusing an incomplete history: what is asked, then every gap with its dates. */
export const addressHistoryMessage = (coverage: HistoryCoverage, years: number, say: Say) =>
  [say('onboarding.step1.addressHistoryIncomplete', { years }), ...addressGapTexts(coverage, say)].join(' ');
