import type { CandidateProfile } from '@roadhire/shared';
import { act, renderHook } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  announceProfileUpdated,
  clearSession,
  readSession,
  saveLogin,
  saveMe,
  tabSessionId,
  useSession,
} from './session';

const me = { id: 7, first_name: 'Ana', pipeline_status: null, role: 2 } as CandidateProfile;

describe('session store (SPEC §3 Session data)', () => {
  it('keeps token, userId and userRole in localStorage under the spec names', () => {
    saveLogin({ id: 7, role: 2, token: 'jwt' });
    expect(localStorage.getItem('token')).toBe('jwt');
    expect(localStorage.getItem('userId')).toBe('7');
    expect(localStorage.getItem('userRole')).toBe('2');
    expect(readSession()).toMatchObject({ token: 'jwt', userId: '7', userRole: '2', me: null });
  });

  it('caches the profile as me, and a new login drops the previous account’s copy', () => {
    saveLogin({ id: 7, role: 2, token: 'jwt' });
    saveMe(me);
    expect(JSON.parse(localStorage.getItem('me') ?? 'null')).toEqual(me);
    saveLogin({ id: 8, role: 2, token: 'other' });
    expect(readSession().me).toBeNull();
  });

  it('clears every session key on logout', () => {
    saveLogin({ id: 7, role: 1, token: 'jwt' });
    saveMe(me);
    localStorage.setItem('pendingLogoutAt', '1');
    clearSession();
    for (const key of ['token', 'userId', 'userRole', 'me', 'pendingLogoutAt'])
      expect(localStorage.getItem(key)).toBeNull();
  });

  it('gives this tab one id, kept in sessionStorage', () => {
    const id = tabSessionId();
    expect(id).toMatch(/[0-9a-f-]{36}/);
    expect(tabSessionId()).toBe(id);
    expect(sessionStorage.getItem('tabSessionId')).toBe(id);
  });

  it('re-reads the session when profileUpdated is fired (SPEC §4)', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.me).toBeNull();
    // Written behind the store's back, as another part of the page might.
    localStorage.setItem('me', JSON.stringify(me));
    act(() => announceProfileUpdated());
    expect(result.current.me?.first_name).toBe('Ana');
  });
});

describe('a server-rendered page taken over by the browser', () => {
  /** Hydrates server HTML of a component reading the session; returns how often it rendered in the browser. */
  async function rendersAfterHydration(): Promise<{ renders: number; shown: string }> {
    let renders = 0;
    function Who() {
      renders += 1;
      return <p>{useSession().token ? 'signed in' : 'visitor'}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Who />);
    renders = 0;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Who />);
    });
    const shown = container.textContent ?? '';
    container.remove();
    return { renders, shown };
  }

  it("draws a visitor's page once: the page the server drew is already the visitor's", async () => {
    clearSession();
    expect(await rendersAfterHydration()).toEqual({ renders: 1, shown: 'visitor' });
  });

  it("draws a signed-in driver's page again, with the session the browser holds", async () => {
    saveLogin({ id: 7, role: 2, token: 'jwt' });
    expect(await rendersAfterHydration()).toEqual({ renders: 2, shown: 'signed in' });
  });
});
