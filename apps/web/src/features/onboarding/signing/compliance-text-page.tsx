import { Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { type ComplianceText, LOCALE_TAGS } from '@roadhire/shared';
import { useT } from '../../../lib/i18n/locale';

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

/**
 * One notice or authorisation, alone on its page and accepted on its own (the background-check
 * disclosure must stand alone: 15 U.S.C. 1681b(b)(2)(A)).
 */
export function ComplianceTextPage({
  text,
  accepted,
  onAccept,
  error,
  headingRef,
}: {
  text: ComplianceText;
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
  error: string | null;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const t = useT();
  return (
    <Stack gap="md" component="section" aria-labelledby={`text-${text.key}`}>
      <Title order={3} size="h4" id={`text-${text.key}`} ref={headingRef} tabIndex={-1} lang="en">
        {text.title}
      </Title>
      <Text size="xs" c="dimmed">
        {t('signing.version', { version: text.version })}
      </Text>
      <ComplianceTextBody text={text.text} lang="en" />
      <TranslationBeside translation={text.translation} />
      <Checkbox
        size="md"
        checked={accepted}
        onChange={(event) => onAccept(event.currentTarget.checked)}
        label={t('signing.accept')}
        description={text.required ? undefined : t('signing.optional')}
        error={error}
      />
    </Stack>
  );
}
