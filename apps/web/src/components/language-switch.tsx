import { Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { apiPaths, LOCALE_TAGS, LOCALES, type Locale } from '@roadhire/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../lib/api-client';
import { useLocale, useT } from '../lib/i18n/locale';
import { useSession } from '../lib/session';
import { isTokenExpired } from '../lib/session-token';

/**
 * Puts the page in a language at once, in place (a form keeps what was typed), and saves a
 * signed-in user's choice on the account, so their mails and other devices follow it (decision 032).
 */
function useChooseLanguage() {
  const { locale, changeLocale } = useLocale();
  const { token, userId } = useSession();
  const queryClient = useQueryClient();
  const [saveFailed, setSaveFailed] = useState(false);
  const choose = async (next: Locale) => {
    setSaveFailed(false);
    await changeLocale(next);
    if (!token || !userId || isTokenExpired(token)) return;
    try {
      await apiRequest(apiPaths.updateUser(userId), { method: 'PATCH', body: { language: next } });
    } catch {
      setSaveFailed(true);
      return;
    }
    // The API answers a signed-in user in the account's language: what the page asked for in the
    // new language before the account had it came in the old one, so it is asked for again.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(next) });
  };
  return { locale, choose, saveFailed };
}

/** Each language named in itself, so a reader who does not read the page finds theirs. */
export const NAME_ID = { en: 'language.english', fr: 'language.french' } as const;

/** The other language, as one button ("Français" on an English page, "English" on a French one). */
export function LanguageSwitch() {
  const t = useT();
  const { locale, choose, saveFailed } = useChooseLanguage();
  const other = locale === 'en' ? 'fr' : 'en';
  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="subtle" size="compact-md" lang={LOCALE_TAGS[other]} onClick={() => choose(other)}>
        {t(NAME_ID[other])}
      </Button>
      {saveFailed && (
        <Text role="alert" size="sm" c="red.8">
          {t('language.saveFailed')}
        </Text>
      )}
    </Group>
  );
}

/** The profile's language setting: every language, the current one chosen. */
export function LanguageSetting() {
  const t = useT();
  const { locale, choose, saveFailed } = useChooseLanguage();
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-label={t('language.label')}>
      <Radio.Group
        label={t('language.label')}
        description={t('language.profileHint')}
        value={locale}
        onChange={(value) => choose(value as Locale)}
      >
        <Stack gap="xs" mt="xs">
          {LOCALES.map((code) => (
            <Radio key={code} value={code} label={t(NAME_ID[code])} lang={LOCALE_TAGS[code]} />
          ))}
        </Stack>
      </Radio.Group>
      {saveFailed && (
        <Text role="alert" size="sm" c="red.8" mt="sm">
          {t('language.saveFailed')}
        </Text>
      )}
    </Paper>
  );
}
