import { expect, type Locator, type Page } from '@playwright/test';

/** The parts of the site layout that every page shares. */
export class SiteLayout {
  readonly banner: Locator;
  readonly signIn: Locator;
  readonly menuButton: Locator;
  readonly mainNav: Locator;
  readonly main: Locator;
  readonly footer: Locator;
  readonly preFooter: Locator;
  readonly breadcrumbs: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByRole('banner');
    // The header's own link, not the menu's copy. Hidden on narrow screens, so a CSS locator, which
    // finds hidden elements too.
    this.signIn = this.banner.locator('a:not(nav a)', { hasText: 'Coordinators sign in' });
    this.mainNav = page.getByRole('navigation', { name: 'Main' });
    this.menuButton = this.mainNav.getByRole('button', { name: 'Menu' });
    this.main = page.locator('main#main');
    this.footer = page.getByRole('contentinfo');
    this.preFooter = page.getByRole('region', { name: 'NSW Junior Chess League' });
    this.breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  }

  /** The dropdown the menu button controls. */
  async menu(): Promise<Locator> {
    const id = await this.menuButton.getAttribute('aria-controls');
    expect(id).toBeTruthy();
    return this.page.locator(`[id="${id}"]`);
  }

  async openMenu(): Promise<Locator> {
    await this.menuButton.click();
    await expect(this.menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = await this.menu();
    await expect(menu).toBeVisible();
    return menu;
  }

  async expectMenuClosed() {
    await expect(this.menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(await this.menu()).toBeHidden();
  }

  /** Breadcrumb labels, Home first. */
  async crumbs(): Promise<string[]> {
    return (await this.breadcrumbs.getByRole('listitem').allInnerTexts()).map((t) => t.trim());
  }

  /** Presses Tab until `target` has focus, at most `limit` times. */
  async tabTo(target: Locator, limit = 40) {
    for (let i = 0; i < limit; i++) {
      await this.page.keyboard.press('Tab');
      if (await target.evaluate((el) => el === document.activeElement)) return;
    }
    throw new Error(`Tab did not reach ${target} in ${limit} presses`);
  }

  /** The page is no wider than the window: nothing sticks out sideways. */
  async expectNoSidewaysScroll(where = 'page width') {
    const { scroll, client } = await this.page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll, where).toBeLessThanOrEqual(client);
  }
}
