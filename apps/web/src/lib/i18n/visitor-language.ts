import { LOCALE_COOKIE, type Locale } from '@roadhire/shared';
import { useEffect } from 'react';
import { readCookie } from '../cookies';
import { readSession } from '../session';
import { useLocale } from './locale';

/**
 * A visitor reading a public page has chosen its address's language: the pages whose address names
 * none (sign-up, sign-in) follow it, when a link leads there and after a reload alike. Sign-up's
 * address may name it (`?lang=`), for an Apply tapped before the page's code ran. A signed-in user's
 * language is their account's, which a public page leaves alone.
 */
export function useVisitorFollowsPageLanguage(locale: Locale | null): void {
  const { changeLocale } = useLocale();
  useEffect(() => {
    // The stored session, not the hook's: a page the server drew hydrates as a visitor's.
    if (locale && readSession().token === null && readCookie(LOCALE_COOKIE) !== locale) void changeLocale(locale);
  }, [locale, changeLocale]);
}
