// A week is named by its Monday, a calendar day: formatted in UTC so it never slips to Sunday.
const weekFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Nov 16" for the week starting 2026-11-16. */
export function weekLabel(weekStart: string): string {
  const day = new Date(`${weekStart}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? weekStart : weekFormat.format(day);
}
