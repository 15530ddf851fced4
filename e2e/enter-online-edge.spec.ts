/**
 * The entry form where a coordinator's browser or hands do something unexpected: a damaged draft
 * in storage, a choice made before the page's script has run, a block added after a failed send, a
 * number pasted in international form.
 */
import { test, expect } from './fixtures';
import { holdScripts } from './pages/held-requests';
import { EntryFormPage } from './pages/entry-form';

const DRAFT_KEY = 'nswjcl:enter-online:blank';
const draft = (values: unknown) =>
  JSON.stringify({ version: 1, key: 'entry-0123456789abcdef0123', savedAt: Date.now(), values });

const BROKEN_DRAFTS: Record<string, string> = {
  'not JSON': '{"version":1,',
  'no coordinators': draft({ mode: 'metropolitan_primary', school: { name: 'Kept' }, teams: {} }),
  'coordinators not a list': draft({ mode: '_', school: { name: 'Kept' }, coordinators: 'many', teams: {} }),
  'a coordinator that is null': draft({
    mode: '_',
    school: { name: 'Kept' },
    coordinators: [null],
    teams: {},
  }),
  'teams that are null': draft({
    mode: 'country_primary',
    school: { name: 'Kept' },
    coordinators: [],
    teams: null,
  }),
  'an unknown competition': draft({
    mode: 'chess_boxing',
    school: { name: 'Kept' },
    coordinators: [],
    teams: {},
  }),
};

test.describe('the entry form', () => {
  for (const [name, stored] of Object.entries(BROKEN_DRAFTS)) {
    test(`opens blank when the kept draft is damaged (${name})`, async ({ page }) => {
      const form = new EntryFormPage(page);
      await form.goto();
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [DRAFT_KEY, stored]);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Enter online' })).toBeVisible();
      // The form's script drops the damaged draft, so the next visit is not troubled by it either. Only
      // then are the fields read: the server already renders them blank, before the script has run.
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).not.toBe(stored);
      await expect(form.competition).toHaveValue('_');
      await expect(form.schoolName).toHaveValue('');
      await expect(form.coordinatorBlocks()).toHaveCount(1);
      await expect(page.getByText(/We kept what you typed on/)).toHaveCount(0);
      await expect(page).toHaveURL(/\/enter-online$/);
    });
  }

  test('a competition chosen and fields filled before the page’s script has run are kept', async ({
    page,
  }) => {
    const form = new EntryFormPage(page);
    // Scripts held back, as a slow phone's arrive late, until the coordinator has chosen and typed.
    const release = await holdScripts(page);
    await page.goto('/enter-online', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Enter online' })).toBeVisible();
    await form.choose('metropolitan_secondary');
    await form.field('Address').fill('5 Early Street');
    await form.coordinator(1).getByLabel('Title').selectOption('Ms');
    release();
    // The teams of the chosen competition appear only once the form's state has it.
    await expect(form.field('Senior (years 11 and 12 only)')).toBeVisible();
    await expect(form.competition).toHaveValue('metropolitan_secondary');
    await expect(form.field('Address')).toHaveValue('5 Early Street');
    await expect(form.coordinator(1).getByLabel('Title')).toHaveValue('Ms');
    await form.setTeams({ 'Senior (years 11 and 12 only)': '2' });
    await expect(form.totalFee).not.toHaveText('$0.00');
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.values(localStorage).some((kept) =>
            ['"mode":"metropolitan_secondary"', '"address":"5 Early Street"', '"title":"Ms"'].every((part) =>
              kept.includes(part),
            ),
          ),
        ),
      )
      .toBe(true);
  });

  test('a coordinator added after a failed send shows no errors until the next send', async ({ page }) => {
    const form = new EntryFormPage(page);
    await form.goto('/enter-online?mode=country_primary');
    await form.waitUntilReady();
    await form.send.click();
    await form.expectFieldError(form.coordinator(1).getByLabel('First name'), "This field can't be empty");

    await form.addCoordinator.click();
    const added = form.coordinator(2);
    await expect(added.getByLabel('First name')).toBeFocused();
    await added.getByLabel('First name').fill('Sam');
    for (const label of ['First name', 'Last name', 'Title', 'Role', 'Email', 'Mobile']) {
      await expect(added.getByLabel(label)).not.toHaveAttribute('aria-invalid', 'true');
    }
    await expect(added.getByText("This field can't be empty")).toHaveCount(0);
    // The blocks that were there keep theirs.
    await form.expectFieldError(form.coordinator(1).getByLabel('Last name'), "This field can't be empty");

    await form.send.click();
    await form.expectFieldError(added.getByLabel('Last name'), "This field can't be empty");
    await expect(added.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a mobile or phone in international form becomes its national form; other numbers are refused', async ({
    page,
  }) => {
    const form = new EntryFormPage(page);
    await form.goto('/enter-online?mode=country_primary');
    const mobile = form.coordinator(1).getByLabel('Mobile');
    await mobile.fill('+61 491 570 006');
    await expect(mobile).toHaveValue('0491 570 006');
    await form.field('Phone').fill('+61 2 5550 0123');
    await expect(form.field('Phone')).toHaveValue('(02) 5550 0123');
    await form.waitUntilReady();
    await form.send.click();
    await expect(mobile).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.field('Phone')).not.toHaveAttribute('aria-invalid', 'true');

    await mobile.fill('+44 20 7946 0958');
    await expect(mobile).not.toHaveValue(/^\d{4} \d{3} \d{3}$/);
    await form.field('Phone').fill('+1 212 555 0123');
    await form.send.click();
    await form.expectFieldError(mobile, 'Mobile must contain 10 digits');
    await form.expectFieldError(form.field('Phone'), 'Phone must contain 10 digits');
  });
});
