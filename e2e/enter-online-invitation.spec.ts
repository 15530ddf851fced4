/**
 * A coordinator opens the link from the league's invitation email: the school and last year's
 * coordinators are already there, the competition and school name are fixed, and a school that
 * has applied is told so. The demo season's links (demo/season-2026.json) are used; each project
 * submits through a link of its own.
 */
import { test, expect } from './fixtures';
import { EntryFormPage, entriesCsv, parseCsv } from './pages/entry-form';

const SUMMER_HILL = '99a3daecf0aae047e5b00712b9e067ad';
const CARLINGFORD_SUBMITTED = 'd4f6a05259c88e27411e16fc1f173c6c';
const SUBMIT_THROUGH: Record<string, { hash: string; school: string }> = {
  desktop: { hash: '03a6067abe50df5edc3cc6f9c5072b35', school: 'Sydney Grammar School St Ives Preparatory' },
  mobile: { hash: 'c9dfb51c184e8851150c35f17050f84e', school: 'Neutral Bay Public School' },
};

test.describe('an invitation link', () => {
  test('opens the form prefilled, with the competition and school locked', async ({ page, axe }) => {
    const form = new EntryFormPage(page);
    await form.goto(`/enter-online/${SUMMER_HILL}`);
    await expect(form.competition).toBeDisabled();
    await expect(form.competition).toHaveValue('metropolitan_primary');
    await expect(page.getByRole('textbox', { name: 'School name' })).toHaveValue('Summer Hill Public School');
    await expect(page.getByRole('textbox', { name: 'School name' })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('combobox', { name: 'School name' })).toHaveCount(0);
    await expect(form.field('Address')).toHaveValue("Demo address, not the school's");
    await expect(form.field('Phone')).toHaveValue(/^\(02\) 5550 \d{4}$/);

    await expect(form.coordinatorBlocks()).toHaveCount(2);
    for (const n of [1, 2]) {
      const block = form.coordinator(n);
      await expect(block.locator('legend')).toHaveText(`Coordinator ${n} (previous year coordinator)`);
      await expect(block.getByLabel('Email')).toHaveValue(/@example\.org$/);
      await expect(block.getByLabel('Mobile')).toHaveValue(/^04\d\d \d{3} \d{3}$/);
      await expect(block.getByRole('button', { name: `Remove coordinator ${n}` })).toBeVisible();
    }
    await form.addCoordinator.click();
    await expect(form.coordinator(3).locator('legend')).toHaveText('Coordinator 3');
    await form.waitUntilReady();
    await axe();

    // With every coordinator removed, the form asks for one.
    for (let n = 3; n >= 1; n -= 1)
      await form
        .coordinator(n)
        .getByRole('button', { name: `Remove coordinator ${n}` })
        .click();
    await expect(form.coordinatorBlocks()).toHaveCount(0);
    await form.setTeams({ Championship: '1' });
    await form.send.click();
    await expect(
      form.summary.getByRole('link', { name: 'Coordinators: Please enter at least one coordinator' }),
    ).toBeVisible();
    await expect(form.addCoordinator).toBeFocused();
    await expect(form.addCoordinator).toHaveAccessibleDescription(
      'Error: Please enter at least one coordinator',
    );
  });

  test("with last year's coordinators still lets the school add five new ones", async ({ page }) => {
    const form = new EntryFormPage(page);
    await form.goto(`/enter-online/${SUMMER_HILL}`);
    await expect(form.coordinatorBlocks()).toHaveCount(2);
    for (let n = 3; n <= 7; n += 1) {
      await form.addCoordinator.click();
      await expect(form.coordinator(n).locator('legend')).toHaveText(`Coordinator ${n}`);
    }
    await expect(form.addCoordinator).toHaveCount(0);
    await expect(page.getByText('That is the most new coordinators a school can add.')).toBeVisible();
    // Removing a previous-year coordinator does not make room for a sixth new one.
    await form.coordinator(1).getByRole('button', { name: 'Remove coordinator 1' }).click();
    await expect(form.addCoordinator).toHaveCount(0);
    await form.coordinator(6).getByRole('button', { name: 'Remove coordinator 6' }).click();
    await expect(form.addCoordinator).toBeVisible();
  });

  test('sends the prefilled request once, after which the link says it has been submitted', async ({
    page,
    axe,
  }, testInfo) => {
    test.setTimeout(90_000);
    const { hash, school } = SUBMIT_THROUGH[testInfo.project.name] ?? SUBMIT_THROUGH.desktop!;
    const form = new EntryFormPage(page);
    await form.goto(`/enter-online/${hash}`);
    await expect(page.getByRole('textbox', { name: 'School name' })).toHaveValue(school);
    const previous = form.coordinator(1);
    // Last year's coordinators come complete, so only the teams are left to fill in.
    await expect(previous.getByLabel('First name')).not.toHaveValue('');
    await form.setTeams({ Championship: '1', 'Rookies (all years)': '1' });
    await form.submit();
    await expect(form.thankYou).toBeVisible();
    await expect(page).toHaveURL(/\/enter-online\/sent\/[\w-]{22}$/);

    // The invitation link, opened again.
    await form.goto(`/enter-online/${hash}`);
    await expect(page.getByText(/has already been submitted/)).toContainText(
      `The application from ${school} has already been submitted`,
    );
    await expect(page.getByRole('link', { name: 'entries.admin@example.org' })).toHaveAttribute(
      'href',
      'mailto:entries.admin@example.org',
    );
    await expect(page.getByRole('button', { name: 'Send request' })).toHaveCount(0);
    await axe();
    // The link no longer gives out last year's coordinators, and its answer is kept by no cache.
    const answer = await page.request.get(`/api/index/get-school-info/hash/${hash}`);
    expect(answer.headers()['cache-control']).toMatch(/private.*no-store|no-store.*private/);
    const info = await answer.json();
    expect(info.data.school_info.already_submitted).toBe(true);
    expect(info.data.coordinators).toEqual([]);
    expect(JSON.stringify(info)).not.toMatch(/@|mobile|first_name/);

    const rows = parseCsv(await entriesCsv(2026)).filter((r) => r.hash === hash);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      school,
      competition: 'metropolitan_primary',
      total_teams: '2',
      fee_aud: '66.00',
    });
  });

  test('of a school that has already applied shows the message and no form', async ({ page, axe }) => {
    const form = new EntryFormPage(page);
    await form.goto(`/enter-online/${CARLINGFORD_SUBMITTED}`);
    await expect(page.getByText('The application from Carlingford has already been submitted')).toContainText(
      'please contact the administrator by email at entries.admin@example.org',
    );
    await expect(form.competition).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send request' })).toHaveCount(0);
    await axe();
  });

  test('that is unknown gives the blank form', async ({ page }) => {
    const form = new EntryFormPage(page);
    await form.goto('/enter-online/ffffffffffffffffffffffffffffffff');
    await expect(form.competition).toBeEnabled();
    await expect(form.competition).toHaveValue('_');
    await expect(form.schoolName).toHaveValue('');
    await expect(form.coordinatorBlocks()).toHaveCount(1);
  });
});
