import { expect, type Locator, type Page } from '@playwright/test';

export const FILTER_LABELS = [
  'Year',
  'Competition',
  'Grade',
  'Stage',
  'Metro or country',
  'Region',
  'Zone',
] as const;
export type FilterLabel = (typeof FILTER_LABELS)[number];

/** A finals page: heading, filters, quick navigation and the grid. */
export class FinalsPage {
  constructor(readonly page: Page) {}

  /** Opens the page and waits until the scripts that load after hydration (the grid's route highlight, the filters' panel) have come. */
  async goto(path: string) {
    const response = await this.page.goto(path);
    await expect(this.heading).toBeVisible();
    await this.page.waitForLoadState('networkidle');
    return response;
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get filtersButton(): Locator {
    return this.page.getByRole('button', { name: 'Filters' });
  }

  filter(label: FilterLabel): Locator {
    return this.page.locator('#finals-filters-panel').getByLabel(label, { exact: true });
  }

  /** The labels of the filters on show, in order. */
  async shownFilters(): Promise<string[]> {
    return this.page.locator('#finals-filters-panel label').allInnerTexts();
  }

  async openFilters() {
    if ((await this.filtersButton.getAttribute('aria-expanded')) !== 'true') await this.filtersButton.click();
    await expect(this.filtersButton).toHaveAttribute('aria-expanded', 'true');
  }

  /** Chooses an option by its label, as a keyboard user would land on it. */
  async choose(label: FilterLabel, option: string) {
    await this.openFilters();
    await this.filter(label).selectOption({ label: option });
  }

  get quickNav(): Locator {
    return this.page.getByRole('navigation', { name: 'Quick navigation' });
  }

  quickNavGroup(name: string): Locator {
    return this.quickNav.getByRole('group', { name });
  }

  get printButton(): Locator {
    return this.page.getByRole('button', { name: 'Print grid' });
  }

  /** The team buttons of the grid (a team appears once per pairing it plays). */
  team(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  get highlightedMatches(): Locator {
    return this.page.locator('[data-match][data-highlighted]');
  }

  async highlightedMatchIds(): Promise<string[]> {
    return this.highlightedMatches.evaluateAll((nodes) =>
      nodes.map((n) => n.getAttribute('data-match') ?? ''),
    );
  }
}
