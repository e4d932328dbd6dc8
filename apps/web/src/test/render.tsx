import { createMemoryRouter, type RouteObject } from 'react-router';
import { routes as appRoutes } from '../app/routes';
import { renderRouter } from './render-router';

/** Renders the app's real route table (or given routes) in memory at `url`. */
export function renderAt(url: string, { routes = appRoutes, state }: { routes?: RouteObject[]; state?: unknown } = {}) {
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: url.split('?')[0], search: url.includes('?') ? `?${url.split('?')[1]}` : '', state }],
  });
  return renderRouter(router);
}
