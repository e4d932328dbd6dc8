import { Button, Group, Text } from '@mantine/core';
import { apiPaths, LOCALE_TAGS } from '@roadhire/shared';
import { useState } from 'react';
import { apiRequest } from '../lib/api-client';
import { useLocale, useT } from '../lib/i18n/locale';
import { useSession } from '../lib/session';
import { isTokenExpired } from '../lib/session-token';

/**
 * The other language, named in itself ("Français" on an English page, "English" on a French one).
 * The page is redrawn in it at once, in place: a form keeps what was typed. A signed-in user's
 * choice is saved on the account, so their mails and other devices follow it (decision 032).
 */
export function LanguageSwitch() {
  const { locale, changeLocale } = useLocale();
  const t = useT();
  const { token, userId } = useSession();
  const [saveFailed, setSaveFailed] = useState(false);
  const other = locale === 'en' ? 'fr' : 'en';

  const choose = async () => {
    setSaveFailed(false);
    await changeLocale(other);
    if (!token || !userId || isTokenExpired(token)) return;
    try {
      await apiRequest(apiPaths.updateUser(userId), { method: 'PATCH', body: { language: other } });
    } catch {
      setSaveFailed(true);
    }
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="subtle" size="compact-md" lang={LOCALE_TAGS[other]} onClick={choose}>
        {t(other === 'fr' ? 'language.french' : 'language.english')}
      </Button>
      {saveFailed && (
        <Text role="alert" size="sm" c="red.8">
          {t('language.saveFailed')}
        </Text>
      )}
    </Group>
  );
}
