import { Anchor } from '@mantine/core';
import { LOCALE_TAGS, type Locale } from '@roadhire/shared';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/locale';

/**
 * The visible way to the page's other language (decision 032): never a redirect on the browser's
 * language. Its text is in the language it leads to, and says so to screen readers.
 */
export function LanguageTwinLink({ locale, to }: { locale: Locale; to: string | null }) {
  const t = useT();
  if (!to) return null;
  const other: Locale = locale === 'fr' ? 'en' : 'fr';
  return (
    // The server draws the other language's page, its `<html lang>` and head with it.
    <Anchor component={Link} to={to} reloadDocument lang={LOCALE_TAGS[other]} hrefLang={LOCALE_TAGS[other]} fw={700}>
      {t(other === 'fr' ? 'languageTwin.toFrench' : 'languageTwin.toEnglish')}
    </Anchor>
  );
}
