/**
 * A school's players' register, as its coordinator keeps it on a phone: found from the school's page, a
 * refused form that keeps what was typed, a player added (and once only, however often the form is sent, with
 * or without JavaScript), what public pages may show set and said who set it, a change from a stale screen
 * refused, a player removed; the page fits 320, 375 and 1280 px, is axe clean, and no name reaches the school's
 * public page. In the `writes` project (it writes to that project's store); Sydney Grammar's register only.
 */
import { test, expect } from './fixtures';
import { schoolSlug } from '@/lib/league/school-slug';
import { privateAddresses } from './pages/match-cards';
import { addPlayer } from './pages/players';
import { SiteLayout } from './pages/layout';
import { expectNothingSpillsOut, expectTappable } from './pages/fit-checks';

const SCHOOL = 'Sydney Grammar';

test.describe("a school's players' register", () => {
  test.describe.configure({ mode: 'serial' });
  let school: string;
  test.beforeAll(() => {
    school = privateAddresses(2026).get(`school ${SCHOOL}`)!;
  });

  test('the coordinator adds a player, says what public pages show, and removes them', async ({
    page,
    axe,
  }) => {
    const layout = new SiteLayout(page);
    await page.goto(school);
    await layout.main.getByRole('link', { name: 'Players', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${SCHOOL}: players 2026`);
    await expect(page.getByText('No players yet.')).toBeVisible();

    // Nothing chosen: each field says what it needs, and the typed rating ID stays.
    await page.getByLabel('Rating federation ID (optional)').fill('3201234');
    await page.getByRole('button', { name: 'Add player' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toContainText('Enter the player’s name.');
    await expect(summary).toContainText('Choose the player’s school year.');
    await expect(page.getByLabel('Rating federation ID (optional)')).toHaveValue('3201234');
    await axe();

    await addPlayer(page, 'Ava Thompson', 'Year 5');
    await expect(page.getByRole('status')).toHaveText('Added. The player is on the register below.');
    const ava = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Ava Thompson' }) });
    await expect(ava).toContainText('Year 5 · Rating ID 3201234');
    await expect(ava).toContainText('On public pages: Not shown.');
    await expect(ava).toContainText(`Set by ${SCHOOL}’s coordinator on`);

    // The same child again is refused, and the register holds one.
    await addPlayer(page, 'ava thompson', 'Year 5');
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
      'ava thompson is already on the register.',
    );
    await expect(page.getByRole('heading', { name: '1 player' })).toBeVisible();

    // What public pages show, from the version the page showed; a second tab still showing the first is refused.
    const stale = await page.context().newPage();
    await stale.goto(page.url().split('?')[0]!);
    await ava.getByLabel('On public pages').selectOption({ label: 'First name and initial' });
    await ava.getByRole('button', { name: 'Save for Ava Thompson' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Saved: public pages now show the player’s name as chosen.',
    );
    await expect(ava).toContainText('On public pages: First name and initial.');
    await stale.getByLabel('On public pages', { exact: true }).first().selectOption({ label: 'Full name' });
    await stale.getByRole('button', { name: 'Save for Ava Thompson' }).click();
    await expect(stale.getByRole('main').getByRole('alert')).toContainText(
      'this player was changed on another screen',
    );
    await expect(stale.getByText('On public pages: First name and initial.')).toBeVisible();
    await stale.close();

    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 740 });
      await layout.expectNoSidewaysScroll(`the register at ${width} px`);
      await expectNothingSpillsOut(page, `the register at ${width} px`);
      await expectTappable(page, layout.main.getByRole('button'), 'buttons');
      await axe();
    }
    await page.setViewportSize({ width: 375, height: 740 });

    // Names go with the season unless kept for the next one.
    await expect(layout.main).toContainText("The season's names are deleted from the site on");
    await expect(ava).toContainText('Deleted with the season’s names.');
    await ava.getByRole('button', { name: 'Keep for next season Ava Thompson' }).click();
    await expect(page.getByRole('status')).toHaveText('Kept: the player’s name stays for the next season.');
    await expect(ava).toContainText('Kept for the next season.');

    await ava.getByText('Remove Ava Thompson', { exact: true }).click();
    await ava.getByRole('button', { name: 'Remove Ava Thompson for good' }).click();
    await expect(page.getByRole('status')).toContainText(
      'Removed. The player’s name is deleted from the site',
    );
    await expect(page.getByText('No players yet.')).toBeVisible();
  });

  test('without JavaScript a form adds one player, even sent twice', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${school}/players`);
    await page.getByLabel('Name', { exact: true }).fill('Noah Ng');
    await page.getByLabel('School year').selectOption({ label: 'Kindergarten' });
    // The same form twice, as a double tap on a slow connection sends it: the browser's own post, then a copy.
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add player' }) });
    const fields = await form.evaluate((f: HTMLFormElement) =>
      [...new FormData(f)].map(([name, value]) => [name, String(value)] as [string, string]),
    );
    await page.getByRole('button', { name: 'Add player' }).click();
    const copy = await page.request.post(page.url().split('?')[0]!, {
      multipart: Object.fromEntries(fields),
      headers: { origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    // Stored once: the copy is answered as done, as its first sending was.
    expect(copy.status()).toBe(303);
    expect(copy.headers().location).toContain('/players?done=added');
    await page.goto(`${school}/players`);
    await expect(page.getByRole('heading', { level: 3, name: 'Noah Ng' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: '1 player' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('list')).toContainText('Kindergarten');
    await context.close();
  });

  test("no player's name reaches the school's public page", async ({ page }) => {
    await page.goto(`/schools/${schoolSlug(SCHOOL)}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(SCHOOL);
    const html = await page.content();
    expect(html).not.toMatch(/Noah|Thompson/);
  });
});
