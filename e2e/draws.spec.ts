import { test, expect } from './draws-fixtures';
import { expectedNotesShown } from './quick-nav-notes';
import { holdScripts } from './pages/held-requests';

test.describe('zone draw and results', () => {
  test('2026 Parramatta intermediate: heading, breadcrumbs, scorer, standings and the colours rule', async ({
    page,
    draws,
    axe,
  }) => {
    await draws.goto('/2026/divisions/intermediate/PA');
    await expect(draws.heading).toHaveText('Parramatta intermediate draw and results');
    await expect(page).toHaveTitle('NSWJCL Schools - Parramatta intermediate draw and results');
    await expect(draws.breadcrumbs.getByRole('link', { name: 'Competitions' })).toHaveAttribute(
      'href',
      '/competitions',
    );
    await expect(
      draws.breadcrumbs.getByRole('link', { name: 'Metropolitan primary competition 2026' }),
    ).toHaveAttribute('href', '/2026/competition/metropolitan/primary');
    await expect(draws.breadcrumbs.getByText('Parramatta intermediate draw and results')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(draws.printButton).toBeVisible();
    await expect(
      page.getByText('Results for this zone to be posted or emailed to the scorer:'),
    ).toContainText('Parramatta zone scorer');
    await expect(page.getByRole('link', { name: 'scorer.parramatta@example.org' })).toHaveAttribute(
      'href',
      'mailto:scorer.parramatta@example.org',
    );

    await expect(draws.tab('PA2')).toHaveAttribute('aria-selected', 'true');
    const caption = 'PA2 Parramatta Intermediate 2';
    expect(await draws.resultsRow(caption, "St Bernadette's Castle Hill A")).toEqual([
      '2',
      "St Bernadette's Castle Hill A",
      '2½',
      '2',
      '4',
      '2½',
      '3½',
      '3',
      '2',
      '19½',
      '1st',
    ]);
    expect(await draws.resultsRow(caption, '(Bye)')).toEqual([
      '8',
      '(Bye)',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '-',
    ]);
    expect((await draws.resultsRow(caption, 'Darcy Road C'))[4]).toMatch(/^1\*/);
    expect(await draws.resultsRow(caption, 'Round total')).toEqual([
      '-',
      'Round total',
      '16',
      '16',
      '15',
      '16',
      '16',
      '16',
      '16',
      '111',
      '-',
    ]);
    await expect(page.getByText('* incomplete match')).toBeVisible();
    await expect(
      page.getByText('Home team (first named) plays White on boards 1 and 3 and Black on boards 2 and 4.'),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: `Draw: ${caption}` }).getByRole('row', { name: /Round 1/ }),
    ).toContainText('1 v 8');
    await axe();
  });

  test('unavailable zones are disabled in the quick navigation with a "No games" tooltip reached by keyboard', async ({
    page,
    draws,
  }) => {
    await draws.goto('/2026/divisions/intermediate/PA');
    const zones = draws.quickNavGroup('Zone');
    await expect(zones.getByRole('link', { name: 'Parramatta' })).toHaveAttribute('aria-current', 'page');
    const hills = zones.getByRole('link', { name: 'Hills' });
    await expect(hills).toHaveAttribute('aria-disabled', 'true');
    await expect(hills).not.toHaveAttribute('href');
    await expect(hills).toHaveAccessibleDescription('No games');
    // Below 768 px (no hover on a touch screen) every 'No games' shows beside its option; wider, on hover or focus.
    const shownAlways = await expectedNotesShown(page);
    await expect(page.getByRole('tooltip').filter({ visible: true })).toHaveCount(shownAlways ?? 0);

    // Tab from the breadcrumb's last link lands on the first quick navigation option.
    await draws.breadcrumbs.getByRole('link', { name: 'Metropolitan primary competition 2026' }).focus();
    await page.keyboard.press('Tab');
    await expect(hills).toBeFocused();
    await expect(page.getByRole('tooltip', { name: 'No games' }).filter({ visible: true })).toHaveCount(
      shownAlways ?? 1,
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/2026\/divisions\/intermediate\/PA$/);
  });

  test('division tabs switch by click, by keyboard and by the URL hash', async ({ page, draws, axe }) => {
    await draws.goto('/2026/divisions/championship/EC');
    await expect(draws.tab('EC1')).toHaveAttribute('aria-selected', 'true');
    await expect(draws.activePanel.getByRole('heading', { level: 2 })).toHaveText(
      'EC1 East Coast Championship 1',
    );

    await draws.tab('EC2').click();
    await expect(page).toHaveURL(/#EC2$/);
    await expect(draws.tab('EC2')).toHaveAttribute('aria-selected', 'true');
    await expect(draws.activePanel.getByRole('heading', { level: 2 })).toHaveText(
      'EC2 East Coast Championship 2',
    );
    await expect(draws.results('EC1 East Coast Championship 1')).toBeHidden();

    await page.keyboard.press('ArrowRight');
    await expect(draws.tab('EC1')).toBeFocused();
    await expect(draws.tab('EC1')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/#EC1$/);
    await page.keyboard.press('End');
    await expect(draws.tab('EC2')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(draws.tab('EC1')).toBeFocused();
    await expect(draws.tab('EC2')).toHaveAttribute('tabindex', '-1');
    // One tab stop: Tab leaves the tab list for the panel.
    await page.keyboard.press('Tab');
    await expect(draws.activePanel).toBeFocused();

    await draws.goto('/2026/divisions/championship/EC#EC2');
    await expect(draws.tab('EC2')).toHaveAttribute('aria-selected', 'true');
    await page.evaluate(() => (window.location.hash = 'EC1'));
    await expect(draws.tab('EC1')).toHaveAttribute('aria-selected', 'true');

    await expect(page.getByRole('heading', { name: 'East Coast zone Championship finals' })).toBeVisible();
    await expect(page.getByText('Winner: St Michael')).toBeVisible();
    await axe();
  });

  test('before the script has run, only the division it will show is shown, and the division links switch', async ({
    page,
    draws,
  }) => {
    // A slow phone lays out one division, not all of them, and nothing moves when the tabs appear.
    const release = await holdScripts(page);
    await page.goto('/2026/divisions/championship/EC#EC2', { waitUntil: 'commit' });
    const first = page.getByRole('heading', { level: 2, name: 'EC1 East Coast Championship 1' });
    const second = page.getByRole('heading', { level: 2, name: 'EC2 East Coast Championship 2' });
    await expect(second).toBeVisible();
    await expect(first).toBeHidden();
    await page.getByRole('link', { name: 'EC1', exact: true }).click();
    await expect(first).toBeVisible();
    await expect(second).toBeHidden();
    const top = (await first.boundingBox())!.y;

    release();
    await expect(draws.tab('EC1')).toHaveAttribute('aria-selected', 'true');
    await expect(first).toBeVisible();
    await expect(second).toBeHidden();
    // The tab list replaces the links' line, which is as tall: the division stays where it was.
    expect(Math.abs((await first.boundingBox())!.y - top)).toBeLessThan(1);
  });

  test("a division's own finals grid shows under its table", async ({ page, draws }) => {
    await draws.goto('/2025/divisions/championship/LN');
    await expect(draws.activePanel.getByRole('heading', { name: 'LN1 Championship finals' })).toBeVisible();
    await expect(draws.activePanel.getByText('Winner: Beauty Point A')).toBeVisible();
    await expect(page).toHaveTitle('NSWJCL Schools - Lower North Shore championship draw and results');
  });

  test('a metropolitan secondary zone: grades and regions in the quick navigation', async ({
    page,
    draws,
    axe,
  }) => {
    await draws.goto('/2026/divisions/senior/E');
    await expect(draws.heading).toHaveText('Met East senior draw and results');
    await expect(
      draws.breadcrumbs.getByRole('link', { name: 'Metropolitan secondary competition 2026' }),
    ).toBeVisible();
    await expect(draws.quickNavGroup('Grade').getByRole('link', { name: 'Senior' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(draws.quickNavGroup('Grade').getByRole('link', { name: 'Junior' })).toHaveAttribute(
      'href',
      '/2026/divisions/junior/E',
    );
    const southWest = draws.quickNavGroup('Region').getByRole('link', { name: 'Met South-West' });
    await expect(southWest).toHaveAttribute('aria-disabled', 'true');
    await expect(southWest).toHaveAccessibleDescription('No games');
    await southWest.hover();
    await expect(page.getByRole('tooltip', { name: 'No games' }).filter({ visible: true })).toHaveCount(
      (await expectedNotesShown(page)) ?? 1,
    );
    await expect(draws.tab('SE1')).toBeVisible();
    await expect(draws.tab('SE2')).toBeVisible();
    await axe();

    await draws.quickNavGroup('Region').getByRole('link', { name: 'Met North' }).click();
    await expect(page).toHaveURL(/\/2026\/divisions\/senior\/N$/);
    await expect(draws.heading).toHaveText('Met North senior draw and results');
  });

  test('a country secondary region: the knock-out as main and second-place competitions', async ({
    page,
    draws,
    axe,
  }) => {
    await draws.goto('/2026/divisions/country/NC');
    await expect(draws.heading).toHaveText('North Coast country draw and results');
    await expect(
      draws.breadcrumbs.getByRole('link', { name: 'Country secondary competition 2026' }),
    ).toHaveAttribute('href', '/2026/competition/country/secondary');
    await expect(draws.activePanel.getByRole('heading', { name: 'Main competition' })).toBeVisible();
    await expect(draws.activePanel.getByRole('heading', { name: 'Second-place competition' })).toBeVisible();
    const main = page.getByRole('table', { name: /Main competition/ });
    await expect(main.getByRole('rowheader', { name: /^Round 1\s*play by 27 Mar$/ })).toBeVisible();
    await expect(
      main.getByRole('row', { name: /Clarence Valley Anglican School/ }).filter({ hasText: '2# – 2' }),
    ).toHaveCount(1);
    const second = page.getByRole('table', { name: /Second-place competition/ });
    await expect(second.getByRole('row').filter({ hasText: 'to be decided' })).toHaveCount(1);
    await expect(second.getByRole('row').filter({ hasText: 'Bye' })).toHaveCount(1);
    await expect(page.getByText('Not drawn yet: round 6 (play by 4 Dec).')).toBeVisible();
    await expect(page.getByText('Region winner')).toBeVisible();
    await expect(draws.quickNavGroup('Region').getByRole('link', { name: 'North Coast' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await axe();

    await draws.goto('/2025/divisions/country/NC');
    const winner = page.locator('dl').getByText('Region winner').locator('xpath=..');
    await expect(winner).not.toContainText('not decided yet');
    await expect(page.locator('dl').getByText('Runner-up').locator('xpath=..')).not.toContainText(
      'not decided yet',
    );
  });

  test('a grade with no divisions shows the empty state', async ({ page, draws, axe }) => {
    await draws.goto('/2026/divisions/junior_rookies/LN', { tabs: false });
    await expect(draws.heading).toHaveText('Lower North Shore junior rookies draw and results');
    await expect(page.getByText('No divisions in 2026 for junior rookies grade')).toBeVisible();
    await expect(draws.printButton).toHaveCount(0);
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await axe();
  });

  test('unknown years, grades and zones are not found', async ({ page }) => {
    for (const path of [
      '/2031/divisions/intermediate/PA',
      '/20x6/divisions/intermediate/PA',
      '/2026/divisions/senior/PA',
      '/2026/divisions/intermediate/ZZ',
      '/2026/divisions/country/PA',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });
});
