import { MantineProvider } from '@mantine/core';
import type { Locale } from '@roadhire/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type createMemoryRouter, RouterProvider } from 'react-router';
import { LocaleProvider } from '../lib/i18n/locale';
import { theme } from './english-theme';

/**
 * Renders a memory router inside the app's providers, with a query client that does not retry, in
 * English or in a language whose catalogue the test has loaded (`await loadCatalogue('fr')`).
 */
export function renderRouter(router: ReturnType<typeof createMemoryRouter>, { locale }: { locale?: Locale } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    // env="test" turns off transitions and portals.
    <MantineProvider theme={theme} env="test">
      <LocaleProvider locale={locale}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </LocaleProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}
