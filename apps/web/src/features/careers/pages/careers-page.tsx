import { Alert, Button, Stack, Text } from '@mantine/core';
import { careersPageTitle, type OpenPosition, positionIn } from '@roadhire/shared';
import { lazy, Suspense, useRef } from 'react';
import { PageIntro } from '../../../components/page-intro';
import { useClientConfig } from '../../../lib/api/get-client-config';
import { type Translate, useT } from '../../../lib/i18n/locale';
import { useMarkReady } from '../../../lib/taken-over';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOpenPositions } from '../api/get-open-positions';
import { LanguageTwinLink } from '../components/language-twin-link';
import { PositionFilterFields } from '../components/position-filter-fields';
import { PositionGroups } from '../components/position-groups';
import { PositionsPager } from '../components/positions-pager';
import { SearchBox } from '../components/search-box';
import { homePathIn, usePageLanguage } from '../page-language';
import { useApplyAction } from '../use-apply-action';
import { useCareersAddress } from '../use-careers-address';
import { SEARCH_FORM_ID, usePositionListView } from '../use-position-list-view';
import { usePositionPanel } from '../use-position-panel';
import { usePositionResults } from '../use-position-results';

// The panel and the sanitizer it needs arrive on the first open, not with the home page.
const PositionDetails = lazy(() =>
  import('../../../components/positions/position-details').then((m) => ({ default: m.PositionDetails })),
);

/** SPEC §8: 'Error: ' and the server's message, else the error's own, else the fixed text. */
function loadErrorText(error: Error, t: Translate): string {
  const detail =
    'serverMessage' in error && typeof error.serverMessage === 'string' ? error.serverMessage : error.message;
  return detail ? t('careers.loadErrorPrefix') + detail : t('careers.loadFailed');
}

/** The public home page (SPEC §2 Open positions). */
export function CareersPage() {
  const t = useT();
  const positions = useOpenPositions();
  const locale = usePageLanguage();
  useMarkReady();
  const company = useClientConfig().data?.companyName;
  useDocumentTitle(company && careersPageTitle(company, t('careers.title')));
  const action = useApplyAction();
  const address = useCareersAddress();
  const panel = usePositionPanel(address);
  const { clearQueryHref, filters, query, pageNumber, setFilter, setQuery, setPage, settleQuery } =
    usePositionListView(address);
  const resultsRef = useRef<HTMLDivElement>(null);

  const { page, labels, choices } = usePositionResults(positions.data, locale, { query, filters, pageNumber });

  const stored = positions.data?.find((position) => String(position.p_id) === panel.selectedId);
  const selected = stored && positionIn(stored, locale);
  // Kept while the panel slides out, so it does not empty itself on the way.
  const lastShown = useRef<OpenPosition | undefined>(undefined);
  if (selected) lastShown.current = selected;
  const shown = lastShown.current;

  const goToPage = (next: number) => {
    setPage(next);
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <Stack gap="md">
      <PageIntro title={t('careers.title')} lead={t('careers.intro')} />
      <LanguageTwinLink locale={locale} to={homePathIn(locale === 'fr' ? 'en' : 'fr')} />
      {/* A GET form at the address the app writes: the server draws its results before and without the code. */}
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for older phones (and jsdom). */}
      <form
        role="search"
        aria-label={t('careers.filters')}
        id={SEARCH_FORM_ID}
        method="get"
        action={homePathIn(locale)}
        style={{ maxWidth: '36rem' }}
        onSubmit={(event) => {
          event.preventDefault();
          settleQuery();
        }}
      >
        <Stack gap="sm">
          <SearchBox value={query} onChange={setQuery} clearHref={clearQueryHref} />
          <PositionFilterFields filters={filters} choices={choices} labels={labels} onChange={setFilter} />
          <Button type="submit" variant="light" size="md" mih={44}>
            {t('careers.searchSubmit')}
          </Button>
        </Stack>
      </form>
      {panel.selectedId && positions.isSuccess && !selected && (
        <Alert color="yellow">{t('careers.positionGone')}</Alert>
      )}
      <Stack gap="md" ref={resultsRef} style={{ scrollMarginTop: 'var(--mantine-spacing-md)' }}>
        {positions.isPending && <Text>{t('careers.loading')}</Text>}
        {positions.isError && <Alert color="red">{loadErrorText(positions.error, t)}</Alert>}
        {positions.isSuccess && (
          <>
            {page.total === 0 ? (
              <Text>{t('careers.noResults')}</Text>
            ) : (
              <PositionGroups
                positions={page.items}
                action={action}
                onOpen={(jobId) => {
                  settleQuery();
                  panel.open(jobId);
                }}
                // Back from the job's page returns to the list as searched, even a moment after typing.
                onFollowTitle={settleQuery}
              />
            )}
            <PositionsPager page={page} onPage={goToPage} />
          </>
        )}
      </Stack>
      {shown && (
        <Suspense fallback={null}>
          <PositionDetails position={shown} opened={Boolean(selected)} onClose={panel.close} action={action} />
        </Suspense>
      )}
    </Stack>
  );
}
