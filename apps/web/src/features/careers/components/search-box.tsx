import { Button, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { followInApp } from '../../../lib/follow-in-app';
import { useT } from '../../../lib/i18n/locale';
import { useValueBeforeHydration } from '../../../lib/use-value-before-hydration';
import { QUERY_PARAM } from '../use-position-list-view';

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
  const t = useT();
  const ref = useRef<HTMLInputElement>(null);
  useValueBeforeHydration(ref, value, onChange);
  return (
    <TextInput
      ref={ref}
      type="search"
      name={QUERY_PARAM}
      enterKeyHint="search"
      size="md"
      label={t('careers.searchLabel')}
      placeholder={t('careers.searchPlaceholder')}
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
            aria-label={t('careers.clearSearchLabel')}
            onClick={followInApp(() => {
              onChange('');
              ref.current?.focus();
            })}
          >
            {t('careers.clearSearch')}
          </Button>
        ) : null
      }
    />
  );
}
