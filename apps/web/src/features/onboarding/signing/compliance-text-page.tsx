import { Checkbox, Stack, Text, Title } from '@mantine/core';
import type { ComplianceText } from '@roadhire/shared';
import { ComplianceTextBody, TranslationBeside } from '../../../components/compliance-text';
import { useT } from '../../../lib/i18n/locale';

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
