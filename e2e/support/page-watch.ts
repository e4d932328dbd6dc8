import type { Page } from '@playwright/test';

/** Records console errors (a failed hydration is one) and layout shifts from the page's first paint on. */
export async function watchPage(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A 404 or 410 page is an answer, not an error of the page's own.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    errors,
    layoutShift: () =>
      page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total),
  };
}

/**
 * Holds the app's scripts back a moment, as a phone's connection does, so the server's HTML is
 * painted before the app takes it over: a change of layout then counts as a shift.
 */
export async function paintBeforeScripts(page: Page, delayMs = 600): Promise<void> {
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}
