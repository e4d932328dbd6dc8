import {
  type CandidateProfile,
  type ClosedAccountResponse,
  ClosedAccountResponseSchema,
  DEFAULT_LOCALE,
  type Locale,
  type LoginRequest,
  type LoginResponse,
  PIPELINE_COMPLETED,
  PIPELINE_IN_PROGRESS,
  ROLE_ADMIN,
  UnverifiedLoginResponseSchema,
} from '@roadhire/shared';
import type { QueryClient } from '@tanstack/react-query';
import { homePathIn, paths } from '../../config/paths';
import { continueApplicationPath } from '../../lib/api/get-latest-application';
import { profileQueryOptions } from '../../lib/api/get-profile';
import { logIn } from '../../lib/api/log-in';
import { isApiError } from '../../lib/api-client';
import { clearLocalDrafts } from '../../lib/local-drafts';
import { clearPendingJobId, getPendingJobId } from '../../lib/pending-job';
import { safeRedirectPath } from '../../lib/safe-redirect';
import { announceProfileUpdated, readSession, saveLogin, saveMe } from '../../lib/session';

/**
 * SPEC §4 Login flow, step by step. Returns where to go next; a failed login call throws
 * (the page shows the message), everything after it lands somewhere sensible.
 */
export async function logInAndRoute(
  credentials: LoginRequest,
  redirect: string | null,
  queryClient: QueryClient,
  /** Puts the page in the account's language (decision 032). */
  changeLocale?: (locale: Locale) => Promise<void>,
): Promise<string> {
  // 1. Log in and store the session.
  return startSession(await logIn(credentials), redirect, queryClient, changeLocale);
}

/**
 * What follows a login's answer: a login, or an accepted team invitation, which answers as a login
 * does (decision 033). Stores the session and returns where to go.
 */
export async function startSession(
  login: LoginResponse,
  redirect: string | null,
  queryClient: QueryClient,
  changeLocale?: (locale: Locale) => Promise<void>,
): Promise<string> {
  // Decision 010: what another person typed on this browser is not theirs to find.
  clearLocalDrafts({ exceptUserId: login.id });
  saveLogin(login);
  if (login.language && changeLocale) await changeLocale(login.language);
  return routeSignedIn(String(login.id), redirect, queryClient);
}

/**
 * SPEC §4 Login flow steps 2 to 5, for a session already stored: a fresh login, or someone
 * signed in who comes back to /login.
 */
export async function routeSignedIn(
  userId: string,
  redirect: string | null,
  queryClient: QueryClient,
): Promise<string> {
  // 2. Fetch the profile and cache it as `me`; 5. if that fails, go to /.
  let me: CandidateProfile;
  try {
    me = await queryClient.fetchQuery({ ...profileQueryOptions(userId), staleTime: 0 });
  } catch {
    announceProfileUpdated();
    return paths.home.href();
  }
  saveMe(me);
  // 3. Route by pipeline_status; 4. then tell the top bar.
  const target = await targetFor(me.pipeline_status, redirect, me.language);
  announceProfileUpdated();
  return target;
}

async function targetFor(
  pipelineStatus: number | null,
  redirect: string | null,
  language: Locale | undefined,
): Promise<string> {
  // An administrator signs in to the admin area (SPEC §6), unless sent to sign in from another page.
  if (readSession().userRole === String(ROLE_ADMIN)) return safeRedirectPath(redirect) ?? paths.admin.href();
  if (pipelineStatus === PIPELINE_IN_PROGRESS) return continueApplicationPath();
  // A submitted driver lands where their applications stand (issue 41), not on the careers list.
  if (pipelineStatus === PIPELINE_COMPLETED) return paths.myApplications.href();
  const pendingJobId = getPendingJobId();
  if (pendingJobId) {
    clearPendingJobId();
    return paths.apply.href(pendingJobId);
  }
  // SPEC's "/" is the careers list in the account's language: a French account's is /fr/ (decision 032).
  return safeRedirectPath(redirect) ?? homePathIn(language ?? DEFAULT_LOCALE);
}

/** The login was refused because the account is closed for erasure; whether it may still be cancelled. */
export const closedAccountOf = (error: unknown): ClosedAccountResponse | undefined => {
  if (!isApiError(error) || error.status !== 410) return undefined;
  const parsed = ClosedAccountResponseSchema.safeParse(error.body);
  return parsed.success ? parsed.data : undefined;
};

/** The login was refused because the email is not verified yet (the answer says whether a link was sent). */
export const isUnverifiedLogin = (error: unknown): boolean =>
  isApiError(error) && error.status === 403 && UnverifiedLoginResponseSchema.safeParse(error.body).success;
