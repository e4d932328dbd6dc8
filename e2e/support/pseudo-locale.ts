import { type BrowserContext, expect, type Page } from '@playwright/test';
import { PSEUDO_LOCALE_COOKIE } from '@roadhire/shared';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from '@roadhire/shared/pseudo';
import { BASE_URL } from './environment.js';

/** Shows the pseudo-locale in place of French in this browser, in French. */
export async function usePseudoLocale(context: BrowserContext) {
  await context.addCookies([
    { name: PSEUDO_LOCALE_COOKIE, value: '1', url: BASE_URL },
    { name: 'lang', value: 'fr', url: BASE_URL },
  ]);
}

/**
 * The words a page shows outside the pseudo-locale's marks: English that escaped the catalogue.
 * Visible text only, in document order, so a marked text split by its tags is read whole; the
 * options of a closed select, scripts, hidden parts, dates (`<time>`) and parts marked `lang="en…"` are not read. `data` are words that are the
 * page's data (names, titles, addresses), shown as they were written.
 */
export async function escapedText(page: Page, data: readonly string[] = []): Promise<string[]> {
  const text = await page.evaluate(() => {
    const skipped = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'OPTION', 'SELECT', 'TEXTAREA', 'TEMPLATE']);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || skipped.has(parent.tagName) || parent.closest('select, [aria-hidden="true"]')) continue;
      // An address to write to is data, whoever it belongs to.
      if (parent.closest('a[href^="mailto:"]')) continue;
      // A date is written by Intl in the page's language, not taken from a catalogue.
      if (parent.closest('time[datetime]')) continue;
      // A part marked as English on purpose (the English preview of a position) is not French to check.
      if (parent.closest('[lang]')?.getAttribute('lang')?.startsWith('en')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      parts.push(node.textContent ?? '');
    }
    // What a person reads that is not in the text: the placeholders of visible fields.
    for (const field of Array.from(
      document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]'),
    )) {
      if (field.checkVisibility()) parts.push(` ${field.placeholder} `);
    }
    return parts.join(' ');
  });
  const outside = text
    .replace(new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`, 'g'), ' ')
    // An address is data, whoever it belongs to.
    .replace(/\S+@\S+/g, ' ');
  const allowed = new Set(data.flatMap((item) => item.split(/[^A-Za-z]+/)).filter(Boolean));
  return [...new Set(outside.match(/[A-Za-z]{2,}/g) ?? [])].filter((word) => !allowed.has(word));
}

/** Waits for the page's marked texts, then expects no English outside them. */
export async function expectAllTranslated(page: Page, where: string, data: readonly string[] = []) {
  await expect(page.getByRole('main').getByText(PSEUDO_OPEN).first()).toBeVisible();
  expect(await escapedText(page, data), where).toEqual([]);
}
