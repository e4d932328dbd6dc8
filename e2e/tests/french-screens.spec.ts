import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { createTranslator, frenchTypographyFaults, loadCatalogue } from '@roadhire/shared';
import { BASE_URL } from '../support/environment.js';
import { type ScreenCheck, walkAdminPages, walkDriverPages, walkPublicPages } from '../support/page-walk.js';

// French runs longer than English: at 360 px, the narrowest phone a driver brings, every screen is
// photographed in French and checked for a page wider than the screen, a text cut by its box and
// two controls drawn over each other; the admin screens the same at a recruiter's 1280 px.

const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** What is wrong with the screen's layout, in words; empty when nothing is. */
async function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) faults.push(`the page is ${root.scrollWidth}px wide`);
    const named = (element: Element) => `<${element.localName}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    // Text kept for screen readers in a one-pixel box (VisuallyHidden) is cut on purpose.
    const forScreenReaders = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (node instanceof HTMLElement && node.offsetWidth <= 1 && node.offsetHeight <= 1) return true;
      }
      return false;
    };
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      if (!(element instanceof HTMLElement) || !shown(element) || !element.textContent?.trim()) continue;
      if (forScreenReaders(element)) continue;
      const style = getComputedStyle(element);
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      // A scrolling box (a table's) shows the rest by scrolling; a clipping one loses it.
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      if (clips && !scrolls && element.scrollWidth > element.clientWidth + 1) faults.push(`${named(element)} is cut`);
    }
    const floatingBar = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (['sticky', 'fixed'].includes(getComputedStyle(node).position)) return node;
      }
      return null;
    };
    const controls = Array.from(
      document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, h1, h2, h3, label'),
    ).filter((element) => shown(element) && element.getBoundingClientRect().width > 0);
    for (let i = 0; i < controls.length; i += 1) {
      for (let j = i + 1; j < controls.length; j += 1) {
        const [a, b] = [controls[i] as Element, controls[j] as Element];
        // A label and its own control, and a field and the button inside its box (a password's
        // show button), are drawn together on purpose.
        const label = a.closest('label');
        const inFieldOf = (inner: Element, field: Element) =>
          Boolean(inner.closest('[class*="Input-section"]')) &&
          Boolean(field.closest('[class*="Input-wrapper"]')?.contains(inner));
        if (a.contains(b) || b.contains(a) || (label && label === b.closest('label'))) continue;
        if (inFieldOf(a, b) || inFieldOf(b, a)) continue;
        // A bar kept at the screen's edge (the apply page's buttons) floats over what scrolls under it.
        if (floatingBar(a) !== floatingBar(b)) continue;
        const [ra, rb] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
        const width = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const height = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (width > 2 && height > 2) faults.push(`${named(a)} overlaps ${named(b)}`);
      }
    }
    return faults;
  });
}

/** Quebec typography on the screen as drawn (a colon's non-breaking space, "nº"), line by line. */
async function typographyFaults(page: Page): Promise<string[]> {
  // A part in another language on purpose (an English text the carrier wrote) carries its own `lang`.
  const { lines, elsewhere } = await page.evaluate(() => ({
    lines: document.body.innerText.split('\n'),
    elsewhere: Array.from(document.body.querySelectorAll('[lang]:not([lang^="fr"])')).flatMap((element) =>
      element instanceof HTMLElement ? element.innerText.split('\n') : [],
    ),
  }));
  const other = elsewhere.filter((text) => text.trim() !== '');
  // Words in quotes are someone's as written (a note, an English mail's subject), not ours.
  return lines
    .map((line) => other.reduce((rest, text) => rest.replace(text, ''), line))
    .map((line) => line.replace(/«[^»]*»/g, '«»'))
    .flatMap((line) => frenchTypographyFaults(line).map((fault) => `${fault}: "${line.slice(0, 160)}"`));
}

/** Photographs the screen in French and expects nothing cut or overlapping on it, and its typography right. */
function checkScreens(testInfo: TestInfo): ScreenCheck {
  let shot = 0;
  return async (screen, where) => {
    await expect(screen.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(screen.getByRole('main')).toBeVisible();
    shot += 1;
    const name = `${String(shot).padStart(2, '0')}-${where.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.png`;
    await screen.screenshot({ path: testInfo.outputPath(name), fullPage: true });
    expect(await layoutFaults(screen), where).toEqual([]);
    expect(await typographyFaults(screen), where).toEqual([]);
  };
}

test.describe('at 360 px', () => {
  test.use(phone);

  test('the public and sign-in screens fit a 360 px phone in French @phone', async ({ page, context }, testInfo) => {
    await context.addCookies([{ name: 'lang', value: 'fr', url: BASE_URL }]);
    await walkPublicPages(page, checkScreens(testInfo));
  });

  test('a driver’s screens and the nine steps fit a 360 px phone in French @phone', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { t } = createTranslator('fr', await loadCatalogue('fr'));
    await walkDriverPages(page, request, checkScreens(testInfo), { back: t('onboarding.back') });
  });
});

test('the admin screens fit a 1280 px desk in French', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await walkAdminPages(page, checkScreens(testInfo));
});
