import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * Runs axe on the page (WCAG 2.1 AA rules) and fails the test with the violations listed. After a navigation
 * in the browser, Next streams the page's title after its content, so axe waits for a title first (a page
 * that never gets one still fails).
 */
async function expectNoAxeViolations(page: Page) {
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

export const test = base.extend<{ axe: () => Promise<void> }>({
  axe: async ({ page }, provide) => {
    await provide(() => expectNoAxeViolations(page));
  },
});

export { expect };
