import { catalogueEn, createTranslator, type Locale, type Translator } from '@roadhire/shared';
import type { PdfSheet } from '../../lib/pdf/pdf-sheet.js';
import { formatMoment } from '../../lib/zoned-time.js';

// How the printed application writes its answers, dates and moments, in the language it prints in.

export type Value = string | number | null | undefined;

const english = createTranslator('en', catalogueEn);
const blank = (value: unknown): value is null | undefined | '' => value === null || value === undefined || value === '';

/** A calendar day (YYYY-MM-DD) as "Apr 12, 1988" (French: "12 avr. 1988"), never moved by a time zone. */
export function formatDay(value: Value, translator: Translator = english): string {
  if (blank(value)) return translator.t('applicationPdf.notAnswered');
  const day = new Date(`${String(value).slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(day.getTime())
    ? String(value)
    : translator.intl.formatDate(day, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** The words and formats of one printing, in its language. */
export interface Printing {
  readonly sheet: PdfSheet;
  readonly t: Translator['t'];
  readonly locale: Locale;
  /** A calendar day, or "Not answered". */
  day(value: Value): string;
  /** A moment in the carrier's time zone. */
  moment(value: string | Date): string;
  /** An answer as given, or "Not answered". */
  answer(value: Value): string;
  /** An optional field of a step the driver has answered: empty means "none", not "not answered". */
  optional(value: Value, answered: boolean): string;
  /** A stored "Yes" or "No" in the printing's language; any other answer as given. */
  yesNo(value: Value): string;
}

export function printing(sheet: PdfSheet, translator: Translator, timeZone: string): Printing {
  const { t, locale } = translator;
  const answer = (value: Value) => (blank(value) ? t('applicationPdf.notAnswered') : String(value));
  return {
    sheet,
    t,
    locale,
    day: (value) => formatDay(value, translator),
    moment: (value) => formatMoment(value, timeZone, locale),
    answer,
    optional: (value, answered) => (blank(value) && answered ? t('applicationPdf.none') : answer(value)),
    yesNo: (value) => (value === 'Yes' ? t('onboarding.yes') : value === 'No' ? t('onboarding.no') : answer(value)),
  };
}
