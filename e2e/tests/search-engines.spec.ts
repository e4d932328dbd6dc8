import { expect, test } from '@playwright/test';
import { BASE_URL } from '../support/environment.js';

const robotsMeta = 'head meta[name="robots"]';

test('crawlers get a robots file and a sitemap, and the API is marked noindex @phone', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const rules = (await robots.text()).split('\n');
  expect(rules).toEqual(expect.arrayContaining(['Disallow: /admin', 'Disallow: /candidate/onboarding/']));
  expect(rules).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  // The demo positions are open, so the careers page is dated.
  expect(await sitemap.text()).toMatch(new RegExp(`<url><loc>${BASE_URL}/</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`));

  expect((await request.get('/api/open-positions')).headers()['x-robots-tag']).toBe('noindex');
});

test('the login page is noindex and the careers page is not, in a real browser @phone', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.locator(robotsMeta)).toHaveAttribute('content', 'noindex');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeVisible();
  await expect(page.locator(robotsMeta)).toHaveCount(0);
});
