import type { Locator, Page } from '@playwright/test';

/** A school's page (`/schools/{slug}`). */
export class SchoolPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get nextMatches(): Locator {
    return this.page.getByRole('region', { name: /^Next match/ });
  }

  /** The first coming match's card. */
  get firstMatch(): Locator {
    return this.nextMatches.getByRole('article').first();
  }

  /** A fact of a match card or team (`Opponent`, `Home or away`, `Venue`, `Place`), by its term. */
  fact(scope: Locator, term: string): Locator {
    return scope
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  get teams(): Locator {
    return this.page.getByRole('region', { name: /^Teams in / });
  }

  get otherSeasons(): Locator {
    return this.page.getByRole('region', { name: 'Other seasons' });
  }

  get titles(): Locator {
    return this.page.getByRole('region', { name: 'Titles' });
  }

  get mySchool(): Locator {
    return this.page.getByRole('button', { name: 'This is my school' });
  }
}
