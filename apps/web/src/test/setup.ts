import { PENDING_JOB_COOKIE, PIPELINE_STATUS_COOKIE } from '@roadhire/shared';
import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { deleteCookie } from '../lib/cookies';

// findBy* and waitFor wait up to 5 s, not 1: on a busy CI machine a lazy page can take longer than a
// second to render, and a test that waits for something that never comes still fails.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the layout APIs Mantine reads.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => {};
// An autosizing Textarea listens for web fonts to finish loading.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });

// The files of a worker share their modules (isolate: false). A page's code that a test opened lazily
// and that was still arriving when its file ended would fail to load for every later file of the
// worker; loaded once up front, every lazy page is already there.
const appModules = import.meta.glob([
  '../**/*.{ts,tsx}',
  '!../**/*.test.{ts,tsx}',
  '!../test/**',
  '!../main.tsx',
  '!../boot.tsx',
  '!../entry-*.tsx',
]);
beforeAll(() => Promise.all(Object.values(appModules).map((load) => load())));

// STYLE: an unexpected console.error fails the test (React warnings included).
let errors: string[] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(format(...args));
  });
});

afterEach(() => {
  cleanup();
  dropDetachedStyleSheets();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  // Tests start without the site's cookies.
  for (const name of [PENDING_JOB_COOKIE, PIPELINE_STATUS_COOKIE]) deleteCookie(name);
  if (errors.length > 0) throw new Error(`console.error was called:\n${errors.join('\n')}`);
});

/**
 * jsdom 29 keeps the style sheet of a <style> removed with its parent: the removed subtree still
 * counts as connected while it is detached, so the sheet is added again. Mantine renders such
 * <style> elements for responsive props; left in place, every getComputedStyle (each role query and
 * click) reads them all, and a file's tests grow slower one after another. Attaching and removing the
 * element again takes its sheet out.
 */
function dropDetachedStyleSheets() {
  for (const sheet of [...document.styleSheets]) {
    const owner = sheet.ownerNode;
    if (owner && !owner.isConnected) {
      document.head.append(owner);
      owner.remove();
    }
  }
}
