/**
 * A newcomer's first look at the change record on the demo data (`npm start`): the demo seasons carry
 * a short made-up history (a team renamed, a round moved, a round's results posted), shown on the
 * changes page, the zone pages, a school's page and the Atom feed, and said to be examples where it shows.
 * Other specs import changes of their own into these seasons, so this one looks for the demo's, not a count.
 */
import { parseFeed } from '@rowanmanning/feed-parser';
import { test, expect } from './fixtures';
import { expectWorkingPage } from './working-page';
import { schoolSlug } from '../lib/league/school-slug';

const DEMO_2026 = [
  'PA3: Carlingford West renamed Carlingford West B',
  'SE1 round 1 moved from 24 April to 1 May',
  'PA2 round 7: results of 4 matches posted',
];
const DEMO_NOTE =
  /Demonstration season: these changes are made-up examples .* They are not real changes to any school's matches\./;

test.describe('the demo seasons’ change record', () => {
  test('the changes page lists the demo changes, newest first, and says they are examples', async ({
    page,
    axe,
  }) => {
    // Two pages and axe on a long one.
    test.slow();
    await page.goto('/2026/changes');
    const main = page.getByRole('main');
    await expect(main.getByText(DEMO_NOTE)).toBeVisible();
    const items = main.getByRole('listitem').filter({ hasText: new RegExp(`^(${DEMO_2026.join('|')})$`) });
    // Newest first: the results, then the moved round, then the renamed team.
    await expect(items).toHaveText([...DEMO_2026].reverse());
    await expect(main.locator('h2 time', { hasText: 'Sunday 14 June 2026' })).toBeVisible();
    await expectWorkingPage(page);
    await axe();
    await page.goto('/2025/changes');
    await expect(page.getByRole('main')).toContainText('SN1 round 1 moved from 25 April to 2 May');
  });

  test('a zone page shows its recent demo changes with the note', async ({ page, axe }) => {
    // Two zone pages, one of them checked by axe whole.
    test.slow();
    await page.goto('/2026/divisions/championship/PA');
    const recent = page.getByRole('region', { name: 'Recent changes' });
    await expect(recent.getByText(DEMO_NOTE)).toBeVisible();
    await expect(
      recent.getByRole('listitem').filter({ hasText: 'PA2 round 7: results of 4 matches posted' }),
    ).toHaveText(/^Sunday 14 June 2026: PA2 round 7/);
    await expect(
      recent.getByRole('listitem').filter({ hasText: 'PA3: Carlingford West renamed Carlingford West B' }),
    ).toHaveCount(1);
    await axe();
    await page.goto('/2026/divisions/senior/E');
    await expect(page.getByRole('region', { name: 'Recent changes' })).toContainText(
      'SE1 round 1 moved from 24 April to 1 May',
    );
  });

  test("a school's page shows the change to its team with the note", async ({ page }) => {
    await page.goto(`/schools/${schoolSlug('Carlingford West')}`);
    const changes = page.getByRole('region', { name: "Changes to this school's matches" });
    await expect(changes.getByText(DEMO_NOTE)).toBeVisible();
    await expect(changes).toContainText('PA3: Carlingford West renamed Carlingford West B');
  });

  test('the Atom feed carries the demo changes, read by an independent parser', async ({ request }) => {
    const feed = parseFeed(await (await request.get('/2026/changes/feed.xml')).text());
    const contents = feed.items.map((item) => item.content ?? '');
    for (const text of DEMO_2026)
      expect(
        contents.some((content) => content.split('\n').includes(text)),
        text,
      ).toBe(true);
  });
});
