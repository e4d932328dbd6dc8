const RELOADED_AT_KEY = 'staleBuildReloadAt';
/** A chunk still missing this soon after a reload is missing for another reason: no loop. */
const RELOAD_GUARD_MS = 10_000;

/**
 * A tab opened before a deploy asks for code files the new build no longer has (or, during a
 * rolling deploy, a process of the other version answers); the server says 404 and Vite reports
 * `vite:preloadError`. Loading the page again, at the address the driver was going to, fetches the
 * current build. A reload within 1.5 s keeps the session (SPEC §4 pending logout), and the
 * application's answers are kept as drafts.
 */
export function reloadOnStaleBuild(): void {
  window.addEventListener('vite:preloadError', () => {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    window.location.reload();
  });
}
