import { Fieldset, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import type { MessageId } from '@roadhire/shared';
import { Controller } from 'react-hook-form';
import { useSayMessage, useT } from '../../../../lib/i18n/locale';
import { usePositionForm } from './position-form-context';

/** The position's free texts that the API stores as null when left blank. */
export type OptionalTextName =
  | 'p_route_description'
  | 'p_org_unit'
  | 'p_position_type'
  | 'p_city'
  | 'p_province'
  | 'p_landing_page_sell.position_type'
  | 'p_landing_page_sell.driver_type'
  | 'p_landing_page_sell.license_class'
  | 'p_landing_page_sell.license_conditions'
  | 'p_route_description_fr'
  | 'p_position_type_fr'
  | 'p_landing_page_sell_fr.position_type'
  | 'p_landing_page_sell_fr.driver_type'
  | 'p_landing_page_sell_fr.license_class'
  | 'p_landing_page_sell_fr.license_conditions'
  | 'p_language_requirement'
  | 'p_language_requirement_fr'
  | 'p_language_reason'
  | 'p_language_reason_fr';

/** One optional text of a fieldset: its field and the id of its label. */
export interface OptionalTextEntry {
  name: OptionalTextName;
  label: MessageId;
}

/** A text the API stores as null when left blank. */
export function OptionalTextField({
  name,
  label,
  multiline = false,
  lang,
}: {
  name: OptionalTextName;
  label: string;
  multiline?: boolean;
  /** The language the text is written in, when not the page's. */
  lang?: string;
}) {
  const { control } = usePositionForm();
  // The shared schema's messages are catalogue ids; each is said in the page's language.
  const sayMessage = useSayMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const props = {
          label,
          lang,
          name: field.name,
          ref: field.ref,
          onBlur: field.onBlur,
          value: (field.value as string | null | undefined) ?? '',
          error: sayMessage(fieldState.error?.message),
        };
        return multiline ? (
          <Textarea
            {...props}
            rows={3}
            resize="vertical"
            onChange={(event) => field.onChange(event.currentTarget.value || null)}
          />
        ) : (
          <TextInput {...props} onChange={(event) => field.onChange(event.currentTarget.value || null)} />
        );
      }}
    />
  );
}

/** A fieldset of optional texts, two to a row on wider screens. */
export function OptionalTextFieldset({
  legend,
  fields,
  description,
  lang,
  children,
}: {
  legend: string;
  fields: readonly OptionalTextEntry[];
  /** A line under the legend saying what the texts are for. */
  description?: string;
  /** The language the texts are written in, when not the page's. */
  lang?: string;
  /** Fields of another kind, after the texts. */
  children?: React.ReactNode;
}) {
  const t = useT();
  return (
    <Fieldset legend={legend}>
      {description && (
        <Text size="sm" c="dimmed" mb="sm">
          {description}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {fields.map((field) => (
          <OptionalTextField key={field.name} name={field.name} label={t(field.label)} lang={lang} />
        ))}
        {children}
      </SimpleGrid>
    </Fieldset>
  );
}
