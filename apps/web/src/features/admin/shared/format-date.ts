import { useMemo } from 'react';
import { useLocaleTag } from '../../../lib/i18n/locale';

// Dates in the recruiter's language: a French page in fr-CA ("1 juin 2026"), an English one in the
// browser's own English (en-US, en-GB…), as before French arrived. A date-only value (YYYY-MM-DD) is a calendar day, not an instant, so it is
// formatted in UTC: otherwise a recruiter west of Greenwich sees the day before.

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const DAY: Intl.DateTimeFormatOptions = { ...DATE, timeZone: 'UTC' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: 'numeric', minute: '2-digit' };

const formats = new Map<
  string,
  { date: Intl.DateTimeFormat; day: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat }
>();
function formatsOf(locale: string | undefined) {
  const key = locale ?? '';
  let found = formats.get(key);
  if (!found) {
    found = {
      date: new Intl.DateTimeFormat(locale, DATE),
      day: new Intl.DateTimeFormat(locale, DAY),
      dateTime: new Intl.DateTimeFormat(locale, DATE_TIME),
    };
    formats.set(key, found);
  }
  return found;
}

const parse = (iso: string) => {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? undefined : value;
};

/** "Nov 21, 2026"; empty for a missing value, the raw text for one that is not a date. */
export function formatDate(iso: string | null | undefined, locale?: string): string {
  if (!iso) return '';
  const value = parse(iso);
  if (!value) return iso;
  const { day, date } = formatsOf(locale);
  return DATE_ONLY.test(iso) ? day.format(value) : date.format(value);
}

/** "Nov 21, 2026, 3:04 PM" for an instant; a date-only value keeps its day without a time. */
export function formatDateTime(iso: string | null | undefined, locale?: string): string {
  if (!iso) return '';
  if (DATE_ONLY.test(iso)) return formatDate(iso, locale);
  const value = parse(iso);
  return value ? formatsOf(locale).dateTime.format(value) : iso;
}

/** The locale dates are written in: the page's when it is not English, else the browser's. */
export function useDateLocale(): string | undefined {
  const locale = useLocaleTag();
  return locale.startsWith('en') ? undefined : locale;
}

/** `formatDate` in the page's language ("1 juin 2026" in French). */
export function useFormatDate(): (iso: string | null | undefined) => string {
  const locale = useDateLocale();
  return useMemo(() => (iso) => formatDate(iso, locale), [locale]);
}

/** `formatDateTime` in the page's language ("1 juin 2026, 11 h 05" in French). */
export function useFormatDateTime(): (iso: string | null | undefined) => string {
  const locale = useDateLocale();
  return useMemo(() => (iso) => formatDateTime(iso, locale), [locale]);
}
