import { Checkbox, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ComplianceText } from '@roadhire/shared';
import { TranslationBeside } from '../../../components/compliance-text';
import { useT } from '../../../lib/i18n/locale';

export interface Certification {
  certify: boolean;
  typedName: string;
}

/** 49 CFR 391.21(b)(12): the certification, ticked, and the driver's full legal name, typed. */
export function CertifyPage({
  certification,
  value,
  onChange,
  errors,
  expectedName,
  headingRef,
}: {
  certification: ComplianceText;
  value: Certification;
  onChange: (value: Certification) => void;
  errors: { certify?: string; typedName?: string };
  expectedName: string;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const t = useT();
  return (
    <Stack gap="md" component="section" aria-labelledby="certify-title">
      <Title order={3} size="h4" id="certify-title" ref={headingRef} tabIndex={-1}>
        {t('signing.certifyTitle')}
      </Title>
      <Checkbox
        size="md"
        checked={value.certify}
        onChange={(event) => onChange({ ...value, certify: event.currentTarget.checked })}
        label={<span lang="en">{certification.text}</span>}
        error={errors.certify}
      />
      <Text size="xs" c="dimmed">
        {t('signing.version', { version: certification.version })}
      </Text>
      <TranslationBeside translation={certification.translation} />
      <TextInput
        size="md"
        label={t('signing.legalName')}
        description={t('signing.legalNameHint', { name: expectedName })}
        value={value.typedName}
        onChange={(event) => onChange({ ...value, typedName: event.currentTarget.value })}
        error={errors.typedName}
        autoComplete="name"
        autoCapitalize="words"
        spellCheck={false}
      />
    </Stack>
  );
}
