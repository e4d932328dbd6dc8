import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { ADMIN_SEARCH_MAX_LENGTH } from '@roadhire/shared';
import { useState } from 'react';
import { useT } from '../../../../lib/i18n/locale';

const SEARCH_DEBOUNCE_MS = 350;

/**
 * The search box: applied a moment after typing stops, or at once on Enter. It follows the address
 * when that changes elsewhere (Back, Clear filters).
 */
export function SearchField({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const t = useT();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    if (value !== text.trim()) setText(value);
  }
  const apply = (next: string) => {
    if (next.trim() !== value) onSearch(next.trim());
  };
  const applySoon = useDebouncedCallback(apply, SEARCH_DEBOUNCE_MS);

  return (
    <TextInput
      type="search"
      label={t('adminApplications.list.search')}
      placeholder={t('adminApplications.list.searchPlaceholder')}
      value={text}
      maxLength={ADMIN_SEARCH_MAX_LENGTH}
      onChange={(event) => {
        setText(event.currentTarget.value);
        applySoon(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        applySoon.cancel();
        apply(text);
      }}
    />
  );
}
