/**
 * What a parent reads on a phone (issue 31): the score of each match on a school's page and each team's total
 * and place on a zone's results, on the first screen at 320 and 375 px, with the rounds swiping between; the
 * chosen grade, region or zone chip in view; a knock-out without places by points; no open entry after its
 * closing date; the season's year in the footer. Read-only: both projects run it, and it sets its own widths.
 */
import { test, expect } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { CompetitionPage } from './pages/competition-page';
import { SchoolPage } from './pages/school';
import { SiteLayout } from './pages/layout';

const PHONES = [320, 375] as const;

/** The box lies wholly within the window's width. */
async function expectOnScreen(page: Page, target: Locator, what: string) {
  const width = page.viewportSize()!.width;
  const box = await target.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.x, what).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge at ${width} px`).toBeLessThanOrEqual(width);
}

test.describe('on a phone, what a parent came for is on the first screen', () => {
  test("a school's page shows every match's score beside its opponent", async ({ page, axe }) => {
    // Its opponents' names are the longest of the demo's: the Score column started past the screen's edge.
    for (const width of PHONES) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/schools/st-spyridon-college');
      const table = page.getByRole('table', { name: /: matches in / }).first();
      await expectOnScreen(page, table.getByRole('columnheader', { name: 'Score' }), `Score at ${width} px`);
      const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Round \d/ }) });
      expect(await rows.count()).toBeGreaterThan(3);
      for (const row of await rows.all()) {
        await expectOnScreen(page, row.getByRole('cell').last(), `${await row.innerText()} at ${width} px`);
        // The date and the side are still there, under the round and the opponent.
        await expect(row.getByRole('rowheader')).toContainText(/\d+ [A-Z][a-z]+/);
      }
      await new SiteLayout(page).expectNoSidewaysScroll(`school page at ${width} px`);
    }
    await axe();
  });

  test("a zone's results keep each team's total and place on screen, and its rounds swipe between", async ({
    page,
    axe,
  }) => {
    for (const width of PHONES) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/2026/divisions/intermediate/E');
      const table = page.getByRole('table', { name: /^Results: IE1/ });
      const region = page.getByRole('region', { name: /^Results: IE1/ });
      await table.scrollIntoViewIfNeeded();
      const total = table.getByRole('columnheader', { name: 'Total' });
      const place = table.getByRole('columnheader', { name: 'Place' });
      const team = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Waverley' }) });
      for (const [what, target] of [
        ['Total', total],
        ['Place', place],
        ["Waverley's total", team.getByRole('cell').nth(-2)],
        ["Waverley's place", team.getByRole('cell').last()],
        ['Waverley', team.getByRole('rowheader')],
      ] as const)
        await expectOnScreen(page, target, `${what} at ${width} px`);
      // The table is wider than the phone: its region swipes, and every round can be brought out from
      // under the total and place.
      expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      const last = table.getByRole('columnheader', { name: /^Round 7/ });
      const [round, totalBox] = [await last.boundingBox(), await total.boundingBox()];
      expect(round!.x + round!.width, `Round 7 clear of Total at ${width} px`).toBeLessThanOrEqual(
        totalBox!.x + 1,
      );
      await new SiteLayout(page).expectNoSidewaysScroll(`zone page at ${width} px`);
    }
    await axe();
  });

  test('the chosen grade, region or zone leads its quick-navigation row', async ({ page }) => {
    for (const width of PHONES) {
      await page.setViewportSize({ width, height: 740 });
      for (const path of ['/2026/divisions/junior/W', '/2026/divisions/championship/WT']) {
        await page.goto(path);
        const chosen = page
          .getByRole('navigation', { name: 'Quick navigation' })
          .locator('[aria-current="page"]');
        expect(await chosen.count()).toBeGreaterThan(0);
        for (const chip of await chosen.all())
          await expectOnScreen(page, chip, `${await chip.innerText()} on ${path} at ${width} px`);
      }
    }
  });
});

test("a knock-out team has no place by points while its region's winner is not decided", async ({
  page,
  axe,
}) => {
  const school = new SchoolPage(page);
  await page.goto('/schools/mudgee-high');
  const team = school.teams.getByRole('article').filter({ hasText: 'WE1 Western knock-out' });
  await expect(school.fact(team, 'Place')).toHaveText('not decided yet');
  await page.goto('/2026/divisions/country/WE');
  await expect(school.fact(page.getByRole('main'), 'Region winner')).toHaveText('not decided yet');
  // The winner of a decided one is named so.
  await page.goto('/schools/mudgee-high/2025');
  await expect(school.fact(school.teams.getByRole('article').first(), 'Place')).toHaveText('Region winner');
  await axe();
});

test.describe('entry after its closing date', () => {
  for (const kind of [
    { year: 2026, metro: 'metropolitan', comp: 'primary' },
    { year: 2026, metro: 'country', comp: 'secondary' },
  ] as const) {
    test(`the ${kind.metro} ${kind.comp} page says entry is closed and offers no Enter Online`, async ({
      page,
    }) => {
      const competition = new CompetitionPage(page);
      await competition.goto(kind);
      await expect(competition.infoBlocks).toContainText('Online entry is closed.');
      await expect(competition.infoBlocks).not.toContainText('Online entry is open');
      const entry = competition.section('entry_details');
      await expect(entry).toContainText('Online entry is closed.');
      await expect(page.getByRole('link', { name: 'Enter Online' })).toHaveCount(0);
    });
  }
});

test('small words: the season in the footer, the welcome, and no "undefined" class', async ({ page }) => {
  await page.goto('/home');
  const layout = new SiteLayout(page);
  await expect(layout.footer).toContainText('© 2026 NSW Junior Chess League');
  await expect(layout.footer).not.toContainText('2025');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the competitions website');
  await layout.openMenu();
  const classes = await page.locator('[class]').evaluateAll((all) => all.map((el) => el.className));
  expect(classes.filter((name) => typeof name === 'string' && /\bundefined\b/.test(name))).toEqual([]);
});
