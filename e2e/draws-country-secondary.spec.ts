import { test, expect } from './draws-fixtures';
import { CompetitionPage } from './pages/competition-page';

test('the country secondary rules and the draw they lead to say the same colours and tie-break mark', async ({
  page,
  draws,
}) => {
  const competition = new CompetitionPage(page);
  await competition.goto({ year: 2026, metro: 'country', comp: 'secondary' });
  const rules = competition.section('rules');
  await competition.disclosure(rules, 'Match conditions').click();
  const colours = 'Home team (first named) plays White on boards 1 and 3 and Black on boards 2 and 4.';
  await expect(rules.getByText(colours)).toBeVisible();
  await expect(rules.getByText('On the draw, a win on tie-break is marked #.')).toBeVisible();
  await expect(rules.getByText(/White on boards 2 and 4|marked \*/)).toHaveCount(0);

  await competition
    .box('Draw and results')
    .getByRole('link', { name: /North Coast/ })
    .click();
  await expect(page).toHaveURL(/\/2026\/divisions\/country\/NC$/);
  const key = draws.activePanel.getByRole('list', { name: 'Key' });
  await expect(key.getByText(colours)).toBeVisible();
  await expect(key.getByText(/^# won on tie-break/)).toBeVisible();
  await expect(draws.activePanel.getByRole('row').filter({ hasText: '2# – 2' })).not.toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every division reads one after another', async ({ page }) => {
    await page.goto('/2026/divisions/championship/EC');
    await expect(
      page.getByRole('heading', { level: 2, name: 'EC1 East Coast Championship 1' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'EC2 East Coast Championship 2' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'EC2', exact: true })).toHaveAttribute('href', '#EC2');
  });
});

test.describe('country secondary finals', () => {
  test('2025: the round-robin table with its print button', async ({ page, draws, axe }) => {
    await draws.goto('/2025/country-secondary-finals', { tabs: false });
    await expect(draws.heading).toHaveText('Country secondary finals 2025');
    await expect(page).toHaveTitle('NSWJCL Schools - Country secondary finals 2025');
    const crumbs = draws.breadcrumbs.getByRole('listitem');
    await expect(crumbs).toHaveText([
      'Home',
      'Competitions',
      'Country secondary competition 2025',
      'Country secondary finals 2025',
    ]);
    await expect(
      draws.breadcrumbs.getByRole('link', { name: 'Country secondary competition 2025' }),
    ).toHaveAttribute('href', '/2025/competition/country/secondary');
    await expect(draws.printButton).toBeVisible();
    await expect(draws.results('Country secondary finals 2025')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Draw: Country secondary finals 2025' })).toContainText(
      'play by 17 Oct',
    );
    expect(await draws.resultsRow('Country secondary finals 2025', 'Round total')).toHaveLength(9);
    await axe();
  });

  test('2026: no draw yet', async ({ page, draws, axe }) => {
    await draws.goto('/2026/country-secondary-finals', { tabs: false });
    await expect(page.getByText('No draw in 2026 for country secondary finals')).toBeVisible();
    await expect(draws.printButton).toHaveCount(0);
    await axe();
  });
});
