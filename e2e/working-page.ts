import { expect, type Page } from '@playwright/test';
import { SiteLayout } from './pages/layout';

/** Collects what the browser says about the page's policy: console messages and violation events. */
export async function watchPolicy(page: Page): Promise<string[]> {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      complaints.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => complaints.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return complaints;
}

/** The page is styled, its scripts have run, and its menu opens and closes. */
export async function expectWorkingPage(page: Page) {
  // The site's stylesheet sets the body's margin to 0 (the browser's own is 8px).
  await expect(page.locator('body')).toHaveCSS('margin-top', '0px');
  await page.waitForFunction(() => 'next' in window);
  const layout = new SiteLayout(page);
  await layout.openMenu();
  await page.keyboard.press('Escape');
  await layout.expectMenuClosed();
}
