import { test as base, expect } from './fixtures';
import { FinalsPage } from './pages/finals';
import { expectedNotesShown } from './quick-nav-notes';

const test = base.extend<{ finals: FinalsPage }>({
  finals: async ({ page }, provide) => provide(new FinalsPage(page)),
});

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

test.describe('finals filters', () => {
  test('drive every filter in order: the URL and heading follow each complete choice', async ({
    page,
    finals,
    axe,
  }) => {
    await finals.goto('/2026/finals/championship/zone/EC/2');
    await expect(page.locator('#finals-filters-panel')).toBeHidden();
    await finals.filtersButton.click();
    await expect(finals.filtersButton).toHaveAttribute('aria-expanded', 'true');
    expect(await finals.shownFilters()).toEqual([
      'Year',
      'Competition',
      'Grade',
      'Stage',
      'Metro or country',
      'Region',
      'Zone',
    ]);
    await axe();

    const expectPage = async (path: string, heading: string) => {
      await expect(page).toHaveURL(path);
      await expect(finals.heading).toHaveText(heading);
      await expect(finals.filtersButton).toHaveAttribute('aria-expanded', 'true');
    };
    /**
     * An incomplete choice stays on the page: once the filters say so, no navigation is under way (one
     * would mark the body at once) and the address is the same. That none follows after the 100 ms
     * delay is checked on the component's clock (FinalsFilters.test.tsx).
     */
    const expectStays = async (path: string) => {
      await expect(page.locator('#finals-filters-panel').getByRole('status')).toHaveText(
        'Choose every filter to see a finals grid.',
      );
      expect((await page.locator('body').getAttribute('class')) ?? '').not.toMatch(/location-changing/);
      expect(new URL(page.url()).pathname).toBe(path);
    };

    // Year
    await finals.choose('Year', '2025');
    await expectPage('/2025/finals/championship/zone/EC/2', 'East Coast zone - Championship - finals');
    await expect(finals.filter('Year')).toBeFocused();

    // Competition clears grade; Stage waits for a grade.
    await finals.choose('Competition', 'Secondary');
    await expect(finals.filter('Grade')).toHaveValue('');
    expect(await finals.shownFilters()).toEqual(['Year', 'Competition', 'Grade']);
    await expectStays('/2025/finals/championship/zone/EC/2');

    // Grade: the primary zone cannot stay, so the zone is still to choose.
    await finals.choose('Grade', 'Senior');
    expect(await finals.shownFilters()).toEqual([
      'Year',
      'Competition',
      'Grade',
      'Stage',
      'Metro or country',
      'Region',
      'Zone',
    ]);
    await expect(finals.filter('Zone')).toHaveValue('');
    await expectStays('/2025/finals/championship/zone/EC/2');

    // Stage
    await finals.choose('Stage', 'Region');
    await expectPage('/2025/finals/senior/region/ME/1', 'Met East region - Senior - finals');
    expect(await finals.shownFilters()).toEqual([
      'Year',
      'Competition',
      'Grade',
      'Stage',
      'Metro or country',
      'Region',
    ]);

    // Metro or country clears region.
    await finals.choose('Metro or country', 'Country');
    await expect(finals.filter('Region')).toHaveValue('');
    await expect(finals.filter('Region').getByRole('option')).toHaveText([
      '-- Select --',
      'Hunter',
      'North Coast',
      'North West',
      'Riverina',
      'South Coast',
      'Western',
    ]);
    await expectStays('/2025/finals/senior/region/ME/1');

    // Region
    await finals.choose('Region', 'Hunter');
    await expectPage('/2025/finals/senior/region/HU/1', 'Hunter region - Senior - finals');
    await expect(page.getByText('No games in this stage')).toBeVisible();

    // Zone (after choosing the zone stage)
    await finals.choose('Stage', 'Zone');
    await expectStays('/2025/finals/senior/region/HU/1');
    await finals.choose('Zone', 'Hunter');
    await expectPage('/2025/finals/senior/zone/HU/1', 'Hunter zone - Senior - finals');

    // Metro vs country needs no place.
    await finals.choose('Stage', 'Metro vs country');
    await expectPage('/2025/finals/senior/intermetropolitan/1/1', 'Metro vs country - Senior - finals');
    expect(await finals.shownFilters()).toEqual(['Year', 'Competition', 'Grade', 'Stage']);

    await finals.choose('Competition', 'Primary');
    await expectStays('/2025/finals/senior/intermetropolitan/1/1');
    await finals.choose('Grade', 'Championship');
    await expectPage(
      '/2025/finals/championship/intermetropolitan/1/2',
      'Metro vs country - Championship - finals',
    );

    // Interregion asks for the metro again (the metro-versus-country final has none).
    await finals.choose('Stage', 'Interregion');
    await expectStays('/2025/finals/championship/intermetropolitan/1/2');
    await finals.choose('Metro or country', 'Country');
    await expectPage('/2025/finals/championship/interregion/0/2', 'Country - Championship - finals');
    await expect(page.getByText('Winner: New Lambton South')).toBeVisible();
    await axe();
  });

  test('the panel opens and closes from its button, with labelled selects', async ({ page, finals }) => {
    await finals.goto('/2026/finals/championship/interregion/1/2');
    await finals.filtersButton.focus();
    await page.keyboard.press('Enter');
    await expect(finals.filtersButton).toHaveAttribute('aria-expanded', 'true');
    await expect(finals.filter('Year')).toHaveValue('2026');
    await expect(finals.filter('Competition')).toHaveValue('primary');
    await expect(finals.filter('Metro or country')).toHaveValue('metropolitan');
    await page.keyboard.press('Enter');
    await expect(finals.filtersButton).toHaveAttribute('aria-expanded', 'false');
    await expect(finals.filter('Year')).toBeHidden();
  });
});

