import { createIntl, type IntlShape } from '@formatjs/intl';
import { type Catalogue, catalogueEn, type MessageId } from './catalogue-en.js';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from './locales.js';

export type MessageValues = Record<string, string | number | Date>;

export interface Translator {
  readonly locale: Locale;
  /** The text of an id, its ICU arguments filled in; dates and numbers in the locale's style. */
  t(id: MessageId, values?: MessageValues): string;
  /** The formatters the same locale uses for dates, numbers and money (`fr-CA`: `1 juin 2026`, `27,50 $`). */
  readonly intl: IntlShape<string>;
}

const loaded = new Map<Locale, Catalogue>([['en', catalogueEn]]);

/** The cookie that turns the pseudo-locale on in a browser (README, "Translating"). */
export const PSEUDO_LOCALE_COOKIE = 'roadhire_pseudo_locale';

let pseudo = false;

/**
 * Shows the pseudo-locale in place of French from now on: every text of the catalogue accented and
 * marked, so a text a screen shows from anywhere else stands out. A tool for translators and
 * tests; it changes what this browser shows, nothing stored or sent.
 */
export function showPseudoLocale(): void {
  pseudo = true;
  loaded.delete('fr');
}

/**
 * A language's catalogue, fetched the first time it is asked for: English is always here; another
 * language is its own module, so a page in English never downloads French, and the reverse.
 */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const known = loaded.get(locale);
  if (known) return known;
  const catalogue = pseudo
    ? (await import('./pseudo.js')).pseudoCatalogue(catalogueEn)
    : (await import('./catalogue-fr.js')).catalogueFr;
  loaded.set(locale, catalogue);
  return catalogue;
}

/** A catalogue already loaded, for code that cannot wait (the first render of a page). */
export function loadedCatalogue(locale: Locale): Catalogue | undefined {
  return loaded.get(locale);
}

export function createTranslator(locale: Locale, catalogue: Catalogue): Translator {
  const intl = createIntl({
    locale: LOCALE_TAGS[locale],
    defaultLocale: LOCALE_TAGS[DEFAULT_LOCALE],
    messages: catalogue,
    // A missing French text falls back to English (the parity test keeps that from shipping).
    onError: () => {},
  });
  return {
    locale,
    intl,
    t: (id, values) => intl.formatMessage({ id, defaultMessage: catalogueEn[id] }, values),
  };
}

/**
 * The catalogue's English, ready without waiting: for what is always written in English (the signed
 * record's printouts, logs) and for tests that compare an answer with its English text.
 */
export const inEnglish: Translator = createTranslator('en', catalogueEn);

export async function translatorFor(locale: Locale): Promise<Translator> {
  return createTranslator(locale, await loadCatalogue(locale));
}
