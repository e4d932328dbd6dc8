import {
  frenchJobPagePath,
  hasFrenchPage,
  jobPagePath,
  LOCALE_COOKIE,
  type Locale,
  type OpenPosition,
} from '@roadhire/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { homePathIn } from '../../config/paths';
import { readCookie } from '../../lib/cookies';
import { useLocale } from '../../lib/i18n/locale';
import { readSession } from '../../lib/session';

/** A public page's language is its address's (decision 032): `/fr/…` is French, anything else English. */
export function languageOfPath(pathname: string): Locale {
  return pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr' : 'en';
}

export function usePageLanguage(): Locale {
  return languageOfPath(useLocation().pathname);
}

/**
 * A visitor reading a public page has chosen its address's language: the pages whose address names
 * none (sign-up, sign-in) follow it, when a link leads there and after a reload alike. A signed-in
 * user's language is their account's, which a public page leaves alone.
 */
export function useVisitorFollowsPageLanguage(locale: Locale): void {
  const { changeLocale } = useLocale();
  useEffect(() => {
    // The stored session, not the hook's: a page the server drew hydrates as a visitor's.
    if (readSession().token === null && readCookie(LOCALE_COOKIE) !== locale) void changeLocale(locale);
  }, [locale, changeLocale]);
}

export { homePathIn };

/** A job's page in a language; null when the job has no French page. */
export function jobPathIn(position: OpenPosition, locale: Locale): string | null {
  if (locale === 'en') return jobPagePath(position);
  return hasFrenchPage(position) ? frenchJobPagePath(position) : null;
}
