import { Fieldset, Textarea, TextInput } from '@mantine/core';
import { positionsTexts } from '../texts';
import { usePositionForm } from './position-form-context';

const t = positionsTexts.editor;

/** The position's description, written in HTML. */
export function DescriptionFieldset() {
  const { formState, register } = usePositionForm();
  return (
    <Fieldset legend={t.sections.description}>
      <Textarea
        label={t.fields.description}
        description={t.fields.descriptionHint}
        // A fixed height the recruiter can drag taller.
        rows={12}
        resize="vertical"
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        error={formState.errors.p_landing_page_desc?.message}
        {...register('p_landing_page_desc')}
      />
      {/* Quebec's Charter: the French offer, published with the English one (decision 032). */}
      <TextInput
        mt="md"
        label={t.fields.titleFr}
        description={t.fields.frenchHint}
        lang="fr-CA"
        error={formState.errors.p_position_title_fr?.message}
        {...register('p_position_title_fr')}
      />
      <Textarea
        mt="md"
        label={t.fields.descriptionFr}
        lang="fr-CA"
        rows={12}
        resize="vertical"
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        error={formState.errors.p_landing_page_desc_fr?.message}
        {...register('p_landing_page_desc_fr')}
      />
    </Fieldset>
  );
}
