import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the list of WCAG 2.1 A/AA violations axe finds on the page as it stands, or only in the
 * part `within` selects (a CSS selector), for a test about that part.
 */
export async function expectNoAccessibilityViolations(page: Page, within?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (within ? builder.include(within) : builder).analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html}`).join(', ')}`,
  );
  expect(found).toEqual([]);
}
