import { inEnglish, type PageEntry, pages } from '@roadhire/shared';
import { act, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { fakeApi } from '../../test/fake-api';
import { aPosition } from '../../test/position-fixture';
import { renderAt } from '../../test/render';
import { routes } from '../routes';
import { PrivatePages } from './private-pages';

/** The robots meta tags in the document head (where React 19 hoists a rendered `<meta>`). */
const robotsMeta = () =>
  Array.from(document.head.querySelectorAll('meta[name="robots"]'), (meta) => meta.getAttribute('content'));

/** Every route path in the table, with whether the private frame is one of its parents. */
function routePaths(table: RouteObject[], underPrivate = false): Array<{ path: string; underPrivate: boolean }> {
  return table.flatMap((route) => {
    const inside = underPrivate || (route.element as { type?: unknown } | undefined)?.type === PrivatePages;
    return [
      ...(route.path ? [{ path: route.path, underPrivate: inside }] : []),
      ...routePaths(route.children ?? [], inside),
    ];
  });
}

describe('pages kept out of search results', () => {
  it('has a route for every page of the registry but the plain ones, framed as private unless public', () => {
    const all = routePaths(routes);
    // SPEC §2 "any other path" only redirects; every other route is a registered page's. A plain
    // page is the API's alone: the app links to it for a full load.
    const expected = (Object.values(pages) as PageEntry[]).flatMap((page) => {
      if (page.plain) return [];
      const underPrivate = !page.public;
      const at = [{ path: page.pattern, underPrivate }];
      return page.alsoAt ? [...at, { path: page.alsoAt, underPrivate }] : at;
    });
    const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
    expect(all.filter((route) => route.path !== '*').sort(byPath)).toEqual(expected.sort(byPath));
    expect(all.filter((route) => route.path === '*')).toEqual([{ path: '*', underPrivate: false }]);
  });

  it('puts noindex in the head of the login page, and takes it out back on the careers page', async () => {
    fakeApi({ 'GET /api/open-positions': () => ({ body: [aPosition({ p_id: 1, p_position_title: 'Tanker' })] }) });
    const { router } = renderAt(paths.login.href());
    expect(await screen.findByRole('heading', { level: 1, name: inEnglish.t('loginPage.title') })).toBeInTheDocument();
    expect(robotsMeta()).toEqual(['noindex']);

    await act(() => router.navigate(paths.home.href()));
    expect(await screen.findByRole('heading', { level: 3, name: 'Tanker' })).toBeInTheDocument();
    await waitFor(() => expect(robotsMeta()).toEqual([]));
  });

  it('leaves the careers page indexable', async () => {
    fakeApi({ 'GET /api/open-positions': () => ({ body: [aPosition({ p_id: 2, p_position_title: 'Reefer' })] }) });
    renderAt(paths.home.href());
    expect(await screen.findByRole('heading', { level: 3, name: 'Reefer' })).toBeInTheDocument();
    expect(robotsMeta()).toEqual([]);
  });
});
