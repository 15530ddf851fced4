import { test, expect } from './fixtures';

test('the site opens on the home page with the demo seasons and says they are a demonstration', async ({
  page,
  axe,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Demonstration data' })).toContainText(
    'these seasons mix real league results',
  );
  await expect(page.getByRole('link', { name: 'Metropolitan primary competition' })).toHaveAttribute(
    'href',
    '/2026/competition/metropolitan/primary',
  );
  await axe();
});

test('the league API answers all_data for the active season', async ({ request }) => {
  const response = await request.post('/api/index/get-all-data/year/2026', { data: { salt: 'x' } });
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.result).toBe(1);
  for (const key of [
    'seasons',
    'seasons_by_year',
    'regions_by_metro',
    'zones_by_region_code',
    'divisions_by_zone_code',
    'finals_codes',
    'round_robin_finals',
    'history',
    'zones_by_code',
    'grades_by_competition',
    'finals_filters_data',
    'secondary_zones_by_metro',
  ]) {
    expect(body.data, key).toHaveProperty(key);
  }
  expect(body.data.seasons.map((s: { year: number }) => s.year)).toEqual(
    expect.arrayContaining([2025, 2026]),
  );
  expect(body.data.seasons_by_year['2026'].active).toBe(1);
  expect(JSON.stringify(body.data.divisions_by_zone_code['2026'])).toContain('St Bernadette');
});

test('unknown addresses show the error page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Some error occurred')).toBeVisible();
});
