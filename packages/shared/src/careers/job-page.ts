/** The route of one job's own page; `jobKey` is `{p_id}-{slug}` (the slug only reads well). */
export const JOB_PAGE_PATTERN = '/jobs/:jobKey';

/** Long enough for any real title, short enough for a text message. */
export const JOB_SLUG_MAX_LENGTH = 80;

/** Letters that do not fold to ASCII by dropping their accents. */
const FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** "Local P&D Driver — Montréal" → "local-p-d-driver-montreal": lowercase ASCII words joined by dashes. */
export function jobSlug(title: string): string {
  const words = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => FOLDS[letter] ?? letter)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    // Cut between words; a single word longer than the limit is cut inside.
    if (next.length > JOB_SLUG_MAX_LENGTH) {
      if (!slug) slug = word.slice(0, JOB_SLUG_MAX_LENGTH);
      break;
    }
    slug = next;
  }
  return slug || 'job';
}

/** The path of a job's own page: its id keeps it stable when the title changes. */
export function jobPagePath(position: { p_id: number; p_position_title: string }): string {
  return `/jobs/${position.p_id}-${jobSlug(position.p_position_title)}`;
}

/** The largest id a position can have (a PostgreSQL integer), as the API's id parameters accept. */
const MAX_JOB_ID = 2_147_483_647;

/**
 * The position id of a page's key: `123` or `123-any-slug`, whatever the slug says (an old title's
 * slug still finds the job, and the page names the current one as canonical). Null for anything else.
 */
export function jobIdFromKey(key: string): number | null {
  const match = /^([1-9]\d{0,9})(?:-.*)?$/s.exec(key);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= MAX_JOB_ID ? id : null;
}

/** The French twin of a job's page (decision 032): `/fr/emplois/{id}-{slug of the French title}`. */
export const FRENCH_JOB_PAGE_PATTERN = '/fr/emplois/:jobKey';

/** The fields a job needs for its French page: a position without them has none. */
export interface FrenchJobFields {
  p_id: number;
  p_position_title_fr: string | null;
  p_landing_page_desc_fr?: string | null;
}

/**
 * Whether the job has a French page: a French title and a French description, both. An offer shown
 * in French with an English body would not be the French version the Charter asks for.
 */
export function hasFrenchPage(
  position: FrenchJobFields,
): position is FrenchJobFields & { p_position_title_fr: string } {
  return Boolean(position.p_position_title_fr?.trim() && position.p_landing_page_desc_fr?.trim());
}

/** The path of a job's French page, its slug from the French title. */
export function frenchJobPagePath(position: { p_id: number; p_position_title_fr: string }): string {
  return `/fr/emplois/${position.p_id}-${jobSlug(position.p_position_title_fr)}`;
}
