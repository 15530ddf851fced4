import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** The rules every check runs. In the one options object: AxeBuilder's options() replaces what withTags() set. */
const RUN_ONLY = {
  type: 'tag' as const,
  values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
};

/**
 * What axe finds wrong on the page (WCAG 2.1 AA rules and best practices), one line per rule. After a navigation
 * in the browser, Next streams the page's title after its content, so axe waits for a title first (a page that
 * never gets one still fails).
 *
 * Axe runs inside the page (legacy mode) and details only what fails: the default mode opens a second page to
 * merge its frames' results and details every node that passes, which made a check take two to three times as
 * long (README). Legacy mode cannot look into a frame from another origin; our pages have no frames, and a
 * page that has one fails here instead of being half checked.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await expect(page).toHaveTitle(/\S/);
  const frames = page.frames().filter((frame) => frame !== page.mainFrame());
  expect(
    frames.map((frame) => frame.url()),
    'frames, which this check cannot look into',
  ).toEqual([]);
  const results = await new AxeBuilder({ page })
    .options({ runOnly: RUN_ONLY, resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  expect(results.toolOptions.runOnly, 'the rules axe ran').toEqual(RUN_ONLY);
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
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
    await provide(async () => expect(await axeViolations(page)).toEqual([]));
  },
  request: async ({ request }, provide) => {
    await provide(retryingReads(request));
  },
});

export { expect };
