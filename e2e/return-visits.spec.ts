import type { Page, Response } from '@playwright/test';
import { test, expect } from './fixtures';
import { CACHED_PAGES, PER_REQUEST_PAGES } from './page-kinds';
import { expectWorkingPage, watchPolicy } from './working-page';

const PAGES = { ...CACHED_PAGES, ...PER_REQUEST_PAGES };
/** Pages answered with an ETag, so that a browser coming back may be told 304 Not Modified. */
const REVALIDATED_PAGES = CACHED_PAGES;

/** Whether the browser asked for the page's own document with the ETag it had (a 304 may answer). */
function askedWithETag(page: Page, path: string): Promise<boolean> {
  return page
    .waitForResponse(
      (response: Response) =>
        response.request().resourceType() === 'document' &&
        new URL(response.url()).pathname === path.split('?')[0],
    )
    .then(async (response) => 'if-none-match' in (await response.request().allHeaders()));
}

test.describe('coming back to a page', () => {
  for (const [kind, path] of Object.entries(PAGES)) {
    test(`the ${kind} page works on a reload, back and forward, and a later visit`, async ({
      page,
      context,
    }) => {
      const complaints = await watchPolicy(page);
      await page.goto(path);
      await expectWorkingPage(page);

      // A reload asks again with the page's ETag: a cached page answers 304 and must keep working.
      const reloaded = askedWithETag(page, path);
      await page.reload();
      if (kind in CACHED_PAGES) expect(await reloaded).toBe(true);
      await expectWorkingPage(page);

      await page.goto(path === '/privacy-policy' ? '/competitions' : '/privacy-policy');
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
      await expectWorkingPage(page);
      await page.goForward();
      await expectWorkingPage(page);

      const later = await context.newPage();
      const laterComplaints = await watchPolicy(later);
      await later.goto(path);
      await expectWorkingPage(later);
      expect([...complaints, ...laterComplaints]).toEqual([]);
    });
  }
});

test.describe('the page policy', () => {
  for (const [kind, path] of Object.entries(PAGES)) {
    test(`the ${kind} page refuses an inline script that is not the site's own`, async ({ page }) => {
      const complaints = await watchPolicy(page);
      // The page as the server sent it, headers and all, with a script slipped into the body.
      await page.route(
        (url) => url.pathname === path.split('?')[0],
        async (route) => {
          if (route.request().resourceType() !== 'document') return route.fallback();
          const response = await route.fetch();
          const body = (await response.text()).replace(
            '</body>',
            '<script>window.__injected = 1</script></body>',
          );
          await route.fulfill({ response, body });
        },
      );
      await page.goto(path);
      await page.waitForFunction(() => 'next' in window);
      expect(
        await page.evaluate(() => (window as unknown as { __injected?: number }).__injected),
      ).toBeUndefined();
      await expect.poll(() => complaints.filter((c) => c.startsWith('script-src')).length).toBeGreaterThan(0);
    });
  }

  for (const [kind, path] of Object.entries(REVALIDATED_PAGES)) {
    test(`the ${kind} page's 304 carries the policy of its 200`, async ({ request }) => {
      const first = await request.get(path);
      const etag = first.headers()['etag'];
      expect(etag).toBeTruthy();
      const again = await request.get(path, { headers: { 'If-None-Match': etag! } });
      expect(again.status()).toBe(304);
      expect(again.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
    });
  }

  // A condition is ignored where the answer would not be a 2xx (RFC 9110, 13.2.1): no tag, never a 304.
  test('the unknown address page carries no ETag, and a conditional request for it gets the whole 404 with its policy', async ({
    request,
  }) => {
    const path = PER_REQUEST_PAGES['unknown address'];
    const first = await request.get(path);
    expect(first.status()).toBe(404);
    expect(first.headers()['etag']).toBeUndefined();
    const again = await request.get(path, { headers: { 'If-None-Match': '*' } });
    expect(again.status()).toBe(404);
    expect(await again.text()).toBe(await first.text());
    expect(again.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
  });
});
