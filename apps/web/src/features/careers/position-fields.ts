import { DEFAULT_LOCALE, type Locale, type OpenPosition, POSITIONS_PAGE_SIZE, provinceName } from '@roadhire/shared';

// SPEC §3: the city and province of a position, wherever the record keeps them.
const cityOf = (position: OpenPosition) => position.p_contact_info.city;
export const provinceOf = (position: OpenPosition) => position.p_province ?? position.p_contact_info.province;
// SPEC §3: the position type is p_position_type.
export const typeOf = (position: OpenPosition) => position.p_position_type;

/** SPEC §2: the 'city, province' a position is grouped under, the province named for `locale`. */
export function locationOf(position: OpenPosition, locale: Locale = DEFAULT_LOCALE): string {
  const province = provinceOf(position);
  return [cityOf(position), province && provinceName(province, locale)].filter(Boolean).join(', ');
}

/** Case- and accent-insensitive, so 'montreal' finds Montréal. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** What the search box matches: number, title, type, location and organisation unit. */
function searchableText(position: OpenPosition): string {
  const sell = position.p_landing_page_sell;
  return foldText(
    [
      position.p_position_number,
      position.p_position_title,
      position.p_position_type,
      sell.position_type,
      sell.driver_type,
      cityOf(position),
      provinceOf(position),
      position.p_org_unit,
    ]
      .filter(Boolean)
      .join('\n'),
  );
}

/** The province and position type a visitor narrowed the list to; empty means any. */
export interface PositionFilters {
  province: string;
  type: string;
}

export function filterPositions(
  positions: OpenPosition[],
  query: string,
  { province, type }: PositionFilters = { province: '', type: '' },
): OpenPosition[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  return positions.filter((position) => {
    if (province && provinceOf(position) !== province) return false;
    if (type && typeOf(position) !== type) return false;
    const text = searchableText(position);
    return words.every((word) => text.includes(word));
  });
}

/**
 * One collation for the server's render and every phone's: the list is drawn on the server and
 * hydrated in the browser, whose own locale (fr-CA orders accents differently) must not reorder it.
 * One collator, made once: `localeCompare` looks the locale's rules up on every comparison.
 */
const byName = new Intl.Collator('en-CA').compare;

/** The distinct values a filter offers, in alphabetical order, blanks left out. */
export function choicesOf(positions: OpenPosition[], pick: (position: OpenPosition) => string | null): string[] {
  const values = new Set(positions.map(pick).filter((value): value is string => Boolean(value)));
  return [...values].sort(byName);
}

/** Positions of one place sit together on a page, so the list is ordered by place first. */
export function sortByLocation(positions: OpenPosition[]): OpenPosition[] {
  return [...positions].sort((a, b) => byName(locationOf(a), locationOf(b)));
}

export interface LocationGroup {
  location: string;
  positions: OpenPosition[];
}

export function groupByLocation(positions: OpenPosition[], locale: Locale): LocationGroup[] {
  const groups = new Map<string, OpenPosition[]>();
  for (const position of positions) {
    const location = locationOf(position, locale);
    groups.set(location, [...(groups.get(location) ?? []), position]);
  }
  return [...groups].map(([location, list]) => ({ location, positions: list }));
}

export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
  /** 1-based, 0 when there is nothing to show (SPEC §2 'Showing X to Y of Z entries'). */
  from: number;
  to: number;
  total: number;
}

export function pageOf<T>(items: T[], requested: number, size = POSITIONS_PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const page = Math.min(Math.max(1, requested), pageCount);
  const start = (page - 1) * size;
  const slice = items.slice(start, start + size);
  return {
    items: slice,
    page,
    pageCount,
    from: slice.length ? start + 1 : 0,
    to: start + slice.length,
    total: items.length,
  };
}
