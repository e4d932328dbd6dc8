import { Fieldset, Textarea } from '@mantine/core';
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
    </Fieldset>
  );
}
