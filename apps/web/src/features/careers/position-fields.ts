import {
  COMPARE_NAMES_IN,
  DEFAULT_LOCALE,
  type Locale,
  type OpenPosition,
  POSITIONS_PAGE_SIZE,
  positionIn,
  provinceName,
} from '@roadhire/shared';

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

/**
 * What the search box matches: number, title, type, location and organisation unit, in English and
 * in French (the job's French version, the province's French name), so "citerne" finds the tanker
 * job on either list and a link means the same list in both languages.
 */
function searchableText(position: OpenPosition): string {
  const province = provinceOf(position);
  const texts = [position.p_position_number, cityOf(position), province, position.p_org_unit];
  for (const shown of [position, positionIn(position, 'fr')]) {
    const sell = shown.p_landing_page_sell;
    texts.push(shown.p_position_title, shown.p_position_type, sell.position_type, sell.driver_type);
  }
  if (province) texts.push(provinceName(province, 'fr'));
  return foldText(texts.filter(Boolean).join('\n'));
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

/** The distinct values a filter offers, in the order of their labels in the page's language, blanks left out. */
export function choicesOf(
  positions: OpenPosition[],
  pick: (position: OpenPosition) => string | null,
  label: (value: string) => string = (value) => value,
  locale: Locale = DEFAULT_LOCALE,
): string[] {
  const values = new Set(positions.map(pick).filter((value): value is string => Boolean(value)));
  return [...values].sort((a, b) => COMPARE_NAMES_IN[locale](label(a), label(b)));
}

/** Positions of one place sit together on a page, so the list is ordered by place first. */
export function sortByLocation(positions: OpenPosition[], locale: Locale = DEFAULT_LOCALE): OpenPosition[] {
  return [...positions].sort((a, b) => COMPARE_NAMES_IN[locale](locationOf(a, locale), locationOf(b, locale)));
}

/**
 * The label of each work type a list offers, in the page's language: on the French list, the French
 * of the stored type where a job's French version gives one. The address keeps the stored type.
 */
export function typeLabels(positions: OpenPosition[], locale: Locale): (type: string) => string {
  const labels = new Map<string, string>();
  if (locale === 'fr') {
    for (const position of positions) {
      const type = typeOf(position);
      const shown = typeOf(positionIn(position, locale));
      if (type && shown && !labels.has(type)) labels.set(type, shown);
    }
  }
  return (type) => labels.get(type) ?? type;
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
