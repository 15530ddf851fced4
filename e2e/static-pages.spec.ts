import { test, expect } from './fixtures';
import { SiteLayout } from './pages/layout';

test.describe('competitions list', () => {
  test('lists the four competitions with their season and entry status', async ({ page, axe }) => {
    await page.goto('/competitions');
    const layout = new SiteLayout(page);
    await expect(page).toHaveTitle('NSWJCL Schools - Competitions');
    expect(await layout.crumbs()).toEqual(['Home', 'Competitions']);
    await expect(layout.breadcrumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(layout.breadcrumbs.getByText('Competitions')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: 'Competitions' })).toBeVisible();

    // The demo's 2026 season on the tests' today (26 November 2026): every closing date has passed, so
    // entries are closed, even where the league left them switched on.
    const expected = [
      [
        'Metropolitan primary competition',
        '/2026/competition/metropolitan/primary',
        'Entries closed',
        'Wednesday 25 March 2026',
      ],
      [
        'Metropolitan secondary competition',
        '/2026/competition/metropolitan/secondary',
        'Entries closed',
        'Wednesday 25 March 2026',
      ],
      [
        'Country primary competition',
        '/2026/competition/country/primary',
        'Entries closed',
        'Wednesday 25 March 2026',
      ],
      [
        'Country secondary competition',
        '/2026/competition/country/secondary',
        'Entries closed',
        'Friday 27 February 2026',
      ],
    ];
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards).toHaveCount(4);
    for (const [i, [name, href, status, closing]] of expected.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(card.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
      await expect(card).toContainText('Season 2026');
      await expect(card).toContainText(status!);
      await expect(card).toContainText(`Closing date: ${closing}`);
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/competitions$/);
    await axe();
  });

  test('the breadcrumb Home goes to the home page', async ({ page }) => {
    await page.goto('/competitions');
    await new SiteLayout(page).breadcrumbs.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe('privacy policy', () => {
  test('states what the league collects, suppression and deletion, and the password-protected site', async ({
    page,
    axe,
  }) => {
    await page.goto('/privacy-policy');
    await expect(page).toHaveTitle('NSWJCL Schools - Privacy policy');
    expect(await new SiteLayout(page).crumbs()).toEqual(['Home', 'Privacy policy']);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    const policy = page.getByRole('article');
    for (const item of [
      "player's name",
      'date of birth',
      'postal address',
      'email address of the player or of a parent',
      'phone number',
      'school',
    ]) {
      await expect(policy.getByRole('listitem').filter({ hasText: item })).toHaveCount(1);
    }
    await expect(policy).toContainText('suppress');
    await expect(policy).toContainText('delete');
    await expect(policy).toContainText('may then not receive a rating and may not be eligible for prizes');
    await expect(policy).toContainText('protected by a password');
    await expect(policy).toContainText('league officials and school coordinators');
    // Results by email: what is kept of a parent's address, and that stopping deletes it.
    await expect(policy).toContainText('stopping deletes the address');
    const width = await policy.evaluate((el) => el.getBoundingClientRect().width);
    expect(width, 'lines stay short enough to read').toBeLessThanOrEqual(800);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /personal information/);
    await axe();
  });
});

test.describe('errors', () => {
  test('/error shows the error page', async ({ page, axe }) => {
    const response = await page.goto('/error');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Some error occurred' })).toBeVisible();
    await expect(page).toHaveTitle('NSWJCL Schools - Error');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');
    await axe();
  });

  test('an unknown address answers 404 with the error page inside the site layout', async ({ page, axe }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Some error occurred' })).toBeVisible();
    await expect(page).toHaveTitle('NSWJCL Schools - Error');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await axe();
  });

  test('/test does not exist in a production build', async ({ page }) => {
    const response = await page.goto('/test');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Some error occurred' })).toBeVisible();
  });
});

test.describe('zone results', () => {
  test('/zone-results/PA goes to the Parramatta draw of the active season', async ({ page, request }) => {
    const response = await request.get('/zone-results/PA', { maxRedirects: 0 });
    expect([302, 303, 307, 308]).toContain(response.status());
    expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(
      '/2026/divisions/championship/PA',
    );
    await page.goto('/zone-results/PA');
    await expect(page).toHaveURL(/\/2026\/divisions\/championship\/PA$/);
  });

  test('country secondary zones go to their knock-out and metropolitan secondary to their first grade', async ({
    request,
  }) => {
    for (const [zone, path] of [
      ['NC', '/2026/divisions/country/NC'],
      ['E', '/2026/divisions/senior/E'],
    ]) {
      const response = await request.get(`/zone-results/${zone}`, { maxRedirects: 0 });
      expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(path);
    }
  });

  test('an unknown zone answers 404', async ({ request }) => {
    const response = await request.get('/zone-results/NOPE', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
  });
});

test.describe('search engines', () => {
  test('the sitemap lists the home page, the competitions, the four competition pages of each published season, the privacy policy and every school page (search-engines.spec.ts: the rest)', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!).pathname,
    );
    const seasons = [2026, 2025].flatMap((year) =>
      ['metropolitan/primary', 'metropolitan/secondary', 'country/primary', 'country/secondary'].map(
        (c) => `/${year}/competition/${c}`,
      ),
    );
    const schools = paths.filter((p) => p.startsWith('/schools/'));
    const others = paths.filter((p) => !p.startsWith('/schools/'));
    expect(others.slice(0, 2)).toEqual(['/home', '/competitions']);
    expect(others.at(-1)).toBe('/privacy-policy');
    expect(others.filter((p) => /^\/\d{4}\/competition\/[a-z]+\/[a-z]+$/.test(p))).toEqual(seasons);
    expect(schools.length).toBeGreaterThan(50);
    expect(schools.every((p) => /^\/schools\/[a-z0-9-]+$/.test(p))).toBe(true);
    expect(schools).toContain('/schools/beecroft');
  });

  test('robots.txt points to the sitemap and keeps crawlers out of the API', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });
});
