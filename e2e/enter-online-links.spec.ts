/**
 * The Enter Online address of each competition opens the form on that competition, or on the message that
 * its entries are closed (SPEC section 2). A competition page offers the link only while online entry is
 * open (docs/spec-deviations.md): on the tests' today (26 November 2026) every 2026 closing date has passed,
 * so the pages offer none and the address is opened as the link would.
 */
import { test, expect } from './fixtures';
import { CompetitionPage, type CompetitionKey } from './pages/competition-page';
import { EntryFormPage } from './pages/entry-form';

const COMPETITIONS: { key: CompetitionKey; mode: string; label: string; open: boolean }[] = [
  {
    key: { year: 2026, metro: 'metropolitan', comp: 'primary' },
    mode: 'metropolitan_primary',
    label: 'Metropolitan Primary',
    open: true,
  },
  {
    key: { year: 2026, metro: 'metropolitan', comp: 'secondary' },
    mode: 'metropolitan_secondary',
    label: 'Metropolitan Secondary',
    open: true,
  },
  {
    key: { year: 2026, metro: 'country', comp: 'primary' },
    mode: 'country_primary',
    label: 'Country Primary',
    open: true,
  },
  {
    key: { year: 2026, metro: 'country', comp: 'secondary' },
    mode: 'country_secondary',
    label: 'Country Secondary',
    open: false,
  },
];

for (const { key, mode, label, open } of COMPETITIONS) {
  test(`the ${label} page offers no Enter Online after its closing date; its address opens the form on that competition`, async ({
    page,
  }) => {
    const competition = new CompetitionPage(page);
    await competition.goto(key);
    const entry = competition.section('entry_details');
    await expect(entry.getByRole('link', { name: 'Enter Online' })).toHaveCount(0);
    await expect(entry).toContainText('Online entry is closed.');
    await page.goto(`/enter-online?${new URLSearchParams({ metro: key.metro, competition: key.comp })}`);
    const form = new EntryFormPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Enter online' })).toBeVisible();
    await expect(form.competition).toHaveValue(mode);
    await expect(form.competition.locator('option:checked')).toHaveText(label);
    if (open) {
      await expect(page.getByRole('heading', { level: 2, name: 'School information' })).toBeVisible();
      await expect(page.getByText('Entry to the competition is now closed')).toHaveCount(0);
    } else {
      await expect(page.getByText('Entry to the competition is now closed')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send request' })).toHaveCount(0);
    }
  });
}
