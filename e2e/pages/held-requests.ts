import type { Page, Request } from '@playwright/test';

/**
 * Holds back the requests to `url` that `holds` picks until the answer is called, so a test can see the page
 * in between: before its scripts have run (a slow phone's arrive late), or while a navigation's data is on
 * its way.
 */
export async function holdRequests(
  page: Page,
  url: Parameters<Page['route']>[0],
  holds: (request: Request) => boolean = () => true,
): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (holds(route.request())) await released;
    await route.continue();
  });
  return release;
}

/** The page's scripts held back: what the server wrote, before React has hydrated it. */
export const holdScripts = (page: Page) => holdRequests(page, '**/_next/static/**/*.js');
