import type { Locale } from '@roadhire/shared';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { routes as appRoutes } from '../app/routes';
import { renderRouter } from './render-router';

/** Renders the app's real route table (or given routes) in memory at `url`. */
export function renderAt(
  url: string,
  { routes = appRoutes, state, locale }: { routes?: RouteObject[]; state?: unknown; locale?: Locale } = {},
) {
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: url.split('?')[0], search: url.includes('?') ? `?${url.split('?')[1]}` : '', state }],
  });
  return renderRouter(router, { locale });
}
