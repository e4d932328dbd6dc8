import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { readSession } from '../../lib/session';
import { isTokenExpired } from '../../lib/session-token';
import { routeSignedIn } from './login-flow';

/**
 * Someone still signed in who comes back to /login (Back, a bookmark) goes where a fresh login
 * would take them (SPEC §4 Login flow), instead of seeing the form. Decided once, on arrival, so
 * the login the form itself makes is routed by the form alone. True while it is on its way.
 */
export function useSignedInRedirect(redirect: string | null): boolean {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [signedIn, setSignedIn] = useState<string | null>(null);
  // Read once mounted: the server draws these pages for a visitor, and the browser's first render
  // must match that HTML to take it over.
  useEffect(() => {
    const { token, userId } = readSession();
    if (token && userId && !isTokenExpired(token)) setSignedIn(userId);
  }, []);
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    routeSignedIn(signedIn, redirect, queryClient).then((target) => {
      if (current) navigate(target, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [signedIn, redirect, queryClient, navigate]);
  return Boolean(signedIn);
}
