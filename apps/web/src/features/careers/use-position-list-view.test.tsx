import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Location, type Navigator, Router } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCareersAddress } from './use-careers-address';
import { usePositionListView } from './use-position-list-view';

/**
 * A router over the browser's history that draws an entry only when the test says, so a test can
 * draw the page's writes late and out of step, as a busy phone's router does.
 */
function slowRouter() {
  const written: Location[] = [];
  let shown: Location = { pathname: '/', search: '', hash: '', state: null, key: 'default' };
  const record = (to: Parameters<Navigator['push']>[0], state: unknown, replace: boolean) => {
    const search = typeof to === 'string' ? '' : (to.search ?? '');
    const location = { pathname: '/', search, hash: '', state: state ?? null, key: `w${written.length}` };
    const entry = { usr: location.state, key: location.key };
    if (replace) window.history.replaceState(entry, '', `/${search}`);
    else window.history.pushState(entry, '', `/${search}`);
    written.push(location);
  };
  const navigator = {
    createHref: () => '/',
    go: () => {},
    push: (to, state) => record(to, state, false),
    replace: (to, state) => record(to, state, true),
  } as Navigator;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router location={shown} navigator={navigator}>
      {children}
    </Router>
  );
  return { wrapper, written, draw: (location: Location) => (shown = location) };
}

function renderList() {
  const router = slowRouter();
  const view = renderHook(() => usePositionListView(useCareersAddress()), { wrapper: router.wrapper });
  const draw = (location: Location | undefined) => {
    if (!location) throw new Error('nothing written to draw');
    router.draw(location);
    view.rerender();
  };
  return { ...view, written: router.written, draw };
}

describe('the careers list drawn late by a busy router', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    vi.useRealTimers();
    // The next test file's router keeps its history in memory, beside an entry without a key.
    window.history.replaceState(null, '', '/');
  });

  it('keeps a cleared search cleared when the search is drawn after Clear and a province', () => {
    const list = renderList();
    act(() => list.result.current.setQuery('tanker'));
    act(() => vi.advanceTimersByTime(300));
    act(() => list.result.current.setQuery(''));
    act(() => list.result.current.setFilter('province', 'Ontario'));
    expect(list.written.map((location) => location.search)).toEqual(['?q=tanker', '?province=Ontario']);

    list.draw(list.written[0]);
    expect(list.result.current.query).toBe('');
    expect(list.result.current.filters).toEqual({ province: 'Ontario', type: '' });

    list.draw(list.written[1]);
    act(() => list.result.current.setFilter('type', 'Part-time'));
    expect(list.written.at(-1)?.search).toBe('?province=Ontario&type=Part-time');
    expect(list.result.current.query).toBe('');
  });

  it('still follows a search that Back brings, the page’s own writes drawn', async () => {
    const list = renderList();
    act(() => list.result.current.setQuery('tanker'));
    act(() => vi.advanceTimersByTime(300));
    list.draw(list.written[0]);
    act(() => list.result.current.setFilter('province', 'Ontario'));
    list.draw(list.written[1]);
    act(() => list.result.current.setQuery(''));
    act(() => vi.advanceTimersByTime(300));
    list.draw(list.written[2]);
    expect(list.written.map((location) => location.search)).toEqual([
      '?q=tanker',
      '?q=tanker&province=Ontario',
      '?province=Ontario',
    ]);
    expect(list.result.current.query).toBe('');

    // jsdom goes Back on a timer.
    vi.useRealTimers();
    const back = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await back;
    list.draw(list.written[1]);
    expect(list.result.current.query).toBe('tanker');
  });
});
