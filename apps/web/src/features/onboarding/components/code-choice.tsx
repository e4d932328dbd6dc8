import { Checkbox, Stack, TextInput } from '@mantine/core';

/** Turns "1, 3,5" into ['1', '3', '5'] (SPEC §2 step 3: comma-separated text when there is no list). */
export function splitCodes(text: string): string[] {
  return text
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code.length > 0);
}

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
}: {
  label: string;
  textLabel: string;
  options: { code: string; description: string }[] | undefined;
  value: string[];
  onChange: (codes: string[]) => void;
  required?: boolean;
}) {
  if (options && options.length > 0)
    return (
      <Checkbox.Group label={label} value={value} onChange={onChange} withAsterisk={required}>
        <Stack gap="xs" mt="xs">
          {options.map((option) => (
            <Checkbox key={option.code} value={option.code} label={`${option.code} — ${option.description}`} />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  return (
    <TextInput
      label={textLabel}
      required={required}
      defaultValue={value.join(', ')}
      onChange={(event) => onChange(splitCodes(event.currentTarget.value))}
    />
  );
}
