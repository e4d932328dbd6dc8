import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { useT } from '../../../../lib/i18n/locale';
import { OptionalTextField } from './optional-text-fieldset';

/**
 * A language other than French the job requires, and why (Charter of the French language s. 46):
 * written in English and in French, each shown on the job page of its language.
 */
export function LanguageRequirementFieldset() {
  const t = useT();
  return (
    <Fieldset legend={t('adminPositions.sections.language')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('adminPositions.fields.languageHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <OptionalTextField name="p_language_requirement" label={t('adminPositions.fields.languageRequired')} />
          <OptionalTextField
            name="p_language_requirement_fr"
            label={t('adminPositions.fields.languageRequiredFr')}
            lang="fr-CA"
          />
          <OptionalTextField name="p_language_reason" label={t('adminPositions.fields.languageReason')} multiline />
          <OptionalTextField
            name="p_language_reason_fr"
            label={t('adminPositions.fields.languageReasonFr')}
            lang="fr-CA"
            multiline
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
