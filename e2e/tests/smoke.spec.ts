import { expect, test } from '@playwright/test';

test('the portal answers with one main landmark and one h1 @phone @desktop', async ({ page, request }) => {
  expect((await request.get('/api/health')).status()).toBe(200);
  await page.goto('/');
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});
