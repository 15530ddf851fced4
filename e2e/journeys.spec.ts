import { test as base, expect } from './fixtures';
import { CompetitionPage, type CompetitionKey } from './pages/competition-page';
import { DrawsPage } from './pages/draws';
import { SiteLayout } from './pages/layout';

const test = base.extend<{ competition: CompetitionPage; draws: DrawsPage; layout: SiteLayout }>({
  competition: async ({ page }, provide) => provide(new CompetitionPage(page)),
  draws: async ({ page }, provide) => provide(new DrawsPage(page)),
  layout: async ({ page }, provide) => provide(new SiteLayout(page)),
});

const PAST: CompetitionKey = { year: 2025, metro: 'metropolitan', comp: 'primary' };

const COMPETITIONS = [
  ['Metropolitan primary competition', 'metropolitan', 'primary'],
  ['Metropolitan secondary competition', 'metropolitan', 'secondary'],
  ['Country primary competition', 'country', 'primary'],
  ['Country secondary competition', 'country', 'secondary'],
] as const;

test.describe('a visitor reading a past season stays in it', () => {
  test('2025 competition page → left-menu zone → the zone’s 2025 draw, and back', async ({
    page,
    competition,
    draws,
    axe,
  }) => {
    await competition.goto(PAST);
    // Inner-West played in 2025 but has no draw in 2026: the active season cannot stand in for it.
    await competition.disclosure(competition.menu, 'Met East').click();
    await competition.menu.getByRole('link', { name: 'Inner-West' }).click();

    await expect(page).toHaveURL(/\/2025\/divisions\/championship\/IW$/);
    await expect(draws.heading).toHaveText('Inner-West championship draw and results');
    await expect(draws.tabList).toBeVisible();
    await expect(page.getByText(/No divisions in/)).toHaveCount(0);
    await expect(
      draws.breadcrumbs.getByRole('link', { name: 'Metropolitan primary competition 2025' }),
    ).toBeVisible();
    await axe();

    await page.goBack();
    await expect(page).toHaveURL(/\/2025\/competition\/metropolitan\/primary$/);
    await expect(competition.heading).toHaveText('Metropolitan primary competition 2025');
  });

  for (const [, metro, comp] of COMPETITIONS) {
    test(`every left-menu zone of ${metro} ${comp} 2025 leads to a 2025 draw with divisions`, async ({
      page,
      competition,
      draws,
    }) => {
      await competition.goto({ year: 2025, metro, comp });
      const zoneLinks = competition.menu.locator('a[href]:not([href^="#"])');
      const hrefs = await zoneLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) {
        await page.goto(href);
        await expect(page, href).toHaveURL(/\/2025\/divisions\/[a-z_]+\/[^/]+$/);
        await expect(draws.tabList, href).toBeVisible();
        await expect(page.getByText(/No divisions in/), href).toHaveCount(0);
      }
    });
  }

  test('the header menu on 2025 pages leads to the 2025 competitions, and back', async ({
    page,
    competition,
    layout,
  }) => {
    for (const start of [
      CompetitionPage.path(PAST),
      '/2025/divisions/championship/IW',
      '/2025/finals/championship/zone/EC/2',
      '/2025/country-secondary-finals',
    ]) {
      await page.goto(start);
      const menu = await layout.openMenu();
      for (const [name, metro, comp] of COMPETITIONS) {
        await expect(menu.getByRole('link', { name, exact: true }), start).toHaveAttribute(
          'href',
          `/2025/competition/${metro}/${comp}`,
        );
      }
      await menu.getByRole('link', { name: 'Country secondary competition', exact: true }).click();
      await expect(page).toHaveURL(/\/2025\/competition\/country\/secondary$/);
      await expect(competition.heading).toHaveText('Country secondary competition 2025');
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${start}$`));
    }
  });

  test('the header menu on the home page still leads to the active season', async ({ page, layout }) => {
    await page.goto('/2025/competition/metropolitan/primary');
    await layout.banner.getByRole('link', { name: /home page/ }).click();
    await expect(page).toHaveURL(/\/home$/);
    const menu = await layout.openMenu();
    await menu.getByRole('link', { name: 'Metropolitan primary competition', exact: true }).click();
    await expect(page).toHaveURL(/\/2026\/competition\/metropolitan\/primary$/);
  });
});
