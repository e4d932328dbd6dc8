import { Paper, Stack, Text } from '@mantine/core';
import { type ComplianceText, LOCALE_TAGS } from '@roadhire/shared';
import { useT } from '../lib/i18n/locale';

// The carrier's prescribed texts as the signing pages and the Clearinghouse consent show them: the
// English text a driver accepts, and the carrier's translation beside it (decision 032).

/** A text as the carrier wrote it: paragraphs split on blank lines, line breaks kept. */
export function ComplianceTextBody({ text, lang }: { text: string; lang?: string }) {
  return (
    <Stack gap="sm" lang={lang}>
      {text
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          // The paragraphs of a fixed text never move, so their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Text key={index} size="sm" style={{ whiteSpace: 'pre-line' }}>
            {paragraph.trim()}
          </Text>
        ))}
    </Stack>
  );
}

/**
 * The carrier's translation of a text, beside it and labelled as one (decision 032): read in the
 * driver's language, while the English text is the one accepted and recorded.
 */
export function TranslationBeside({ translation }: { translation: ComplianceText['translation'] }) {
  const t = useT();
  if (!translation) return null;
  return (
    <Paper
      component="aside"
      withBorder
      radius="sm"
      p="sm"
      aria-label={t('signing.translationLabel')}
      lang={LOCALE_TAGS[translation.lang]}
    >
      <Stack gap="xs">
        <Text size="xs" fw={600} c="dimmed">
          {t('signing.translationLabel')}
        </Text>
        <Text size="sm" fw={600}>
          {translation.title}
        </Text>
        <ComplianceTextBody text={translation.text} />
      </Stack>
    </Paper>
  );
}
