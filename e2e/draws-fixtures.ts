/** The draw page tests' fixture: the page object. */
import { test as base, expect } from './fixtures';
import { DrawsPage } from './pages/draws';

export const test = base.extend<{ draws: DrawsPage }>({
  draws: async ({ page }, provide) => provide(new DrawsPage(page)),
});

export { expect };
