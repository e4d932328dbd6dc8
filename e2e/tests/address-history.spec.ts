import { expect, test } from '@playwright/test';
import { expectOnServer, tokenOf } from '../support/drafts.js';
import { dayBefore, yearsAgo } from '../support/history-dates.js';
import { candidateOnOnboarding, expectStep, fillStep1, next } from '../support/onboarding.js';

test.describe.configure({ timeout: 120_000 });

// After the current address, every address of the last 3 years (HISTORY_YEARS_ALL),
// with each uncovered stretch pointed out by its dates until an earlier address closes it.

test('a gap in the addresses of the last 3 years is pointed out, closed by an earlier address, and kept @phone', async ({
  page,
  request,
}) => {
  const { applicationId } = await candidateOnOnboarding(page, request);
  const since = yearsAgo(1);
  await fillStep1(page);
  await page.getByLabel('Living at this address since').fill(since);

  const question = page.getByRole('heading', { name: 'Where else have you lived in the last 3 years?' });
  await expect(question).toBeVisible();
  const gap = `No address is given from ${yearsAgo(3)} to ${dayBefore(since)}.`;
  const gaps = page.getByRole('status', { name: 'Where else have you lived in the last 3 years?' });
  await expect(gaps).toContainText(gap);

  // Next is refused while the years are not covered, and says why.
  await next(page);
  await expectStep(page, 1);
  await expect(gaps).toContainText('Please give every address of the last 3 years.');

  await page.getByRole('button', { name: 'Add an address' }).click();
  const row = page.getByRole('group', { name: 'Earlier address 1' });
  await row.getByLabel('Street address').fill('400 Centre Street');
  await row.getByLabel('Country').selectOption('Canada');
  await row.getByLabel('Province / State').selectOption('Alberta');
  await row.getByLabel('City').fill('Calgary');
  await row.getByLabel('Postal / ZIP code').fill('t2g 5e1');
  await row.getByLabel('Lived there from').fill(yearsAgo(5));
  // The new row ends where the gap did.
  await expect(row.getByLabel('Lived there until')).toHaveValue(dayBefore(since));
  await expect(gaps).not.toContainText(gap);
  await expect(page.getByRole('button', { name: 'Add an address' })).toBeHidden();
  await expect(row.getByRole('button', { name: 'Remove Earlier address 1' })).toBeVisible();
  // The row is a card that fits the phone, down to 360 px: no sideways scroll.
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 390, height: 844 });

  await next(page);
  await expectStep(page, 2);
  const token = await tokenOf(page);
  await expectOnServer(request, token, applicationId, 'address_history', [
    {
      address1: '400 Centre Street',
      city: 'Calgary',
      province: 'Alberta',
      country: 'Canada',
      postal_code: 't2g 5e1',
      from: yearsAgo(5),
      to: dayBefore(since),
    },
  ]);

  await page.reload();
  await expectStep(page, 2);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectStep(page, 1);
  await expect(page.getByLabel('Living at this address since')).toHaveValue(since);
  const kept = page.getByRole('group', { name: 'Earlier address 1' });
  await expect(kept.getByLabel('Street address')).toHaveValue('400 Centre Street');
  await expect(kept.getByLabel('Province / State')).toHaveValue('Alberta');
  await expect(kept.getByLabel('Lived there from')).toHaveValue(yearsAgo(5));
  await expect(gaps).not.toContainText('No address is given');
});
