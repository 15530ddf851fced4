import { test, expect } from './fixtures';
import type { Request } from '@playwright/test';
import { holdRequests } from './pages/held-requests';
import { SiteLayout } from './pages/layout';

/** A client navigation's request for the next page's data (not a full load of it). */
const isPageData = (request: Request) => Boolean(request.headers()['rsc']);

const COMPETITION_LINKS = [
  ['Metropolitan primary competition', '/2026/competition/metropolitan/primary'],
  ['Metropolitan secondary competition', '/2026/competition/metropolitan/secondary'],
  ['Country primary competition', '/2026/competition/country/primary'],
  ['Country secondary competition', '/2026/competition/country/secondary'],
] as const;

const narrow = () => test.info().project.name === 'mobile';

test.describe('site layout', () => {
  test('has the landmarks, the skip link, the pre-footer and the footer', async ({ page }) => {
    await page.goto('/competitions');
    const layout = new SiteLayout(page);
    await expect(layout.banner).toBeVisible();
    await expect(layout.mainNav).toBeAttached();
    await expect(page.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(layout.footer).toBeVisible();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(skip).toBeInViewport();

    await expect(
      layout.banner.getByRole('link', { name: /NSW Junior Chess League.*home page/ }),
    ).toHaveAttribute('href', '/home');
    await expect(
      layout.preFooter.getByRole('link', { name: "click here for the league's website" }),
    ).toHaveAttribute('href', 'https://www.nswjcl.org.au/');
    await expect(layout.preFooter.getByRole('link', { name: /LEARN MORE/ })).toHaveAttribute(
      'href',
      'https://www.nswjcl.org.au/',
    );
    await expect(layout.footer).toContainText('© 2026');
    await expect(layout.footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  test('the coordinators sign-in link opens the admin sign-in of this host in a new tab, and is hidden on narrow screens', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/home');
    const layout = new SiteLayout(page);
    // The tests reach the site at 127.0.0.1, which the hosts rule treats as localhost: the dev. subdomain over http.
    const port = new URL(baseURL!).port;
    await expect(layout.signIn).toHaveAttribute('href', `http://dev.localhost:${port}/admin/sign-in`);
    await expect(layout.signIn).toHaveAttribute('target', '_blank');
    await expect(layout.signIn).toHaveAttribute('rel', /\bnoopener\b/);
    if (narrow()) await expect(layout.signIn).toBeHidden();
    else await expect(layout.signIn).toBeVisible();
  });

  test('the menu lists the four competitions of the active season and opens and closes by click and backdrop', async ({
    page,
    axe,
  }) => {
    await page.goto('/home');
    const layout = new SiteLayout(page);
    await layout.expectMenuClosed();
    const menu = await layout.openMenu();
    for (const [name, href] of COMPETITION_LINKS) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(menu.getByRole('link', { name: COMPETITION_LINKS[0][0] })).toBeFocused();
    await axe();

    await layout.menuButton.click();
    await layout.expectMenuClosed();

    await layout.openMenu();
    const size = page.viewportSize()!;
    await page.mouse.click(10, size.height - 10);
    await layout.expectMenuClosed();
    await expect(layout.menuButton).toBeFocused();
  });

  test('the menu is 277 px tall where its links fit, and taller where they wrap', async ({ page }) => {
    await page.goto('/home');
    const layout = new SiteLayout(page);
    const menu = await layout.openMenu();
    const height = (await menu.boundingBox())!.height;
    if (narrow()) expect(height).toBeGreaterThanOrEqual(277);
    else expect(height).toBe(277);
    const last = menu.getByRole('link', { name: 'Country secondary competition' });
    await expect(last).toBeInViewport({ ratio: 1 });
  });

  test('the menu closes on Escape and on a link, which leads to the competition page', async ({ page }) => {
    await page.goto('/home');
    const layout = new SiteLayout(page);
    await layout.openMenu();
    await page.keyboard.press('Escape');
    await layout.expectMenuClosed();
    await expect(layout.menuButton).toBeFocused();

    const menu = await layout.openMenu();
    await menu.getByRole('link', { name: 'Country primary competition' }).click();
    await expect(page).toHaveURL(/\/2026\/competition\/country\/primary$/);
    await layout.expectMenuClosed();
  });

  test('the menu works with the keyboard alone', async ({ page }) => {
    await page.goto('/home');
    const layout = new SiteLayout(page);
    await layout.tabTo(layout.menuButton);
    await page.keyboard.press('Enter');
    await expect(layout.menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = await layout.menu();
    await expect(menu.getByRole('link', { name: 'Metropolitan primary competition' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Metropolitan secondary competition' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(layout.menuButton).toBeFocused();
    await layout.expectMenuClosed();

    await page.keyboard.press('Space');
    await expect(layout.menuButton).toHaveAttribute('aria-expanded', 'true');
    // Tabbing past the last link (on a phone, the sign-in link) leaves the menu, which closes behind it.
    const menuLinks = COMPETITION_LINKS.length + (narrow() ? 1 : 0);
    for (let i = 0; i < menuLinks; i++) await page.keyboard.press('Tab');
    await layout.expectMenuClosed();

    await layout.menuButton.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/2026\/competition\/metropolitan\/secondary$/);
  });

  test('a client navigation marks the body while it runs, then stores the address, scrolls to the top and keeps the season', async ({
    page,
  }) => {
    await page.goto('/home');
    const layout = new SiteLayout(page);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('nswjcl.activeSeasonYear')))
      .toBe('2026');
    expect(await page.evaluate(() => sessionStorage.getItem('nswjcl.activeSeasonId'))).toMatch(/^\d+$/);
    expect(await page.evaluate(() => localStorage.getItem('nswjcl.location'))).toBe('/home');

    // Hold the new page's data back for a moment so the in-between state can be seen.
    const release = await holdRequests(page, (url) => url.pathname === '/privacy-policy', isPageData);

    const link = layout.footer.getByRole('link', { name: 'Privacy policy' });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await link.click();
    await expect(page.locator('body')).toHaveClass(/\blocation-changing\b/);
    release();

    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page.locator('body')).not.toHaveClass(/\blocation-changing\b/);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('nswjcl.location')))
      .toBe('/privacy-policy');
    expect(await page.evaluate(() => sessionStorage.getItem('nswjcl.location'))).toBe('/privacy-policy');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // It was a client navigation: the document was not reloaded.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(
      await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name,
      ),
    ).toMatch(/\/home$/);
  });

  test('printing leaves out the header links, the menu and the footer links', async ({ page }) => {
    await page.goto('/home');
    const layout = new SiteLayout(page);
    await page.emulateMedia({ media: 'print' });
    await expect(layout.signIn).toBeHidden();
    await expect(layout.menuButton).toBeHidden();
    await expect(layout.footer.getByRole('link', { name: 'Privacy policy' })).toBeHidden();
    await expect(layout.preFooter).toBeHidden();
    await expect(layout.banner.getByText('NSW Junior Chess League')).toBeVisible();
    await expect(layout.footer).toContainText('© 2026');
  });

  test('on a phone the menu holds the coordinators sign-in link, which opens the admin sign-in in a new tab', async ({
    page,
    context,
    baseURL,
    axe,
  }) => {
    const port = new URL(baseURL!).port;
    const signInUrl = `http://dev.localhost:${port}/admin/sign-in`;
    await context.route(signInUrl, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Sign in</title>' }),
    );
    await page.goto('/2025/competition/metropolitan/primary');
    const layout = new SiteLayout(page);
    const menu = await layout.openMenu();
    const inMenu = menu.getByRole('link', { name: /Coordinators sign in/ });
    if (!narrow()) {
      // The header shows it beside the menu button; the menu does not repeat it.
      await expect(layout.signIn).toBeVisible();
      await expect(inMenu).toBeHidden();
      return;
    }
    await expect(layout.signIn).toBeHidden();
    await expect(inMenu).toBeVisible();
    await expect(inMenu).toHaveAttribute('href', signInUrl);
    await axe();
    const [tab] = await Promise.all([context.waitForEvent('page'), inMenu.click()]);
    await expect(tab).toHaveURL(signInUrl);
    await expect(tab).toHaveTitle('Sign in');
    await layout.expectMenuClosed();
  });

  test('a finals filter change marks the body while the next grid loads, as a link does', async ({
    page,
  }) => {
    await page.goto('/2025/finals/championship/zone/EC/2');
    const release = await holdRequests(
      page,
      (url) => url.pathname === '/2025/finals/championship/zone/IW/2',
      isPageData,
    );
    await page.getByRole('button', { name: 'Filters' }).click();
    await page
      .locator('#finals-filters-panel')
      .getByLabel('Zone', { exact: true })
      .selectOption({ label: 'Inner-West' });
    await expect(page.locator('body')).toHaveClass(/\blocation-changing\b/);
    release();
    await expect(page).toHaveURL(/\/2025\/finals\/championship\/zone\/IW\/2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Inner-West zone - Championship - finals',
    );
    await expect(page.locator('body')).not.toHaveClass(/\blocation-changing\b/);
  });

  test('the developer page answers as a page that does not exist, title included', async ({ page }) => {
    const response = await page.goto('/test');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Some error occurred')).toBeVisible();
    await expect(page).toHaveTitle('NSWJCL Schools - Error');
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle('NSWJCL Schools - Error');
  });
});
