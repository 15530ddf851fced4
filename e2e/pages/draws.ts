import { expect, type Locator, type Page } from '@playwright/test';

/** A zone's draw and results page, or the country secondary finals page. */
export class DrawsPage {
  constructor(readonly page: Page) {}

  /** Opens the page; with `tabs`, waits for the division tabs to take over from the plain list. */
  async goto(path: string, { tabs = true } = {}) {
    const response = await this.page.goto(path);
    await expect(this.heading).toBeVisible();
    if (tabs) await expect(this.tabList).toBeVisible();
    return response;
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get breadcrumbs(): Locator {
    return this.page.getByRole('navigation', { name: 'Breadcrumb' });
  }

  get quickNav(): Locator {
    return this.page.getByRole('navigation', { name: 'Quick navigation' });
  }

  quickNavGroup(name: string): Locator {
    return this.quickNav.getByRole('group', { name });
  }

  get tabList(): Locator {
    return this.page.getByRole('tablist', { name: 'Divisions' });
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  get activePanel(): Locator {
    return this.page.getByRole('tabpanel');
  }

  get printButton(): Locator {
    return this.page.getByRole('button', { name: 'Print draw' });
  }

  /** The active division's own print button (one per division panel). */
  get printDivisionButton(): Locator {
    return this.activePanel.getByRole('button', { name: 'Print this division' });
  }

  /**
   * Presses a print button with the browser's print dialog replaced by a counter (a test cannot
   * answer the dialog); says how many times the page asked to print. What would print is then
   * `page.pdf()` of the page as the button left it.
   */
  async pressPrint(button: Locator): Promise<number> {
    await this.page.evaluate(() => {
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => {
        counted.printCalls += 1;
      };
    });
    await button.click();
    return this.page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);
  }

  results(caption: string): Locator {
    return this.page.getByRole('table', { name: `Results: ${caption}` });
  }

  /** A results row's cells as text, from the team's number to its place. */
  async resultsRow(caption: string, team: string): Promise<string[]> {
    const row = this.results(caption)
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: team, exact: true }) });
    return row.locator('th, td').allInnerTexts();
  }
}
