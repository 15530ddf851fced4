/**
 * The private pages (a school's, its match card, its paper card, the scorer's desk, a match on the desk,
 * the desk's round of cards) at 320, 375 and 1280 px and on paper: nothing wider than the window, no
 * text spilling out of its box, what a coordinator taps at least 44 px tall and on screen, axe clean, the
 * paper card one A4 page, and no site menu printed.
 *
 * In the `writes` project: the first test sends cards in IE1 (East, intermediate), on matches no other
 * spec reads and nothing is published: Sydney Boys reports round 6 v Sydney Grammar A, for Sydney Grammar
 * to confirm or dispute; Sydney Grammar C reports round 7 v Sydney Boys B and Sydney Boys disputes it, for
 * the East scorer to settle.
 */
import { test, expect } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { MatchCardPage, privateAddresses } from './pages/match-cards';
import { SiteLayout } from './pages/layout';
import { A4, expectNothingSpillsOut, expectTappable, printedPages } from './pages/fit-checks';

const WIDTHS = [320, 375, 1280] as const;
const TO_CONFIRM = 'IE1~r6~3v4';
const DISPUTED = 'IE1~r7~5v3';
const TO_ENTER = 'IE1~r7~4v8';

type PrivatePage = {
  name: string;
  path: (a: Map<string, string>) => string;
  /** What a coordinator taps on it, each kind a locator of every one on the page. */
  taps: (main: Locator) => [string, Locator][];
};

const boards = (main: Locator): [string, Locator] => ['board result choices', main.getByRole('radio')];
const link = (main: Locator, name: string | RegExp): [string, Locator] => [
  `${name}`,
  main.getByRole('link', { name }),
];
const button = (main: Locator, name: string | RegExp): [string, Locator] => [
  `${name}`,
  main.getByRole('button', { name }),
];

const school = (a: Map<string, string>) => a.get('school Sydney Grammar')!;
const scorer = (a: Map<string, string>) => a.get('scorer E')!;

const PAGES: PrivatePage[] = [
  {
    name: "a school's page",
    path: school,
    taps: (main) => [
      link(main, /^Confirm result/),
      link(main, /^Dispute/),
      link(main, /^Enter result/),
      link(main, /^See card/),
    ],
  },
  {
    name: 'a match card to send',
    path: (a) => `${school(a)}/match/${TO_ENTER}`,
    taps: (main) => [
      link(main, "Your school's matches"),
      link(main, 'Print the paper card'),
      boards(main),
      button(main, 'Send result'),
    ],
  },
  {
    name: 'a match card to confirm',
    path: (a) => `${school(a)}/match/${TO_CONFIRM}`,
    taps: (main) => [
      link(main, 'Print the paper card'),
      button(main, 'Confirm result'),
      link(main, 'Dispute'),
    ],
  },
  {
    name: 'a match card to dispute',
    path: (a) => `${school(a)}/match/${TO_CONFIRM}?dispute=1`,
    taps: (main) => [boards(main), button(main, 'Dispute')],
  },
  {
    name: 'a disputed match card',
    path: (a) => `${school(a)}/match/${DISPUTED}`,
    taps: (main) => [link(main, "Your school's matches"), link(main, 'Print the paper card')],
  },
  {
    name: 'the paper card',
    path: (a) => `${school(a)}/match/${TO_CONFIRM}/print`,
    taps: (main) => [button(main, 'Print card')],
  },
  {
    name: "the scorer's desk",
    // Late matches, with their reminders (the desk opens on the dispute this spec makes).
    path: (a) => `${scorer(a)}?show=late`,
    taps: (main) => [
      ['filters', main.getByRole('navigation', { name: 'Show matches' }).getByRole('link')],
      ['matches', main.getByRole('heading', { level: 3 }).getByRole('link')],
      link(main, /^Email a reminder/),
      link(main, /^Round \d/),
      link(main, "Download the zone's workbook"),
      button(main, 'Check the workbook'),
    ],
  },
  {
    name: 'a dispute on the desk',
    path: (a) => `${scorer(a)}/desk/${DISPUTED}`,
    taps: (main) => [
      link(main, 'Back to the desk'),
      button(main, /^Publish .*'s version$/),
      boards(main),
      button(main, 'Publish this result'),
    ],
  },
  {
    name: "the desk's round of paper cards",
    path: (a) => `${scorer(a)}/desk/print?round=6`,
    taps: (main) => [link(main, 'Back to the desk')],
  },
];

/** On paper: no site menu, sign-in link or search box; only the site's name heads the page. */
async function expectNoMenuPrinted(page: Page) {
  const banner = page.getByRole('banner');
  await page.emulateMedia({ media: 'screen' });
  await expect(banner.getByRole('search')).toHaveCount(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(banner.getByRole('search')).toHaveCount(0);
  await expect(banner.getByRole('link', { name: /sign in/i })).toHaveCount(0);
  await page.emulateMedia({ media: 'screen' });
}

test.describe('private pages at every width and on paper', () => {
  test.describe.configure({ mode: 'serial' });
  let addresses: Map<string, string>;
  test.beforeAll(() => {
    addresses = privateAddresses(2026);
  });

  test('a reported card and a disputed one, for the pages to show', async ({ page }) => {
    const card = new MatchCardPage(page);
    const boys = addresses.get('school Sydney Boys')!;
    await page.goto(`${boys}/match/${TO_CONFIRM}`);
    await card.choose(['1–0', '½–½', '1–0', '0–1']);
    await card.send();
    await expect(card.state).toHaveText('Reported by you — waiting for Sydney Grammar');

    await page.goto(`${school(addresses)}/match/${DISPUTED}`);
    await card.choose(['1–0', '½–½', '1–0', '0–1']);
    await card.send();
    await page.goto(`${boys}/match/${DISPUTED}?dispute=1`);
    await card.choose(['0–1', '½–½', '1–0', '0–1']);
    await page
      .getByLabel('What is wrong with the reported result')
      .fill('Board 1 was won by Sydney Boys B, as the captains signed it at the end of the evening.');
    await card.send('Dispute');
    await expect(card.state).toHaveText('Disputed — the zone scorer will settle it');
  });

  for (const target of PAGES) {
    test(`${target.name}: fits 320, 375 and 1280 px, taps are 44 px, axe clean, no menu on paper`, async ({
      page,
      axe,
    }) => {
      test.slow();
      const layout = new SiteLayout(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      // One view of the page, resized: private views are counted per visitor (PRIVATE_PAGE_RATE_LIMIT).
      await page.goto(target.path(addresses));
      await expect(layout.main).toBeVisible();
      await expectNoMenuPrinted(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        const where = `${target.name} at ${width} px`;
        await layout.expectNoSidewaysScroll(where);
        await expectNothingSpillsOut(page, where);
        for (const [what, targets] of target.taps(layout.main)) await expectTappable(page, targets, what);
        await axe();
      }
    });
  }

  test('the paper card prints on one A4 page whatever the width it was opened at', async ({ page }) => {
    await page.goto(`${school(addresses)}/match/${TO_CONFIRM}/print`);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      expect(await printedPages(page), `opened at ${width} px`).toEqual([A4]);
    }
  });

  test("the desk's round of cards prints one A4 page per match", async ({ page }) => {
    await page.goto(`${scorer(addresses)}/desk/print?round=6`);
    const cards = await page.getByRole('article').count();
    expect(cards).toBeGreaterThan(3);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      expect(await printedPages(page), `opened at ${width} px`).toEqual(Array(cards).fill(A4));
    }
  });
});
