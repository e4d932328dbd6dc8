import { LOCALE_TAGS, type Locale, loadCatalogue, PSEUDO_LOCALE_COOKIE, showPseudoLocale } from '@roadhire/shared';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router';
import { BrowserRouter } from 'react-router';
import { readCookie } from '../lib/cookies';
import { initialLocale } from '../lib/i18n/locale';
import { watchPendingLogout } from '../lib/pending-logout';
import { syncPipelineStatusCookie } from '../lib/pipeline-status-cookie';
import { reloadOnStaleBuild } from '../lib/reload-on-stale-build';
import { readSession, tabSessionId } from '../lib/session';
import { App } from './app';
import { createQueryClient } from './providers';
import { readServerData, seedServerData } from './server-data';

/** Starts the app in the browser with this route table (SPEC §2's). */
export function startApp(routes: RouteObject[]): void {
  // SPEC §4: settle the last unload's pending logout before anything reads the session.
  watchPendingLogout();
  tabSessionId();
  reloadOnStaleBuild();
  // A session stored before the cookie existed, or whose token lapsed since: the next page is drawn right.
  syncPipelineStatusCookie(readSession());

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');

  // The pseudo-locale (README, "Translating") stands in for French in this browser only; the server
  // drew its page in real French, so that page is drawn anew rather than taken over.
  const pseudo = readCookie(PSEUDO_LOCALE_COOKIE) === '1';
  if (pseudo) showPseudoLocale();
  const queryClient = createQueryClient();
  const serverData = readServerData(document);
  if (serverData) seedServerData(queryClient, serverData);
  // A page the server drew is taken over in its language; the others start in the visitor's (decision 032).
  const locale: Locale = serverData?.locale ?? initialLocale();
  document.documentElement.lang = LOCALE_TAGS[locale];
  const app = (
    <StrictMode>
      <App
        queryClient={queryClient}
        Router={BrowserRouter}
        routes={routes}
        renderedPipelineStatus={serverData?.pipelineStatus ?? null}
        missingJob={serverData?.missingJob}
        locale={locale}
      />
    </StrictMode>
  );
  // English is always at hand; another language's texts arrive first, so nothing is drawn twice.
  // Without them (a lost connection), the page is drawn in English rather than not at all.
  void loadCatalogue(locale)
    .catch(() => undefined)
    .then(() => draw(root, app, serverData !== undefined && !pseudo));
}

function draw(root: HTMLElement, app: ReactNode, rendered: boolean): void {
  // The careers pages arrive rendered by the server and are taken over in place; the others are drawn here.
  if (rendered) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding a
    // phone's main thread for the whole page: a tap or a scroll meanwhile is not kept waiting.
    startTransition(() => {
      hydrateRoot(root, app, {
        // A mismatch is repaired by React redrawing the page; say so where tests and developers look.
        onRecoverableError: (error) => console.error('Hydration:', error),
      });
    });
  } else {
    createRoot(root).render(app);
  }
}
