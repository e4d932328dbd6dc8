import { type Locale, pages } from '@roadhire/shared';

// Every page's pattern and link, from the one registry the server reads too (SPEC §2).
export const paths = pages;

/** The careers list in a language (decision 032): where "back to the positions" leads. */
export const homePathIn = (locale: Locale) => (locale === 'fr' ? pages.homeFr.href() : pages.home.href());
