import { Fieldset, Text, Textarea, TextInput } from '@mantine/core';
import { bothGenderForms } from '@roadhire/shared';
import { useSayMessage, useT } from '../../../../lib/i18n/locale';
import { usePositionForm } from './position-form-context';

/** The position's description, written in HTML. */
export function DescriptionFieldset() {
  const { formState, register, watch } = usePositionForm();
  const t = useT();
  // The shared schema's messages are catalogue ids; each is said in the page's language.
  const sayMessage = useSayMessage();
  return (
    <Fieldset legend={t('adminPositions.sections.description')}>
      <Textarea
        label={t('adminPositions.fields.description')}
        description={t('adminPositions.fields.descriptionHint')}
        // A fixed height the recruiter can drag taller.
        rows={12}
        resize="vertical"
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        error={sayMessage(formState.errors.p_landing_page_desc?.message)}
        {...register('p_landing_page_desc')}
      />
      {/* Quebec's Charter: the French offer, published with the English one (decision 032). */}
      <TextInput
        mt="md"
        label={t('adminPositions.fields.titleFr')}
        description={t('adminPositions.fields.frenchHint')}
        lang="fr-CA"
        error={sayMessage(formState.errors.p_position_title_fr?.message)}
        {...register('p_position_title_fr')}
      />
      <BothGendersAdvice title={String(watch('p_position_title_fr') ?? '')} />
      <Textarea
        mt="md"
        label={t('adminPositions.fields.descriptionFr')}
        lang="fr-CA"
        rows={12}
        resize="vertical"
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        error={sayMessage(formState.errors.p_landing_page_desc_fr?.message)}
        {...register('p_landing_page_desc_fr')}
      />
    </Fieldset>
  );
}

/** Advice, not a refusal: the carrier words its offers, and Quebec French names both genders (OQLF). */
function BothGendersAdvice({ title }: { title: string }) {
  const t = useT();
  const forms = bothGenderForms(title);
  if (forms.length === 0) return null;
  return (
    <Text size="sm" c="orange.9" mt={4} role="status">
      {t('adminPositions.fields.titleFrBothGenders', { forms: forms.join(', ') })}
    </Text>
  );
}
