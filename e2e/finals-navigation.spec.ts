import type { Page } from '@playwright/test';
import { test, expect } from './finals-fixtures';
import type { FinalsPage } from './pages/finals';
import { expectedNotesShown } from './quick-nav-notes';

const ALL_FILTERS = ['Year', 'Competition', 'Grade', 'Stage', 'Metro or country', 'Region', 'Zone'];

/** What each step checks: a complete choice's page, or an incomplete one staying where it is. */
function checks(page: Page, finals: FinalsPage) {
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
  return { expectPage, expectStays };
}

test.describe('finals filters', () => {
  // The filters driven in order, in two tests that each fit well within the timeout (issue 31, item 23).
  test('drive the filters from a zone final to a region final: year, competition, grade and stage', async ({
    page,
    finals,
    axe,
  }) => {
    const { expectPage, expectStays } = checks(page, finals);
    await finals.goto('/2026/finals/championship/zone/EC/2');
    await expect(page.locator('#finals-filters-panel')).toBeHidden();
    await finals.filtersButton.click();
    await expect(finals.filtersButton).toHaveAttribute('aria-expanded', 'true');
    expect(await finals.shownFilters()).toEqual(ALL_FILTERS);
    await axe();

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
    expect(await finals.shownFilters()).toEqual(ALL_FILTERS);
    await expect(finals.filter('Zone')).toHaveValue('');
    await expectStays('/2025/finals/championship/zone/EC/2');

    // Stage
    await finals.choose('Stage', 'Region');
    await expectPage('/2025/finals/senior/region/ME/1', 'Met East region - Senior - finals');
    expect(await finals.shownFilters()).toEqual(ALL_FILTERS.slice(0, -1));
  });

  test('drive the filters on from a region final: metro, region, zone, metro vs country and interregion', async ({
    page,
    finals,
    axe,
  }) => {
    const { expectPage, expectStays } = checks(page, finals);
    await finals.goto('/2025/finals/senior/region/ME/1');
    await finals.filtersButton.click();
    await expect(finals.filtersButton).toHaveAttribute('aria-expanded', 'true');

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
