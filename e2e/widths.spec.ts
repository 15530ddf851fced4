import { test, expect } from './fixtures';
import { CACHED_PAGES, PER_REQUEST_PAGES } from './page-kinds';
import { CompetitionPage } from './pages/competition-page';
import { FinalsPage } from './pages/finals';
import { SiteLayout } from './pages/layout';

const SEASONS = [2025, 2026] as const;
const PHONE = { width: 375, height: 740 };

/** Every kind of page in a season: each kind once, plus each competition and a secondary zone and grid. */
function pagesOf(year: number): string[] {
  const kinds = [...Object.values(CACHED_PAGES), ...Object.values(PER_REQUEST_PAGES)]
    .filter((path) => !path.endsWith('.xml'))
    .map((path) => path.replace('/2026/', `/${year}/`));
  const competitions = (['metropolitan', 'country'] as const).flatMap((metro) =>
    (['primary', 'secondary'] as const).map((comp) => CompetitionPage.path({ year, metro, comp })),
  );
  return [
    ...new Set([
      ...kinds,
      ...competitions,
      `/${year}/divisions/senior/E`,
      `/${year}/divisions/country/HU`,
      `/${year}/finals/senior/interregion/1/1`,
    ]),
  ];
}

// These tests set the window width themselves, so only the desktop project runs this file
// (playwright.config.ts).
test.describe('site layout at the breakpoints', () => {
  test('the sign-in link follows the width breakpoint at 767 and 768 px', async ({ page }) => {
    const layout = new SiteLayout(page);
    await page.setViewportSize({ width: 767, height: 700 });
    await page.goto('/home');
    await expect(layout.signIn).toBeHidden();
    await page.setViewportSize({ width: 768, height: 700 });
    await expect(layout.signIn).toBeVisible();
  });

  for (const width of [320, 767, 768, 830, 1230, 1600]) {
    test(`nothing overflows sideways at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const layout = new SiteLayout(page);
      for (const path of [
        '/home',
        '/competitions',
        '/privacy-policy',
        '/error',
        '/2026/divisions/intermediate/PA',
        '/2025/finals/championship/interregion/0/2',
        '/enter-online',
      ]) {
        await page.goto(path);
        await layout.expectNoSidewaysScroll();
      }
      await layout.openMenu();
      await layout.expectNoSidewaysScroll();
    });
  }

  // In two halves, each well inside the test timeout on a loaded 2-core machine (a whole season took 25-35 s).
  for (const year of SEASONS) {
    const pages = pagesOf(year);
    const halves = [pages.slice(0, Math.ceil(pages.length / 2)), pages.slice(Math.ceil(pages.length / 2))];
    for (const width of [320, 375]) {
      halves.forEach((half, i) => {
        test(`no ${year} page of any kind is wider than a ${width} px phone (${i + 1} of 2)`, async ({
          page,
        }) => {
          await page.setViewportSize({ width, height: 740 });
          const layout = new SiteLayout(page);
          for (const path of half) {
            await page.goto(path);
            await expect(layout.main, path).toBeVisible();
            await layout.expectNoSidewaysScroll(path);
          }
        });
      });
    }
  }

  test('every column of a history table is on screen on a phone', async ({ page }) => {
    const competition = new CompetitionPage(page);
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 740 });
      for (const year of SEASONS) {
        for (const comp of ['primary', 'secondary'] as const) {
          await competition.goto({ year, metro: 'metropolitan', comp });
          // Sideways only: the table is not scrolled, so what is off to the right stays there.
          const table = competition.historyTable;
          const results = (await table
            .getByRole('link', { name: /^RESULTS/ })
            .first()
            .boundingBox())!;
          expect(results.x + results.width, `${year} ${comp} RESULTS at ${width} px`).toBeLessThanOrEqual(
            width,
          );
          const box = (await table.boundingBox())!;
          expect(box.x + box.width, `${year} ${comp} at ${width} px`).toBeLessThanOrEqual(width);
        }
      }
    }
  });
});

test.describe('the first screen on a phone', () => {
  test('a competition page opens with its draw and results on the first screen', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const competition = new CompetitionPage(page);
    for (const year of SEASONS) {
      for (const metro of ['metropolitan', 'country'] as const) {
        for (const comp of ['primary', 'secondary'] as const) {
          await competition.goto({ year, metro, comp });
          const heading = competition.section('draw_and_results').getByRole('heading', { level: 2 });
          const top = (await heading.boundingBox())!.y;
          expect(top, `${year} ${metro} ${comp}`).toBeLessThan(PHONE.height);
          // The draw's first box follows at once, ahead of the info blocks and the menu.
          const firstBox = competition.section('draw_and_results').getByRole('group').first();
          expect((await firstBox.boundingBox())!.y, `${year} ${metro} ${comp}`).toBeLessThan(PHONE.height);
        }
      }
    }
  });

  test('a finals page opens with its grid on the first screen', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const finals = new FinalsPage(page);
    for (const path of [
      '/2025/finals/championship/zone/EC/2',
      '/2025/finals/championship/region/ME/2',
      '/2025/finals/championship/intermetropolitan/1/2',
    ]) {
      await finals.goto(path);
      const grid = page.getByRole('region', { name: / grid$/ });
      expect((await grid.boundingBox())!.y, path).toBeLessThan(PHONE.height);
    }
  });

  test('the desktop keeps the info blocks on top and the menu beside the draw', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const competition = new CompetitionPage(page);
    await competition.goto({ year: 2026, metro: 'metropolitan', comp: 'primary' });
    const info = (await competition.infoBlocks.boundingBox())!;
    const menu = (await competition.menu.boundingBox())!;
    const draw = (await competition.section('draw_and_results').boundingBox())!;
    expect(info.y + info.height).toBeLessThanOrEqual(Math.min(menu.y, draw.y));
    expect(menu.x + menu.width).toBeLessThanOrEqual(draw.x);
    expect(Math.abs(menu.y - draw.y)).toBeLessThan(20);
  });
});
