// A week is named by its Monday, a calendar day: formatted in UTC so it never slips to Sunday.
const WEEK: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };
const formats = new Map<string, Intl.DateTimeFormat>();

/** "Nov 16" for the week starting 2026-11-16 ("16 nov." in fr-CA); the browser's English without a locale. */
export function weekLabel(weekStart: string, locale?: string): string {
  const day = new Date(`${weekStart}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return weekStart;
  const key = locale ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, WEEK);
    formats.set(key, format);
  }
  return format.format(day);
}
