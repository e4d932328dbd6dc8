import { Button, TextInput } from '@mantine/core';
import { careersSiteMessages as messages } from '@roadhire/shared';
import { useRef } from 'react';
import { followInApp } from '../../../lib/follow-in-app';
import { useValueBeforeHydration } from '../../../lib/use-value-before-hydration';
import { QUERY_PARAM } from '../use-position-list-view';

const t = messages.careers;

/** SPEC §2 search box, with a Clear link (the list without the search) once something is typed. */
export function SearchBox({
  value,
  onChange,
  clearHref,
}: {
  value: string;
  onChange: (value: string) => void;
  clearHref: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useValueBeforeHydration(ref, value, onChange);
  return (
    <TextInput
      ref={ref}
      type="search"
      name={QUERY_PARAM}
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
            component="a"
            href={clearHref}
            variant="subtle"
            size="compact-md"
            h={44}
            aria-label={t.clearSearchLabel}
            onClick={followInApp(() => {
              onChange('');
              ref.current?.focus();
            })}
          >
            {t.clearSearch}
          </Button>
        ) : null
      }
    />
  );
}
