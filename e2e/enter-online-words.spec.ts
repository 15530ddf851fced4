/**
 * What the blank entry form tells a coordinator before they start (issue 31, items 1 and 17): the season the
 * entries are for, and, without JavaScript, that the form cannot be sent and how to enter instead.
 */
import { test, expect } from './fixtures';
import { EntryFormPage } from './pages/entry-form';

const NO_SCRIPT =
  'This form needs JavaScript for its security check, and JavaScript is off in this browser. Turn it on and reload the page, or email your entry to entries.admin@example.org.';

test('the competition selector names the season the entries are for', async ({ page }) => {
  const form = new EntryFormPage(page);
  await form.goto();
  await expect(form.competition).toHaveAccessibleDescription('Entries for the 2026 season.');
  await expect(page.locator('main noscript p')).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // axe needs scripts to run in the page, so this one is not checked by it; the form with scripts is (enter-online.spec.ts).
  test('the form says it needs JavaScript and how to enter by email instead', async ({ page }) => {
    const form = new EntryFormPage(page);
    await form.goto('/enter-online?mode=country_primary');
    // Playwright's text and role locators skip <noscript>, which a browser without scripts shows: CSS finds it.
    const note = page.locator('main noscript p');
    await expect(note).toHaveText(NO_SCRIPT);
    await expect(note).toBeVisible();
    await expect(note).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('no-script.png') });
    await expect(note.locator('a')).toHaveAttribute('href', 'mailto:entries.admin@example.org');
    // Nothing promises a check that will never load.
    await expect(page.getByText('Loading the security check…')).toHaveCount(0);
  });
});
