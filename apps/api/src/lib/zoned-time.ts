import type { Locale } from '@roadhire/shared';

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

/** The locale a moment is written in, per language: English keeps the US order the records use. */
const MOMENT_TAGS: Record<Locale, string> = { en: 'en-US', fr: 'fr-CA' };

/**
 * "Nov 21, 2026, 2:05 PM EST": the zone's own abbreviation, or its offset where it has none. In
 * French (a reader's mail): "21 nov. 2026, 14 h 05 HNE".
 */
export function formatMoment(value: string | Date, timeZone: string, locale: Locale = 'en'): string {
  const tag = MOMENT_TAGS[locale];
  const format = cached(
    momentFormats,
    `${tag} ${timeZone}`,
    () =>
      new Intl.DateTimeFormat(tag, {
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

const calendarDayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day ("2026-12-28") as a reader reads it: "Dec 28, 2026", in French "28 déc. 2026". */
export function formatCalendarDay(day: string, locale: Locale = 'en'): string {
  const tag = MOMENT_TAGS[locale];
  const format = cached(
    calendarDayFormats,
    tag,
    () => new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
  );
  return plainSpaces(format.format(new Date(`${day}T12:00:00Z`)));
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

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "2026-11-21": the carrier's calendar day at that moment (decision 017: the day an application is
 * made on, and the day a history must reach).
 */
export function carrierDay(value: string | Date, timeZone: string): string {
  const format = cached(
    dayFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }),
  );
  const part = Object.fromEntries(format.formatToParts(new Date(value)).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}`;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at that moment, in minutes (-300 for Toronto in winter). */
function offsetMinutes(moment: number, timeZone: string): number {
  const format = cached(
    offsetFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }),
  );
  const name = format.formatToParts(moment).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  // "GMT-05:00", "GMT+05:45", or plain "GMT" for UTC itself.
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};

/**
 * "2026-12-31T23:59:59-05:00": the last second of a calendar day ("YYYY-MM-DD") in the carrier's
 * zone, with that zone's offset on that night (summer or winter time), as ISO 8601 writes it.
 */
export function endOfCarrierDay(day: string, timeZone: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const wallClock = Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1, 23, 59, 59);
  // The offset at the wall-clock time read as UTC is right unless a change of offset lies between
  // the two; asking again at the moment it gives settles it.
  let offset = offsetMinutes(wallClock, timeZone);
  offset = offsetMinutes(wallClock - offset * 60_000, timeZone);
  return `${day}T23:59:59${offsetText(offset)}`;
}
