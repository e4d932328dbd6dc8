// Dates in the recruiter's own locale. A date-only value (YYYY-MM-DD) is a calendar day, not an
// instant, so it is formatted in UTC: otherwise a recruiter west of Greenwich sees the day before.

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
const dayFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const parse = (iso: string) => {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? undefined : value;
};

/** "Nov 21, 2026"; empty for a missing value, the raw text for one that is not a date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const value = parse(iso);
  if (!value) return iso;
  return DATE_ONLY.test(iso) ? dayFormat.format(value) : dateFormat.format(value);
}

/** "Nov 21, 2026, 3:04 PM" for an instant; a date-only value keeps its day without a time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  if (DATE_ONLY.test(iso)) return formatDate(iso);
  const value = parse(iso);
  return value ? dateTimeFormat.format(value) : iso;
}
