// Moments as the carrier reads them: in its TIME_ZONE (config), whatever zone the server runs in.

const momentFormats = new Map<string, Intl.DateTimeFormat>();
const spreadsheetFormats = new Map<string, Intl.DateTimeFormat>();

function cached(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat) {
  let format = cache.get(timeZone);
  if (!format) {
    format = make();
    cache.set(timeZone, format);
  }
  return format;
}

// ICU puts narrow no-break spaces before AM/PM; plain spaces print and paste everywhere.
const plainSpaces = (text: string) => text.replace(/\s/gu, ' ');

/** "Nov 21, 2026, 2:05 PM EST": the zone's own abbreviation, or its offset where it has none. */
export function formatMoment(value: string | Date, timeZone: string): string {
  const format = cached(
    momentFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone,
      }),
  );
  return plainSpaces(format.format(new Date(value)));
}

/** "2026-11-21 14:05": read at a glance, sorted as text, and taken as a date by spreadsheets. */
export function spreadsheetMoment(value: string | Date, timeZone: string): string {
  const format = cached(
    spreadsheetFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone,
      }),
  );
  const part = Object.fromEntries(format.formatToParts(new Date(value)).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** The calendar day (YYYY-MM-DD) a moment falls on in the zone: the date of an application. */
export function zonedDay(value: string | Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(
    new Date(value),
  );
}
