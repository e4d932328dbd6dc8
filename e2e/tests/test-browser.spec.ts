import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// The browser the tests drive is set up in packages/testing (chromium.ts); these check that what it
// turns off stays off, and that Playwright's own choices still reach the browser.

test('the test browser opens no page of its own beside the tab', async ({ page, browser }) => {
  await page.goto('/');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  expect(targetInfos.filter((target) => target.url.startsWith('chrome://')).map((target) => target.url)).toEqual([]);
});

test("Playwright's disabled features are among those the test browser turns off", async ({ browser }) => {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number }[];
  };
  const browserProcess = processInfo.find((info) => info.type === 'browser');
  const switches = readFileSync(`/proc/${browserProcess?.id}/cmdline`, 'utf8').split('\0');
  const lists = switches
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
  // Chromium keeps the last --disable-features only.
  const applied = lists.at(-1) ?? [];
  expect(lists.flat().filter((feature) => !applied.includes(feature))).toEqual([]);
});
