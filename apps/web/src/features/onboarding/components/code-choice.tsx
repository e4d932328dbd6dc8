import { Checkbox, Stack, TextInput } from '@mantine/core';
import { splitCodes } from '../form-schemas';

/**
 * Licence classes or conditions: a checkbox group of "code — description" when the province has
 * options (SPEC §2 step 3), else comma-separated text kept as a list.
 */
export function CodeChoice({
  label,
  textLabel,
  options,
  value,
  onChange,
  required = false,
  error,
}: {
  label: string;
  textLabel: string;
  options: { code: string; description: string }[] | undefined;
  value: string[];
  onChange: (codes: string[]) => void;
  required?: boolean;
  error?: string;
}) {
  if (options && options.length > 0)
    return (
      <Checkbox.Group label={label} value={value} onChange={onChange} withAsterisk={required} error={error}>
        <Stack gap={4} mt={4}>
          {options.map((option) => (
            <Checkbox
              key={option.code}
              value={option.code}
              label={`${option.code} — ${option.description}`}
              styles={{ label: { paddingBlock: 6 } }}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  return (
    <TextInput
      label={textLabel}
      required={required}
      defaultValue={value.join(',')}
      onChange={(event) => onChange(splitCodes(event.currentTarget.value))}
      error={error}
    />
  );
}
