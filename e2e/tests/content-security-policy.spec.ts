import { expect, type Page, test } from '@playwright/test';

// The pages a visitor can open; each must run under the server's CSP without a single violation.
const pages = ['/login', '/register', '/forgot-password', '/reset-password/some-token', '/'];

/** Collects every CSP violation the page reports, from before its first script. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Refused to load: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test.describe('the Content-Security-Policy', () => {
  for (const path of pages) {
    test(`is passed by ${path} @phone`, async ({ page }) => {
      const violations = await watchViolations(page);
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }

  // Zod compiles a parser with eval on its first check unless told not to (lib/zod-without-eval).
  test('is passed by a form checked on submit @phone', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(violations).toEqual([]);
  });
});
