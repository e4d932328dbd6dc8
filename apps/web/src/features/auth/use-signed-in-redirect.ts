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
  const [signedIn] = useState(() => {
    const { token, userId } = readSession();
    return token && userId && !isTokenExpired(token) ? userId : null;
  });
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
