import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AdminPosition } from '@roadhire/shared';
import { useState } from 'react';
import { useT } from '../../../../lib/i18n/locale';
import { usePosition } from '../api/get-position';
import { usePositionChoices } from '../api/get-position-choices';

const SEARCH_DEBOUNCE_MS = 300;

const optionOf = (position: AdminPosition) => ({
  value: String(position.p_id),
  label: `${position.p_position_title} (${position.p_position_number})`,
});

/**
 * A searchable menu of every position. Up to 100 are listed and searched as typed; past that, the
 * typed text asks the API, so a carrier with many positions still finds one.
 */
export function PositionFilter({ value, onChange }: { value: string | undefined; onChange: (id?: string) => void }) {
  const t = useT();
  const [search, setSearch] = useState('');
  const all = usePositionChoices('');
  const manyPositions = (all.data?.total ?? 0) > (all.data?.items.length ?? 0);
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const firstPage = all.data?.items ?? [];
  const chosenOnFirstPage = firstPage.find((position) => String(position.p_id) === value);
  const chosen = usePosition(value, Boolean(all.data) && !chosenOnFirstPage);
  const chosenPosition = chosenOnFirstPage ?? chosen.data;
  // The menu shows the chosen position's name in its box; that is not a search.
  const typed = debouncedSearch.trim();
  const serverSearch = manyPositions && (!chosenPosition || typed !== optionOf(chosenPosition).label) ? typed : '';
  const searched = usePositionChoices(serverSearch);
  const listed = (manyPositions ? searched.data?.items : firstPage) ?? [];
  const positions =
    chosenPosition && !listed.some((position) => position.p_id === chosenPosition.p_id)
      ? [chosenPosition, ...listed]
      : listed;

  return (
    <Select
      label={t('adminApplications.list.position')}
      placeholder={t('adminApplications.list.positionPlaceholder')}
      data={positions.map(optionOf)}
      value={value ?? null}
      onChange={(id) => onChange(id ?? undefined)}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={t('adminApplications.list.positionNothingFound')}
      error={all.isError ? t('adminApplications.list.positionsFailed') : undefined}
      // The API already searched when there are many positions; the menu only filters the few.
      filter={manyPositions ? ({ options }) => options : undefined}
    />
  );
}
