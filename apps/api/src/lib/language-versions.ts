import { LOCALE_TAGS, type Locale } from '@roadhire/shared';
import { escapeMarkup } from './escape-markup.js';

/**
 * Reciprocal `hreflang` links (decision 032): each version names every version, itself included,
 * and `x-default` is the English page. A page without a twin names only itself.
 */
export function alternateLinks(versions: Partial<Record<Locale, string>>): string[] {
  const links = (Object.entries(versions) as [Locale, string][]).map(
    ([locale, url]) => `<link rel="alternate" hreflang="${LOCALE_TAGS[locale]}" href="${escapeMarkup(url)}">`,
  );
  return versions.en
    ? [...links, `<link rel="alternate" hreflang="x-default" href="${escapeMarkup(versions.en)}">`]
    : links;
}
