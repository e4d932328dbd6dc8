import { Button, Group, Text } from '@mantine/core';
import { LOCALE_TAGS, type Locale } from '@roadhire/shared';
import { NAME_ID } from '../../../components/language-switch';
import { useLocale, useT } from '../../../lib/i18n/locale';
import { useChooseEmployerLanguage } from '../api/employer-request';

/**
 * The other language, as one button: the page changes at once, in place (what is typed stays), and
 * the request keeps the choice, so the copy of the answer and any reminder speak it.
 */
export function EmployerLanguageSwitch({ token, onLanguage }: { token: string; onLanguage: (locale: Locale) => void }) {
  const t = useT();
  const { locale } = useLocale();
  const choose = useChooseEmployerLanguage(token);
  const other: Locale = locale === 'en' ? 'fr' : 'en';
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        variant="subtle"
        size="compact-md"
        lang={LOCALE_TAGS[other]}
        onClick={() => {
          onLanguage(other);
          choose.mutate(other);
        }}
      >
        {t(NAME_ID[other])}
      </Button>
      {choose.isError && (
        <Text role="alert" size="sm" c="red.8">
          {t('language.saveFailed')}
        </Text>
      )}
    </Group>
  );
}
