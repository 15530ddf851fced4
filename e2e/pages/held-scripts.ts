import type { Page } from '@playwright/test';

/**
 * Holds the page's scripts back, as a slow phone's arrive late, so a test can act before React has hydrated
 * what the server wrote. Call the answer to let them load.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
