import { frenchJobPagePath, hasFrenchPage, jobPagePath, type Locale, type OpenPosition } from '@roadhire/shared';
import { useLocation } from 'react-router';
import { homePathIn } from '../../config/paths';

/** A public page's language is its address's (decision 032): `/fr/…` is French, anything else English. */
export function languageOfPath(pathname: string): Locale {
  return pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr' : 'en';
}

export function usePageLanguage(): Locale {
  return languageOfPath(useLocation().pathname);
}

export { homePathIn };

/** A job's page in a language; null when the job has no French page. */
export function jobPathIn(position: OpenPosition, locale: Locale): string | null {
  if (locale === 'en') return jobPagePath(position);
  return hasFrenchPage(position) ? frenchJobPagePath(position) : null;
}
