// No zod here: the careers pages' scripts read this module and stay without zod (LocaleSchema is in
// schemas/language.ts).

/** The languages Roadhire speaks; English is the carrier's default and every SPEC text's original. */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The tag dates, numbers and money are formatted with, and what `hreflang` and `lang` say. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' };

/**
 * Names in each language's alphabetical order, the same on the server and in every browser, whose
 * own locale must not reorder a list: French sorts accents after their letter ("Île-du-Prince-Édouard"
 * among the I's). Each made once: `localeCompare` looks the rules up on every comparison.
 */
export const COMPARE_NAMES_IN: Record<Locale, Intl.Collator['compare']> = {
  en: new Intl.Collator('en-CA').compare,
  fr: new Intl.Collator('fr').compare,
};

/** The cookie a visitor's choice is kept in before they have an account. */
export const LOCALE_COOKIE = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first language of an `Accept-Language` header we speak, by the client's weights: `fr`, `fr-CA`,
 * `fr-FR` are French. A header naming none of ours gives null, so the next rule decides.
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        language: range.trim().toLowerCase().split('-')[0] ?? '',
        weight: Number.isNaN(weight) ? 0 : weight,
        index,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) if (isLocale(entry.language)) return entry.language;
  return null;
}

/**
 * Which language to answer in, the same rule on the server and in the browser: the signed-in
 * user's stored language, then the visitor's own choice (cookie), then the browser's
 * `Accept-Language`, then English. Public pages do not use it: their language is in their address.
 */
export function resolveLocale(sources: {
  user?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  if (isLocale(sources.user)) return sources.user;
  if (isLocale(sources.cookie)) return sources.cookie;
  return localeFromAcceptLanguage(sources.acceptLanguage) ?? DEFAULT_LOCALE;
}
