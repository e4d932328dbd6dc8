import { Button, TextInput } from '@mantine/core';
import { careersSiteMessages as messages } from '@roadhire/shared';
import { useEarlyInput } from '../../../lib/kept-before-hydration';

const t = messages.careers;

/** SPEC §2 search box, with a Clear button once something is typed. */
export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  // Typed before the page's code arrived, a search is given back once it has.
  const early = useEarlyInput<HTMLInputElement>(value, onChange);
  return (
    <TextInput
      {...early}
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
              early.ref.current?.focus();
            }}
          >
            {t.clearSearch}
          </Button>
        ) : null
      }
    />
  );
}
