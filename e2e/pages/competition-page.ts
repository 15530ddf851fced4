import type { Locator, Page } from '@playwright/test';

export type CompetitionKey = {
  year: number;
  metro: 'metropolitan' | 'country';
  comp: 'primary' | 'secondary';
};

/** The competition page, /{year}/competition/{metro}/{comp}, located the way a reader finds things. */
export class CompetitionPage {
  constructor(readonly page: Page) {}

  static path({ year, metro, comp }: CompetitionKey): string {
    return `/${year}/competition/${metro}/${comp}`;
  }

  goto(key: CompetitionKey) {
    return this.page.goto(CompetitionPage.path(key));
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get breadcrumbs(): Locator {
    return this.page.getByRole('navigation', { name: 'Breadcrumb' });
  }

  /** The three info blocks (a description list whose first term is 'Entries close'). */
  get infoBlocks(): Locator {
    return this.page.locator('dl').filter({ has: this.page.getByText('Entries close', { exact: true }) });
  }

  get menu(): Locator {
    return this.page.getByRole('navigation', { name: /sections and zones$/ });
  }

  section(
    id: 'draw_and_results' | 'description' | 'entry_details' | 'rules' | 'resources' | 'history',
  ): Locator {
    return this.page.locator(`section#${id}`);
  }

  /** A box of the draw-and-results section, by its title. */
  box(title: string): Locator {
    return this.section('draw_and_results').getByRole('group', { name: title, exact: true });
  }

  /** A button of an accordion once the script has turned it into a disclosure button. */
  disclosure(scope: Locator, name: string): Locator {
    return scope.locator('button[aria-expanded]', { hasText: name });
  }

  get historyTable(): Locator {
    return this.section('history').getByRole('table');
  }

  hrefs(scope: Locator): Promise<string[]> {
    return scope.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  }
}
