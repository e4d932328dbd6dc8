import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules of WCAG 2.1 A and AA that axe checks. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The one place a rule may be set aside, each with its reason. None is: a violation is fixed at its
 * cause (issue 47).
 */
export const RULES_SET_ASIDE: Readonly<Record<string, string>> = {};

/**
 * Fails with the list of WCAG 2.1 A/AA violations axe finds on the page as it stands, or only in the
 * part `within` selects (a CSS selector), for a test about that part; `where` names the page and its
 * state in the failure.
 */
export async function expectNoAccessibilityViolations(page: Page, within?: string, where = page.url()): Promise<void> {
  const builder = new AxeBuilder({ page })
    // Only the violations are described: the passes' details cost most of the time on a long page.
    // First, as `options` replaces what the calls below set.
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_21_AA)
    .disableRules(Object.keys(RULES_SET_ASIDE));
  const results = await (within ? builder.include(within) : builder).analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => `${node.target.join(' ')} ${node.html}${node.failureSummary ? ` — ${node.failureSummary}` : ''}`)
        .join(', ')}`,
  );
  expect(found, `WCAG 2.1 AA violations on ${where}`).toEqual([]);
}
