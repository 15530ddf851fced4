/** The finals page tests' fixture: the page object. */
import { test as base, expect } from './fixtures';
import { FinalsPage } from './pages/finals';

export const test = base.extend<{ finals: FinalsPage }>({
  finals: async ({ page }, provide) => provide(new FinalsPage(page)),
});

export { expect };
