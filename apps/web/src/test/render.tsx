import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { routes as appRoutes } from '../app/routes';
import { theme } from '../app/theme';

/** Renders the app's real route table (or given routes) in memory at `url`. */
export function renderAt(url: string, { routes = appRoutes, state }: { routes?: RouteObject[]; state?: unknown } = {}) {
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: url.split('?')[0], search: url.includes('?') ? `?${url.split('?')[1]}` : '', state }],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    // env="test" turns off transitions and portals.
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}
