import type { OpenPosition } from '../schemas/positions.js';

type FactWord =
  | 'openings'
  | 'workType'
  | 'closingDate'
  | 'dangerousGoods'
  | 'yes'
  | 'no'
  | 'licenseClasses'
  | 'licenseConditions'
  | 'route';

/** The words of the lines by their catalogue ids: a translator's `t`, in the reader's language. */
export type FactText = (id: `careers.${FactWord}`) => string;

export interface FactLine {
  label: string;
  value: string;
}

/**
 * SPEC §2: the optional card lines, each shown only when its p_visible_info flag is on. One list
 * for the card, the details panel and a job's page alike, and for the job data search engines
 * read, which may only describe what the page shows.
 */
export function visibleFacts(position: OpenPosition, text: FactText): FactLine[] {
  const t = (word: FactWord) => text(`careers.${word}`);
  const show = position.p_visible_info;
  const sell = position.p_landing_page_sell;
  const lines: Array<[boolean, string, string | number | null]> = [
    [show.openings, t('openings'), position.p_openings],
    [show.work_type, t('workType'), position.p_position_type],
    // SPEC §9: dates as YYYY-MM-DD.
    [show.closing_date, t('closingDate'), position.p_closing_date?.slice(0, 10) ?? null],
    [show.dangerous_goods, t('dangerousGoods'), position.p_dangerous_goods ? t('yes') : t('no')],
    [show.license_classes, t('licenseClasses'), sell.license_class],
    [show.license_conditions, t('licenseConditions'), sell.license_conditions],
    [show.route, t('route'), position.p_route_description],
  ];
  return lines.flatMap(([visible, label, value]) =>
    visible && value !== null && value !== '' ? [{ label, value: String(value) }] : [],
  );
}
