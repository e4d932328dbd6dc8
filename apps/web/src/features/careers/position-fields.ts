import { type OpenPosition, POSITIONS_PAGE_SIZE } from '@roadhire/shared';

// SPEC §3: the city and province of a position, wherever the record keeps them.
const cityOf = (position: OpenPosition) => position.p_contact_info.city;
const provinceOf = (position: OpenPosition) => position.p_province ?? position.p_contact_info.province;

/** SPEC §2: the 'city, province' a position is grouped under. */
export function locationOf(position: OpenPosition): string {
  return [cityOf(position), provinceOf(position)].filter(Boolean).join(', ');
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

export function filterPositions(positions: OpenPosition[], query: string): OpenPosition[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return positions;
  return positions.filter((position) => {
    const text = searchableText(position);
    return words.every((word) => text.includes(word));
  });
}

/** Positions of one place sit together on a page, so the list is ordered by place first. */
export function sortByLocation(positions: OpenPosition[]): OpenPosition[] {
  return [...positions].sort((a, b) => locationOf(a).localeCompare(locationOf(b)));
}

export interface LocationGroup {
  location: string;
  positions: OpenPosition[];
}

export function groupByLocation(positions: OpenPosition[]): LocationGroup[] {
  const groups = new Map<string, OpenPosition[]>();
  for (const position of positions) {
    const location = locationOf(position);
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
