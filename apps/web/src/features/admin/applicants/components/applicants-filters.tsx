import { Box, Button, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useT } from '../../../../lib/i18n/locale';
import type { ApplicantsView } from '../applicants-view';
import { statusChoiceOf, statusChoicesIn, statusFiltersFor } from '../status-filter';
import { PositionFilter } from './position-filter';
import { SearchField } from './search-field';

/**
 * The filter bar. Every change goes through `onChange` into the address; `rangeProblem` is the
 * schema's message when the end date comes before the start date.
 */
export function ApplicantsFilters({
  view,
  onChange,
  onClear,
  rangeProblem,
}: {
  view: ApplicantsView;
  onChange: (changes: ApplicantsView, options?: { replace?: boolean }) => void;
  onClear: () => void;
  rangeProblem: string | undefined;
}) {
  const t = useT();
  const filtered = Boolean(view.q || view.status || view.stage || view.position || view.owner || view.from || view.to);
  const owners = [
    { value: '', label: t('adminApplications.owner.filterEveryone') },
    { value: 'me', label: t('adminApplications.owner.filterMine') },
    { value: 'none', label: t('adminApplications.owner.filterNone') },
  ];
  return (
    <Box role="search" aria-label={t('adminApplications.list.filtersLabel')}>
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 3, lg: 6 }}
        spacing="sm"
        verticalSpacing="sm"
        style={{ alignItems: 'end' }}
      >
        <SearchField value={view.q ?? ''} onSearch={(q) => onChange({ q: q || undefined }, { replace: true })} />
        <NativeSelect
          label={t('adminApplications.list.status')}
          data={statusChoicesIn(t)}
          value={statusChoiceOf(view)}
          onChange={(event) => onChange(statusFiltersFor(event.currentTarget.value))}
        />
        {/* Mine, the "Unassigned" queue, or everyone's (issue 43). */}
        <NativeSelect
          label={t('adminApplications.owner.label')}
          data={owners}
          value={view.owner ?? ''}
          onChange={(event) => onChange({ owner: event.currentTarget.value || undefined })}
        />
        <PositionFilter value={view.position} onChange={(position) => onChange({ position })} />
        <TextInput
          type="date"
          label={t('adminApplications.list.from')}
          value={view.from ?? ''}
          max={view.to}
          onChange={(event) => onChange({ from: event.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label={t('adminApplications.list.to')}
          value={view.to ?? ''}
          min={view.from}
          error={rangeProblem}
          onChange={(event) => onChange({ to: event.currentTarget.value || undefined })}
        />
        <Button variant="default" onClick={onClear} disabled={!filtered}>
          {t('adminApplications.list.clearFilters')}
        </Button>
      </SimpleGrid>
    </Box>
  );
}
