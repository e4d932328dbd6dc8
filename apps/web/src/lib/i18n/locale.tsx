import {
  catalogueEn,
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_TAGS,
  type Locale,
  loadCatalogue,
  loadedCatalogue,
  type MessageId,
  type MessageValues,
  resolveLocale,
  sayMessage,
} from '@roadhire/shared';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { readCookie, writeCookie } from '../cookies';

/** A year: the choice outlives the session, as a setting does. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

let current: Locale = DEFAULT_LOCALE;

/** The language the page speaks now, for requests made outside React (the API client's). */
export function currentLocale(): Locale {
  return current;
}

/**
 * The language a page starts in when the server did not say (decision 032): the visitor's choice
 * (cookie), then the browser's languages, then English. A signed-in driver's stored language
 * arrives with the login and is kept in the same cookie.
 */
export function initialLocale(): Locale {
  return resolveLocale({
    cookie: readCookie(LOCALE_COOKIE),
    acceptLanguage: typeof navigator === 'undefined' ? null : navigator.languages.join(','),
  });
}

interface LocaleState {
  locale: Locale;
  /** Loads the language's texts, then redraws the page in it: what is typed stays where it is. */
  changeLocale(next: Locale, options?: { remember?: boolean }): Promise<void>;
}

const LocaleContext = createContext<LocaleState>({ locale: DEFAULT_LOCALE, changeLocale: async () => {} });

export function useLocale(): LocaleState {
  return use(LocaleContext);
}

/** Keeps the choice for the next visit and for the server (the API reads the cookie too). */
export function rememberLocale(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, COOKIE_MAX_AGE_SECONDS);
}

/**
 * The page's language and its texts (FormatJS). The catalogue of a language other than English is
 * loaded before the page is drawn in it, so a switch never shows ids or an empty page, and the
 * tree is never remounted: a form keeps its answers.
 */
export function LocaleProvider({
  locale: startLocale = DEFAULT_LOCALE,
  children,
}: {
  locale?: Locale;
  children: ReactNode;
}) {
  const [locale, setLocale] = useState<Locale>(startLocale);
  current = locale;
  const changeLocale = useCallback(async (next: Locale, { remember = true } = {}) => {
    await loadCatalogue(next);
    if (remember) rememberLocale(next);
    document.documentElement.lang = LOCALE_TAGS[next];
    current = next;
    setLocale(next);
  }, []);
  const state = useMemo(() => ({ locale, changeLocale }), [locale, changeLocale]);
  return (
    <LocaleContext value={state}>
      <IntlProvider
        locale={LOCALE_TAGS[locale]}
        defaultLocale={LOCALE_TAGS[DEFAULT_LOCALE]}
        messages={loadedCatalogue(locale) ?? catalogueEn}
        // A text missing in a language falls back to English; the catalogue test keeps that from shipping.
        onError={ignore}
      >
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

function ignore() {}

/**
 * A part of the app in a language of its own: a public page speaks its address's language (decision
 * 032), whatever the rest of the app speaks, so a French driver who follows Home to `/` reads the
 * English page in English. The server draws those pages in their address's language, so at a
 * page's first render the two agree; another language's texts, if not here yet, are fetched and the
 * part is redrawn in them. The tree is the same either way: nothing is remounted.
 */
export function LocaleScope({ locale, children }: { locale: Locale; children: ReactNode }) {
  const outer = useLocale();
  const [, setArrived] = useState(0);
  const catalogue = loadedCatalogue(locale);
  useEffect(() => {
    if (!catalogue) void loadCatalogue(locale).then(() => setArrived((count) => count + 1), ignore);
  }, [catalogue, locale]);
  const shown = catalogue ? locale : outer.locale;
  const state = useMemo(() => ({ locale: shown, changeLocale: outer.changeLocale }), [shown, outer.changeLocale]);
  return (
    <LocaleContext value={state}>
      <IntlProvider
        locale={LOCALE_TAGS[shown]}
        defaultLocale={LOCALE_TAGS[DEFAULT_LOCALE]}
        messages={loadedCatalogue(shown) ?? catalogueEn}
        onError={ignore}
      >
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

export type Translate = (id: MessageId, values?: MessageValues) => string;

/** The page's language as a BCP 47 tag (`fr-CA`), for the platform's own number and date formats. */
export function useLocaleTag(): string {
  return useIntl().locale;
}

/** The texts of the catalogues in the page's language: `t('loginPage.title')`. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id, defaultMessage: catalogueEn[id] }, values), [intl]);
}

/**
 * A form's error in the page's language: a shared schema's message is a catalogue id, said here;
 * any other text (a server's answer, already in the caller's language) as it is.
 */
export function useSayMessage(): (text: string | undefined) => string | undefined {
  const t = useT();
  return useCallback((text) => (text === undefined ? undefined : sayMessage({ t }, text)), [t]);
}
