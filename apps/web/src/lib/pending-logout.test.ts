import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markPendingLogout, resolvePendingLogout, watchPendingLogout } from './pending-logout';
import { readSession, saveLogin } from './session';

const T0 = new Date('2026-03-02T10:00:00Z').getTime();

describe('pending logout (SPEC §4, 1500 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    saveLogin({ id: 7, role: 2, token: 'jwt' });
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the session when the page loads again within 1500 ms (a reload)', () => {
    markPendingLogout();
    vi.setSystemTime(T0 + 1500);
    expect(resolvePendingLogout()).toBe(false);
    expect(readSession().token).toBe('jwt');
    expect(localStorage.getItem('pendingLogoutAt')).toBeNull();
  });

  it('clears the session when the mark is older than 1500 ms (the tab was closed)', () => {
    markPendingLogout();
    vi.setSystemTime(T0 + 1501);
    expect(resolvePendingLogout()).toBe(true);
    expect(readSession().token).toBeNull();
  });

  it('does nothing without a mark', () => {
    vi.setSystemTime(T0 + 60_000);
    expect(resolvePendingLogout()).toBe(false);
    expect(readSession().token).toBe('jwt');
  });

  it('marks on page unload and settles the mark on the next load', () => {
    const stop = watchPendingLogout(window);
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem('pendingLogoutAt')).toBe(String(T0));
    stop();
    // The tab was closed: a new one starts with an empty sessionStorage.
    sessionStorage.clear();
    vi.setSystemTime(T0 + 5000);
    watchPendingLogout(window, T0 + 5000)();
    expect(readSession().token).toBeNull();
  });

  it('keeps the session for a later load in the same tab, however late its code runs', () => {
    sessionStorage.clear();
    watchPendingLogout(window, T0)();
    markPendingLogout();
    // A link followed on a page whose code had not run: the next page began 3 s after the mark.
    vi.setSystemTime(T0 + 6000);
    watchPendingLogout(window, T0 + 3000)();
    expect(readSession().token).toBe('jwt');
    expect(localStorage.getItem('pendingLogoutAt')).toBeNull();
  });

  it('times the next load from when it began, so a reload whose code arrives late keeps the session', () => {
    markPendingLogout();
    // A slow connection: the reload began at once, its code ran four seconds later.
    vi.setSystemTime(T0 + 4000);
    watchPendingLogout(window, T0 + 50)();
    expect(readSession().token).toBe('jwt');
    expect(localStorage.getItem('pendingLogoutAt')).toBeNull();
  });
});