test.describe('quick navigation on the finals page', () => {
  test('swaps one segment; grades and places without games are disabled with "No games"', async ({
    page,
    finals,
    axe,
  }) => {
    await finals.goto('/2026/finals/senior/region/ME/1');
    const grade = finals.quickNavGroup('Grade');
    await expect(grade.getByRole('link', { name: 'Senior' })).toHaveAttribute('aria-current', 'page');
    const intermediate = grade.getByRole('link', { name: 'Intermediate' });
    await expect(intermediate).toHaveAttribute('aria-disabled', 'true');
    await expect(intermediate).toHaveAccessibleDescription('No games');
    // Below 768 px every 'No games' shows beside its option; wider, on hover or focus.
    const shownAlways = await expectedNotesShown(page);
    await intermediate.focus();
    await expect(page.getByRole('tooltip', { name: 'No games' }).filter({ visible: true })).toHaveCount(
      shownAlways ?? 1,
    );
    await page.keyboard.press('Tab');
    await expect(grade.getByRole('link', { name: 'Junior' })).toBeFocused();
    await expect(page.getByRole('tooltip').filter({ visible: true })).toHaveCount(shownAlways ?? 0);

    await expect(
      finals.quickNavGroup('Metropolitan or country').getByRole('link', { name: 'Country' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(
      finals.quickNavGroup('Region').getByRole('link', { name: 'Met North' }),
    ).toHaveAccessibleDescription('No games');
    await axe();

    await grade.getByRole('link', { name: 'Junior' }).click();
    await expect(page).toHaveURL('/2026/finals/junior/region/ME/1');
    await expect(finals.heading).toHaveText('Met East region - Junior - finals');
  });

  test('interregion: metropolitan or country swaps the value segment', async ({ page, finals }) => {
    await finals.goto('/2026/finals/championship/interregion/1/2');
    await finals.quickNavGroup('Metropolitan or country').getByRole('link', { name: 'Country' }).click();
    await expect(page).toHaveURL('/2026/finals/championship/interregion/0/2');
    await expect(finals.heading).toHaveText('Country - Championship - finals');
  });
});
