import { type Locale, type OpenPosition, positionIn, provinceName } from '@roadhire/shared';
import { useMemo } from 'react';
import { choicesOf, filterPositions, pageOf, provinceOf, sortByLocation, typeLabels, typeOf } from './position-fields';
import type { usePositionListView } from './use-position-list-view';

type ListView = ReturnType<typeof usePositionListView>;

/**
 * The page of positions the list shows, with the filters' labels and choices. Ordered, searched and
 * filtered on the stored job (its address means the same list in both languages); each card then
 * shows the job's version in the page's language.
 */
export function usePositionResults(
  positions: OpenPosition[] | undefined,
  locale: Locale,
  { query, filters, pageNumber }: Pick<ListView, 'query' | 'filters' | 'pageNumber'>,
) {
  const sorted = useMemo(() => sortByLocation(positions ?? [], locale), [positions, locale]);
  const found = pageOf(
    useMemo(() => filterPositions(sorted, query, filters), [sorted, query, filters]),
    pageNumber,
  );
  const page = useMemo(
    () => ({ ...found, items: found.items.map((position) => positionIn(position, locale)) }),
    [found, locale],
  );
  const labels = useMemo(
    () => ({ province: (value: string) => provinceName(value, locale), type: typeLabels(sorted, locale) }),
    [sorted, locale],
  );
  const choices = useMemo(
    () => ({
      province: choicesOf(sorted, provinceOf, labels.province, locale),
      type: choicesOf(sorted, typeOf, labels.type, locale),
    }),
    [sorted, labels, locale],
  );
  return { page, labels, choices };
}
