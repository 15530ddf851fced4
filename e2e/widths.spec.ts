import { test, expect } from './fixtures';
import { SiteLayout } from './pages/layout';

// These tests set the window width themselves, so only the desktop project runs this file
// (playwright.config.ts).
test.describe('site layout at the breakpoints', () => {
  test('the sign-in link follows the width breakpoint at 767 and 768 px', async ({ page }) => {
    const layout = new SiteLayout(page);
    await page.setViewportSize({ width: 767, height: 700 });
    await page.goto('/home');
    await expect(layout.signIn).toBeHidden();
    await page.setViewportSize({ width: 768, height: 700 });
    await expect(layout.signIn).toBeVisible();
  });

  for (const width of [320, 767, 768, 830, 1230, 1600]) {
    test(`nothing overflows sideways at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const layout = new SiteLayout(page);
      for (const path of [
        '/home',
        '/competitions',
        '/privacy-policy',
        '/error',
        '/2026/divisions/intermediate/PA',
        '/2025/finals/championship/interregion/0/2',
        '/enter-online',
      ]) {
        await page.goto(path);
        await layout.expectNoSidewaysScroll();
      }
      await layout.openMenu();
      await layout.expectNoSidewaysScroll();
    });
  }
});
