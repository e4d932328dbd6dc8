import { expect, type Page } from '@playwright/test';

/**
 * Records console errors (a failed hydration is one), layout shifts from the page's first paint on,
 * and what was drawn twice: each element or text of the server's `main` that was removed, or whose
 * text changed. A hydration that takes the server's HTML over in place changes neither.
 */
export async function watchPage(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A 404 or 410 page is an answer, not an error of the page's own.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    // Each shift with what moved and from where to where, so a failure says what to fix.
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}×${rect.height}`;
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(
          (source) =>
            `${source.node instanceof Element ? `<${source.node.localName}>` : '#text'} "${source.node?.textContent?.slice(0, 30) ?? ''}" ${box(source.previousRect)} → ${box(source.currentRect)}`,
        );
        shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });

    const redrawn: string[] = [];
    Object.assign(window, { redrawn });
    const describe = (node: Node) =>
      node instanceof Element ? `<${node.localName}> ${node.textContent?.slice(0, 40) ?? ''}` : `"${node.textContent}"`;
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        const inMain = Boolean(target?.closest('main'));
        if (inMain && record.type === 'characterData') redrawn.push(`text ${describe(record.target)}`);
        for (const node of Array.from(record.removedNodes)) {
          // A repaired hydration replaces `main` itself, or what holds it.
          const holdsMain = node instanceof Element && (node.localName === 'main' || node.querySelector('main'));
          if (inMain || holdsMain) redrawn.push(`removed ${describe(node)}`);
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return {
    errors,
    /** Every layout shift not caused by input since the first paint, described. */
    layoutShifts: () => page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts),
    /** What of the server's `main` was removed or rewritten so far; read it before acting on the page. */
    redrawn: () => page.evaluate(() => (window as unknown as { redrawn: string[] }).redrawn),
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

/**
 * Waits until a page the server drew has been taken over by its code (`html[data-ready]`). Before
 * that it shows and follows its real links and forms; what the code adds (a job's panel, instant
 * filters, the sign-up button) answers only after. The code is asked for once the page is painted,
 * so the `load` event comes first.
 */
export async function takenOver(page: Page, { timeout }: { timeout?: number } = {}): Promise<void> {
  await expect(page.locator('html[data-ready]')).toHaveCount(1, { timeout });
}
