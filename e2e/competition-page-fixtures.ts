/** The competition page tests' fixture (the page object) and the four kinds of competition. */
import { test as base, expect } from './fixtures';
import { CompetitionPage, type CompetitionKey } from './pages/competition-page';

export const test = base.extend<{ competition: CompetitionPage }>({
  competition: async ({ page }, provide) => {
    await provide(new CompetitionPage(page));
  },
});

export const KINDS: (CompetitionKey & { name: string; cutoff: string })[] = [
  {
    year: 2026,
    metro: 'metropolitan',
    comp: 'primary',
    name: 'Metropolitan primary',
    cutoff: 'Wednesday 25 March 2026',
  },
  {
    year: 2026,
    metro: 'metropolitan',
    comp: 'secondary',
    name: 'Metropolitan secondary',
    cutoff: 'Wednesday 25 March 2026',
  },
  {
    year: 2026,
    metro: 'country',
    comp: 'primary',
    name: 'Country primary',
    cutoff: 'Wednesday 25 March 2026',
  },
  {
    year: 2026,
    metro: 'country',
    comp: 'secondary',
    name: 'Country secondary',
    cutoff: 'Friday 27 February 2026',
  },
];

export { expect };
