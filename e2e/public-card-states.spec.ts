/**
 * A card reported and not yet confirmed, as the public pages show it, and the private match page of two long
 * school names (issue 31, items 9 and 16). In the `writes` project: James Sheahan reports WE1 (Western
 * knock-out) round 4 against Central West Leadership Academy, a match no other spec touches, and nobody
 * confirms it.
 */
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { MatchCardPage, privateAddresses } from './pages/match-cards';
import { SiteLayout } from './pages/layout';

const MATCH = 'WE1~r4~6v2';
const HOME = 'James Sheahan Catholic High School Orange';
const AWAY = 'Central West Leadership Academy';
const AWAITING = 'reported, awaiting confirmation';

/** What a school's page says of its round 4 match in WE1. */
async function schoolRound4(page: Page, slug: string) {
  await page.goto(`/schools/${slug}`);
  const row = page
    .getByRole('table', { name: /: matches in WE1$/ })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^Round 4/ }) });
  return row.getByRole('cell').last();
}

test.describe('a reported card on the public pages', () => {
  test.describe.configure({ mode: 'serial' });
  let addresses: Map<string, string>;
  test.beforeAll(() => {
    addresses = privateAddresses(2026);
  });

  test('the zone page and both schools’ pages say the same: reported, awaiting confirmation', async ({
    page,
    axe,
  }) => {
    // Cached before the report, as a parent who looked earlier left them.
    await expect(await schoolRound4(page, 'central-west-leadership-academy')).toHaveText('to be played');

    await page.goto(`${addresses.get(`school ${HOME}`)!}/match/${MATCH}`);
    const card = new MatchCardPage(page);
    await card.choose(['1–0', '½–½', '1–0', '0–1']);
    await card.send();
    await expect(card.state).toHaveText(`Reported by you — waiting for ${AWAY}`);

    await page.goto('/2026/divisions/country/WE');
    const match = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: HOME }) })
      .filter({ has: page.getByRole('link', { name: AWAY }) });
    await expect(match.getByRole('cell').nth(1)).toHaveText(AWAITING);

    for (const slug of ['central-west-leadership-academy', 'james-sheahan-catholic-high-orange']) {
      const score = await schoolRound4(page, slug);
      await expect(score, slug).toHaveText(AWAITING);
    }
    await axe();
  });

  test('the match page of two long school names fits a 320 and a 375 px phone, its board table too', async ({
    page,
  }) => {
    const layout = new SiteLayout(page);
    for (const school of [AWAY, HOME]) {
      await page.goto(`${addresses.get(`school ${school}`)!}/match/${MATCH}`);
      // `As reported by` on the other school's page, `As sent by` on the reporter's.
      const table = page.getByRole('table', { name: new RegExp(`^As (reported|sent) by ${HOME}`) });
      for (const width of [320, 375]) {
        await page.setViewportSize({ width, height: 740 });
        const where = `${school}'s page at ${width} px`;
        await layout.expectNoSidewaysScroll(where);
        const [box, edge] = await Promise.all([
          table.boundingBox(),
          layout.main.evaluate((main) => {
            const style = getComputedStyle(main);
            return main.getBoundingClientRect().right - parseFloat(style.paddingRight);
          }),
        ]);
        expect(box!.x + box!.width, `${where}: the board table within the content`).toBeLessThanOrEqual(
          edge + 0.5,
        );
      }
    }
  });

  test("the Director's zone chooser has the site's field and button", async ({ page }) => {
    await page.goto(addresses.get('director -')!);
    const zone = page.getByRole('main').getByLabel('Zone', { exact: true });
    const show = page.getByRole('main').getByRole('button', { name: 'Show', exact: true });
    const fontOf = (el: Element) => getComputedStyle(el).fontSize;
    const body = await page.locator('body').evaluate(fontOf);
    expect(await zone.evaluate(fontOf)).toBe(body);
    expect(await show.evaluate(fontOf)).toBe(body);
    const [field, button] = [await zone.boundingBox(), await show.boundingBox()];
    expect(field!.height).toBeGreaterThanOrEqual(44);
    expect(button!.height).toBeGreaterThanOrEqual(44);
    expect(await show.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
  });
});
