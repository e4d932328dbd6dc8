import { Button, TextInput } from '@mantine/core';
import { careersSiteMessages as messages } from '@roadhire/shared';
import { useRef } from 'react';

const t = messages.careers;

/** SPEC §2 search box, with a Clear button once something is typed. */
export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <TextInput
      ref={input}
      type="search"
      enterKeyHint="search"
      size="md"
      label={t.searchLabel}
      placeholder={t.searchPlaceholder}
      // Tap targets of at least 44 px; Mantine's md input is 42.
      styles={{ input: { minHeight: 44 } }}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSectionWidth={value ? 76 : undefined}
      rightSectionPointerEvents="all"
      rightSection={
        value ? (
          <Button
            variant="subtle"
            size="compact-md"
            h={44}
            aria-label={t.clearSearchLabel}
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
          >
            {t.clearSearch}
          </Button>
        ) : null
      }
    />
  );
}
