import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
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

/**
 * Node closes a kept-alive connection after 5 s idle; a read sent on it just as it closes is reset. A browser
 * sends such a read again; Playwright's request client does only when asked, so its reads ask for one more
 * try. Writes are not repeated: several tests count what one write stores.
 */
function retryingReads(request: APIRequestContext): APIRequestContext {
  const get = request.get.bind(request);
  const head = request.head.bind(request);
  request.get = (url, options) => get(url, { maxRetries: 1, ...options });
  request.head = (url, options) => head(url, { maxRetries: 1, ...options });
  return request;
}

export const test = base.extend<{ axe: () => Promise<void> }>({
  axe: async ({ page }, provide) => {
    await provide(() => expectNoAxeViolations(page));
  },
  request: async ({ request }, provide) => {
    await provide(retryingReads(request));
  },
});

export { expect };
