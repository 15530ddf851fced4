/**
 * The whole form with the keyboard alone: Tab from the top of the page, type, choose options by
 * their first letters, and send with Enter from a field.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { EntryFormPage, entriesCsv, parseCsv } from './pages/entry-form';

/** Presses Tab until the focused control is the one with this id (at most `limit` presses). */
async function tabTo(page: Page, id: string, limit = 8) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.id)) === id) return;
  }
  throw new Error(
    `Tab never reached #${id} (focus is on #${await page.evaluate(() => document.activeElement?.id)})`,
  );
}

test('a coordinator completes and sends the form with the keyboard alone', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const form = new EntryFormPage(page);
  const name = `E2E keyboard ${testInfo.project.name} School`;
  await form.goto();

  await tabTo(page, 'entry-mode', 12);
  await page.keyboard.type('Country P');
  await expect(form.competition).toHaveValue('country_primary');

  const typeInto = async (id: string, text: string) => {
    await tabTo(page, id);
    await page.keyboard.type(text);
  };
  await typeInto('entry-school-name', name);
  await page.keyboard.press('Escape');
  await typeInto('entry-school-address', '9 Keyboard Road');
  await typeInto('entry-school-suburb', 'Tamworth');
  await tabTo(page, 'entry-school-postcode');
  await page.keyboard.type('2340');
  await typeInto('entry-school-phone', '0267660000');
  await expect(form.field('Phone')).toHaveValue('(02) 6766 0000');
  await typeInto('entry-school-location_of_chess_room', 'Library');

  await typeInto('entry-coordinators-0-first_name', 'Kim');
  await typeInto('entry-coordinators-0-last_name', 'Keys');
  await typeInto('entry-coordinators-0-title', 'Dr');
  await typeInto('entry-coordinators-0-type', 'C');
  await typeInto('entry-coordinators-0-email', 'kim.keys@example.org');
  await typeInto('entry-coordinators-0-mobile', '0491570159');
  await expect(form.coordinator(1).getByLabel('Title')).toHaveValue('Dr');
  await expect(form.coordinator(1).getByLabel('Role')).toHaveValue('Coach');

  // A second coordinator, added with Enter on the button.
  await tabTo(page, 'entry-add-coordinator');
  await page.keyboard.press('Enter');
  await expect(form.coordinator(2).getByLabel('First name')).toBeFocused();
  await page.keyboard.type('Lee');
  await typeInto('entry-coordinators-1-last_name', 'Tabs');
  await typeInto('entry-coordinators-1-title', 'Mr');
  await typeInto('entry-coordinators-1-type', 'Pa');
  await typeInto('entry-coordinators-1-email', 'lee.tabs@example.org');
  await typeInto('entry-coordinators-1-mobile', '0491570110');

  await tabTo(page, 'entry-teams-championship');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2');
  await expect(form.totalFee).toHaveText('$66.00');
  await typeInto('entry-school-purchaseordernumber', 'PO-1234');

  await form.waitUntilReady();
  await expect(form.field('Purchase order number (optional)')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.thankYou).toBeVisible();

  const row = parseCsv(await entriesCsv(2026)).find((r) => r.school === name);
  expect(row).toMatchObject({
    competition: 'country_primary',
    coordinator_1_title: 'Dr',
    coordinator_1_type: 'Coach',
    coordinator_2_type: 'Parent',
    coordinator_2_mobile: '0491570110',
    purchaseordernumber: 'PO-1234',
    championship: '2',
    fee_aud: '66.00',
  });
});
