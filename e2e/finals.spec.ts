import { test, expect } from './finals-fixtures';

const STAGES = [
  {
    path: '/2025/finals/championship/intermetropolitan/1/2',
    heading: 'Metro vs country - Championship - finals',
    competition: 'Metropolitan primary competition 2025',
    grid: ['Sydney Grammar St Ives', 'New Lambton South'],
  },
  {
    path: '/2025/finals/championship/interregion/0/2',
    heading: 'Country - Championship - finals',
    competition: 'Country primary competition 2025',
    grid: ['4(11)#', '4(9)', 'Bye', 'Winner: New Lambton South'],
  },
  {
    path: '/2025/finals/championship/region/ME/2',
    heading: 'Met East region - Championship - finals',
    competition: 'Metropolitan primary competition 2025',
    grid: ['Rainbow Street A', 'Summer Hill A', 'Bye'],
  },
  {
    path: '/2025/finals/championship/zone/EC/2',
    heading: 'East Coast zone - Championship - finals',
    competition: 'Metropolitan primary competition 2025',
    grid: ['Claremont College A', '7½'],
  },
  {
    path: '/2026/finals/senior/region/met_east/1',
    heading: 'Met East region - Senior - finals',
    competition: 'Metropolitan secondary competition 2026',
    grid: [],
  },
];

test.describe('finals pages', () => {
  for (const stage of STAGES) {
    test(`${stage.heading} (${stage.path})`, async ({ page, finals, axe }) => {
      const response = await finals.goto(stage.path);
      expect(response?.status()).toBe(200);
      await expect(finals.heading).toHaveText(stage.heading);
      await expect(page).toHaveTitle(`NSWJCL Schools - ${stage.heading}`);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('listitem')).toHaveText([
        'Home',
        'Competitions',
        stage.competition,
        stage.heading,
      ]);
      await expect(finals.filtersButton).toHaveAttribute('aria-expanded', 'false');
      await expect(finals.printButton).toBeVisible();
      for (const text of stage.grid)
        await expect(page.getByRole('main').getByText(text, { exact: true }).first()).toBeVisible();
      await axe();
    });
  }

  test('a stage without a grid says so and offers no print', async ({ page, finals, axe }) => {
    await finals.goto('/2025/finals/senior/region/HU/1');
    await expect(finals.heading).toHaveText('Hunter region - Senior - finals');
    await expect(page.getByText('No games in this stage')).toBeVisible();
    await expect(finals.printButton).toHaveCount(0);
    await axe();
  });

  test('the finals start page has the default heading', async ({ page, finals, axe }) => {
    await finals.goto('/2026/finals');
    await expect(finals.heading).toHaveText('School competition finals');
    await expect(page).toHaveTitle('NSWJCL Schools - School competition finals');
    await finals.openFilters();
    expect(await finals.shownFilters()).toEqual(['Year', 'Competition']);
    await axe();
  });

  test('unknown grades, stages, places and competitions are not found', async ({ page }) => {
    for (const path of [
      '/2026/finals/championship/state/1/2',
      '/2026/finals/senior/region/ME/2',
      '/2026/finals/championship/region/XX/2',
      '/2026/finals/championship/interregion/5/2',
      '/2026/finals/championship/zone/E/2',
      '/2026/finals/championship/region/ME/3',
      '/2031/finals/championship/region/ME/2',
    ]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
  });
});

test.describe('the route of a team through the grid', () => {
  test('hovering a team highlights every pairing it plays', async ({ page, finals }) => {
    await finals.goto('/2025/finals/championship/interregion/0/2');
    await expect(finals.highlightedMatches).toHaveCount(0);
    await finals.team('Wollongong').first().hover();
    await expect.poll(() => finals.highlightedMatchIds()).toEqual(['s1m2', 's2m2', 's3m1']);
    await finals.team('New Lambton South').last().hover();
    await expect.poll(() => finals.highlightedMatchIds()).toEqual(['s1m1', 's2m1', 's3m1']);
    await page.mouse.move(0, 0);
    await expect(finals.highlightedMatches).toHaveCount(0);
  });

  test('focusing a team with the keyboard highlights its route too', async ({ page, finals }) => {
    await finals.goto('/2025/finals/championship/interregion/0/2');
    await page.mouse.move(0, 0);
    await finals.team('Scots Albury').focus();
    await expect.poll(() => finals.highlightedMatchIds()).toEqual(['s1m2']);
    // Each team is followed by the link to its school's page.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', /^\/schools\//);
    await page.keyboard.press('Tab');
    await expect(finals.team('Wollongong').first()).toBeFocused();
    await expect.poll(() => finals.highlightedMatchIds()).toEqual(['s1m2', 's2m2', 's3m1']);
    await page.keyboard.press('Enter');
    await expect(finals.team('Wollongong').first()).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(finals.team('Scots Albury')).toBeFocused();
    await expect.poll(() => finals.highlightedMatchIds()).toEqual(['s1m2']);
  });
});
