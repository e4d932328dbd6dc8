import { expect, type Page, test } from '@playwright/test';
import {
  catalogueEn,
  createTranslator,
  LOCALE_COOKIE,
  type Locale,
  loadCatalogue,
  type PageName,
  pages,
  patternRegExp,
} from '@roadhire/shared';
import { expectNoAccessibilityViolations } from '../support/accessibility.js';
import { sweepExamples } from '../support/accessibility-examples.js';
import { type Examples, pagesFor, REACH, type Reach, type Visitor } from '../support/accessibility-pages.js';
import { BASE_URL } from '../support/environment.js';

// Every page of the registry (packages/shared/src/pages.ts) and every entry of the admin menu,
// checked by axe at WCAG 2.1 AA with each of its dialogs open once (issue 47). The pages and how to
// reach them come from `REACH`; a page added to the registry fails here until it is named there.
// Rules set aside, if ever, are listed in support/accessibility.ts with their reasons.

type Say = ReturnType<typeof createTranslator>['t'];

/** Who opens which pages, one signed-in page each: a driver's three states share one. */
const ROUNDS: { title: string; who: Visitor[] }[] = [
  { title: 'a visitor', who: ['visitor'] },
  { title: 'a driver signed in, mid-application and submitted', who: ['driver', 'applying', 'submitted'] },
  { title: 'an administrator', who: ['admin'] },
];
/**
 * Every page at both widths in English, and in French at desktop width: a page's layout changes
 * with the width, its words with the language, and the whole square cost more than CI can spare.
 */
const LANGUAGES: { language: Locale; name: string; widths: string }[] = [
  { language: 'en', name: 'English', widths: '@phone @desktop' },
  { language: 'fr', name: 'French', widths: '@desktop' },
];

test('the sweep reaches every page of the registry', () => {
  const known = new Set(Object.keys(REACH));
  expect(Object.keys(pages).filter((name) => !known.has(name))).toEqual([]);
});

/** Waits for the page to be drawn whole, checks its landmarks and heading, then runs axe. */
async function checkScreen(page: Page, where: string) {
  // A whole page load on a busy machine: the app's code, then the page's own.
  await expect(page.getByRole('main')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await settled(page);
  await expectNoAccessibilityViolations(page, undefined, where);
}

/**
 * Every transition over: a dialog fading in would be read at half its contrast. A loader's endless
 * spin never ends, and one cut short ends too.
 */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished),
    ),
  );

/** Opens each of the page's dialogs and drawers in turn, checks it, and closes it with Escape. */
async function checkDialogs(page: Page, reach: Reach, where: string, t: Say) {
  for (const opener of reach.dialogs ?? []) {
    await opener.open(page, t);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.waitForLoadState('networkidle');
    await settled(page);
    await expectNoAccessibilityViolations(page, undefined, `${where} with ${opener.name} open`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
}

/** Opens a page by its address and checks it and its dialogs; answers how many states were checked. */
async function checkPage(page: Page, name: PageName, examples: Examples, t: Say) {
  const reach = REACH[name];
  const href = await reach.href(examples);
  await page.goto(href);
  await checkScreen(page, `${name} (${href})`);
  // A guard that sent the page elsewhere would have the sweep read another page.
  expect(new URL(page.url()).pathname, name).toBe(new URL(href, BASE_URL).pathname);
  await checkDialogs(page, reach, href, t);
  return 1 + (reach.dialogs?.length ?? 0);
}

/** The registry page an address of the admin menu opens, among those the administrator is shown. */
function pageAt(href: string, names: PageName[]): PageName | undefined {
  const pathname = new URL(href, BASE_URL).pathname;
  return names.find((name) => patternRegExp(pages[name].pattern).test(pathname));
}

/**
 * The administrator's pages: each entry of the admin menu by a click (the menu is the one on
 * screen, so an entry added to it is checked), then the pages no entry opens (a position, an
 * applicant, a new position) by their address. On a phone the menu is a drawer, checked open once.
 */
async function checkAdminPages(page: Page, examples: Examples, t: Say, language: Locale) {
  const names = pagesFor('admin', language).map(([name]) => name);
  const done = new Set<PageName>(['admin']);
  let states = await checkPage(page, 'admin', examples, t);
  const menu = page.getByRole('navigation', { name: t('adminPage.sidebar') });
  const menuButton = page.getByRole('button', { name: t('nav.menu'), exact: true });
  const onPhone = !(await menu.isVisible());
  // A tap while the page is still being drawn can be lost: tapped again until the menu shows.
  const openMenu = () =>
    expect(async () => {
      if (!(await menu.isVisible())) await menuButton.click();
      await expect(menu).toBeVisible({ timeout: 2_000 });
    }).toPass();
  await openMenu();
  if (onPhone) {
    await settled(page);
    await expectNoAccessibilityViolations(page, undefined, 'the admin menu, open on a phone');
    states += 1;
  }
  const hrefs = await menu
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(
    hrefs.filter((href) => !pageAt(href, names)),
    'admin menu entries the sweep does not know',
  ).toEqual([]);
  for (const href of hrefs) {
    const name = pageAt(href, names) as PageName;
    if (done.has(name)) continue;
    await openMenu();
    await menu.locator(`a[href="${href}"]`).click();
    await expect(page).toHaveURL((url) => url.pathname === new URL(href, BASE_URL).pathname);
    await checkScreen(page, `${name} (${href}, from the admin menu)`);
    await checkDialogs(page, REACH[name], href, t);
    states += 1 + (REACH[name].dialogs?.length ?? 0);
    done.add(name);
  }
  for (const name of names.filter((left) => !done.has(left))) states += await checkPage(page, name, examples, t);
  return states;
}

for (const { language, name, widths } of LANGUAGES) {
  for (const round of ROUNDS) {
    test(`every page ${round.title} opens in ${name} passes WCAG 2.1 AA ${widths}`, async ({ page }, testInfo) => {
      // Some twenty pages and their dialogs, each read whole by axe.
      test.setTimeout(300_000);
      await page.context().addCookies([{ name: LOCALE_COOKIE, value: language, url: BASE_URL }]);
      const { t } = createTranslator(language, language === 'en' ? catalogueEn : await loadCatalogue(language));
      const examples = sweepExamples(page);
      let states = 0;
      for (const who of round.who) {
        await examples.signInAs(who);
        if (who === 'admin') {
          states += await checkAdminPages(page, examples, t, language);
          continue;
        }
        for (const [name] of pagesFor(who, language)) states += await checkPage(page, name, examples, t);
      }
      testInfo.annotations.push({ type: 'states checked', description: String(states) });
    });
  }
}
