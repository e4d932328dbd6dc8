import { expect, test } from '@playwright/test';

// The pages a visitor can open; each must run under the server's CSP without a single violation.
const pages = ['/login', '/register', '/forgot-password', '/reset-password/some-token', '/'];

test.describe('the Content-Security-Policy', () => {
  for (const path of pages) {
    test(`is passed by ${path} @phone`, async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Refused to load: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }
});
