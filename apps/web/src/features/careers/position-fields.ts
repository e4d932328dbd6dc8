import { messages, type OpenPosition, POSITIONS_PAGE_SIZE } from '@roadhire/shared';

const t = messages.careers;

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

export interface FactLine {
  label: string;
  value: string;
}

/** SPEC §2: the optional card lines, each shown only when its p_visible_info flag is on. */
export function visibleFacts(position: OpenPosition): FactLine[] {
  const show = position.p_visible_info;
  const sell = position.p_landing_page_sell;
  const lines: Array<[boolean, string, string | number | null]> = [
    [show.openings, t.openings, position.p_openings],
    [show.work_type, t.workType, position.p_position_type],
    // SPEC §9: dates as YYYY-MM-DD.
    [show.closing_date, t.closingDate, position.p_closing_date?.slice(0, 10) ?? null],
    [show.dangerous_goods, t.dangerousGoods, position.p_dangerous_goods ? t.yes : t.no],
    [show.license_classes, t.licenseClasses, sell.license_class],
    [show.license_conditions, t.licenseConditions, sell.license_conditions],
    [show.route, t.route, position.p_route_description],
  ];
  return lines.flatMap(([visible, label, value]) =>
    visible && value !== null && value !== '' ? [{ label, value: String(value) }] : [],
  );
}
