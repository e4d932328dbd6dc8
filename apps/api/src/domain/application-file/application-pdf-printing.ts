import { inEnglish, type Locale, type Translator } from '@roadhire/shared';
import { type ReferenceNames, referenceNamesIn } from '../../db/seed/reference-data/names-in.js';
import type { PdfSheet } from '../../lib/pdf/pdf-sheet.js';
import { formatMoment } from '../../lib/zoned-time.js';

// How the printed application writes its answers, dates and moments, in the language it prints in.

export type Value = string | number | null | undefined;

const blank = (value: unknown): value is null | undefined | '' => value === null || value === undefined || value === '';

/** A calendar day (YYYY-MM-DD) as "Apr 12, 1988" (French: "12 avr. 1988"), never moved by a time zone. */
export function formatDay(value: Value, translator: Translator = inEnglish): string {
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
  /**
   * A reference list's answer (a country, a province, an education, a region, equipment) as the
   * form offered it in the printing's language, or "Not answered"; a name no list has, as given.
   */
  named(kind: keyof ReferenceNames, value: Value): string;
  /** Several answers of one reference list, joined. */
  namedList(kind: keyof ReferenceNames, values: readonly string[]): string;
}

export function printing(sheet: PdfSheet, translator: Translator, timeZone: string): Printing {
  const { t, locale } = translator;
  const answer = (value: Value) => (blank(value) ? t('applicationPdf.notAnswered') : String(value));
  const names = referenceNamesIn(locale);
  return {
    sheet,
    t,
    locale,
    day: (value) => formatDay(value, translator),
    moment: (value) => formatMoment(value, timeZone, locale),
    answer,
    optional: (value, answered) => (blank(value) && answered ? t('applicationPdf.none') : answer(value)),
    yesNo: (value) => (value === 'Yes' ? t('onboarding.yes') : value === 'No' ? t('onboarding.no') : answer(value)),
    named: (kind, value) => (blank(value) ? answer(value) : names[kind](String(value))),
    namedList: (kind, values) => values.map(names[kind]).join(', '),
  };
}
