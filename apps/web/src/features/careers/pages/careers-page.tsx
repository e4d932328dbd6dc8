import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { messages, type OpenPosition } from '@roadhire/shared';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageIntro } from '../../../components/page-intro';
import { useOpenPositions } from '../api/get-open-positions';
import { PositionGroups } from '../components/position-groups';
import { PositionsPager } from '../components/positions-pager';
import { filterPositions, pageOf, sortByLocation } from '../position-fields';
import { useApplyAction } from '../use-apply-action';

const t = messages.careers;

// The panel and the sanitizer it needs arrive on the first open, not with the home page.
const PositionDetails = lazy(() =>
  import('../../../components/positions/position-details').then((m) => ({ default: m.PositionDetails })),
);

/** A shared link `/?position={id}` opens that position's panel. */
const POSITION_PARAM = 'position';

/** SPEC §8: 'Error: ' and the server's message, else the error's own, else the fixed text. */
function loadErrorText(error: Error): string {
  const detail =
    'serverMessage' in error && typeof error.serverMessage === 'string' ? error.serverMessage : error.message;
  return detail ? t.loadErrorPrefix + detail : t.loadFailed;
}

/** The public home page (SPEC §2 Open positions). */
export function CareersPage() {
  const positions = useOpenPositions();
  const action = useApplyAction();
  const [query, setQuery] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const [searchParams, setSearchParams] = useSearchParams();
  const resultsRef = useRef<HTMLDivElement>(null);

  const sorted = useMemo(() => sortByLocation(positions.data ?? []), [positions.data]);
  const page = pageOf(
    useMemo(() => filterPositions(sorted, query), [sorted, query]),
    pageNumber,
  );

  const selectedId = searchParams.get(POSITION_PARAM);
  const selected = positions.data?.find((position) => String(position.p_id) === selectedId);
  // Kept while the panel slides out, so it does not empty itself on the way.
  const lastShown = useRef<OpenPosition | undefined>(undefined);
  if (selected) lastShown.current = selected;
  const shown = lastShown.current;

  // replace: opening and closing the panel is not a step the Back button should retrace.
  const showPosition = (jobId: number | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (jobId === null) next.delete(POSITION_PARAM);
        else next.set(POSITION_PARAM, String(jobId));
        return next;
      },
      { replace: true },
    );

  const goToPage = (next: number) => {
    setPageNumber(next);
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <Stack gap="md">
      <PageIntro title={t.title} lead={t.intro} />
      <TextInput
        type="search"
        enterKeyHint="search"
        size="md"
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        // Tap targets of at least 44 px; Mantine's md input is 42.
        maw="36rem"
        styles={{ input: { minHeight: 44 } }}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setPageNumber(1);
        }}
      />
      {selectedId && positions.isSuccess && !selected && <Alert color="yellow">{t.positionGone}</Alert>}
      <Stack gap="md" ref={resultsRef} style={{ scrollMarginTop: 'var(--mantine-spacing-md)' }}>
        {positions.isPending && <Text>{t.loading}</Text>}
        {positions.isError && <Alert color="red">{loadErrorText(positions.error)}</Alert>}
        {positions.isSuccess && (
          <>
            {page.total === 0 ? (
              <Text>{t.noResults}</Text>
            ) : (
              <PositionGroups positions={page.items} onOpen={showPosition} />
            )}
            <PositionsPager page={page} onPage={goToPage} />
          </>
        )}
      </Stack>
      {shown && (
        <Suspense fallback={null}>
          <PositionDetails
            position={shown}
            opened={Boolean(selected)}
            onClose={() => showPosition(null)}
            action={action}
          />
        </Suspense>
      )}
    </Stack>
  );
}
