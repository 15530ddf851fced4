/**
 * A school coordinator fills in the blank online entry form (SPEC sections 2, 4 and 5). Each
 * project (desktop, phone) submits schools of its own, so the two can run side by side.
 */
import { test, expect } from './fixtures';
import { EntryFormPage, MODES, entriesCsv, parseCsv, type OpenMode } from './pages/entry-form';

const coordinator = {
  first: 'Robin',
  last: 'Example',
  title: 'Ms',
  role: 'Teacher',
  email: 'robin.example@example.org',
  mobile: '0491570006',
};

function schoolFor(mode: string, project: string, label = '') {
  return {
    name: `E2E ${mode} ${project}${label} School`,
    address: '1 Example Street',
    suburb: 'Parramatta',
    postcode: '2150',
    phone: '0255500123',
  };
}

test.describe('the blank entry form', () => {
  test('opens with the competition selector and its four choices', async ({ page, axe }) => {
    const form = new EntryFormPage(page);
    await form.goto();
    await expect(page).toHaveTitle(/Enter online$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Enter online');
    const options = form.competition.locator('option');
    await expect(options).toHaveText([
      '-- Select --',
      'Metropolitan Primary',
      'Metropolitan Secondary',
      'Country Primary',
    ]);
    expect(await options.evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value))).toEqual([
      '_',
      'metropolitan_primary',
      'metropolitan_secondary',
      'country_primary',
    ]);
    await expect(form.competition).toHaveValue('_');
    for (const heading of ['School information', 'Coordinators', 'Teams', 'Purchase order and comments']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByLabel('Fax')).toHaveCount(0);
    await form.waitUntilReady();
    await axe();
  });

  test('the security check starts when the coordinator starts on the form, not before', async ({ page }) => {
    const challenges: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/altcha/challenge')) challenges.push(request.url());
    });
    const form = new EntryFormPage(page);
    await form.goto('/enter-online?mode=country_primary');
    await expect(form.send).not.toBeInViewport();
    await page.waitForLoadState('networkidle');
    expect(challenges).toHaveLength(0);
    await expect(form.send).toBeDisabled();

    await form.field('Address').focus();
    await expect(form.send).toBeEnabled({ timeout: 30_000 });
    expect(challenges).toHaveLength(1);
  });

  test('a coordinator enters each open competition and finds the requests in the CSV export', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const form = new EntryFormPage(page);
    const project = testInfo.project.name;
    const teams: Record<OpenMode, Record<string, string>> = {
      metropolitan_primary: {
        Championship: '1',
        Intermediate: '1',
        'Intermediate teams to be allocated to Championship': '1',
        'Rookies (all years)': '1',
      },
      metropolitan_secondary: { 'Senior (years 11 and 12 only)': '1', 'Junior (years 7 and 8 only)': '2' },
      country_primary: { 'Junior Rookies (year 3 and under)': '3' },
    };
    for (const mode of Object.keys(MODES) as OpenMode[]) {
      await form.goto();
      await form.choose(mode);
      await expect(page).toHaveURL(new RegExp(`mode=${mode}`));
      await form.fillSchool(schoolFor(mode, project));
      await form.fillCoordinator(1, { ...coordinator, email: `${mode}.${project}@example.org` });
      if (mode === 'metropolitan_secondary') {
        await expect(page.getByRole('group', { name: 'Home matches' })).toBeVisible();
        await form.field('Teacher supervising home matches (optional)').fill('Mr Lee');
        await form.field('Usual home match day (optional)').selectOption('Tuesday');
      } else {
        await expect(page.getByRole('group', { name: 'Home matches' })).toHaveCount(0);
      }
      await form.setTeams(teams[mode]);
      await expect(form.totalFee).toHaveText('$99.00');
      await expect(page.locator('p', { hasText: 'ENTRIES CLOSE' })).toHaveText(
        'ENTRIES CLOSE Wednesday 25 March 2026 The competition commences on Friday 1 May 2026.',
      );
      await form.submit();
      await expect(form.thankYou).toBeVisible();
      await expect(form.thankYouBox).toBeFocused();
    }

    const rows = parseCsv(await entriesCsv(2026));
    for (const mode of Object.keys(MODES) as OpenMode[]) {
      const mine = rows.filter((r) => r.school === schoolFor(mode, project).name);
      expect(mine, mode).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        competition: mode,
        total_teams: '3',
        fee_aud: '99.00',
        postcode: '2150',
        phone: '0255500123',
        coordinator_1_email: `${mode}.${project}@example.org`,
        coordinator_1_mobile: '0491570006',
        coordinator_1_title: 'Ms',
        coordinator_1_type: 'Teacher',
      });
      expect(mine[0]!.ip_address).toMatch(/127\.0\.0\.1|::1|::ffff:127\.0\.0\.1/);
    }
    const secondary = rows.find((r) => r.school === schoolFor('metropolitan_secondary', project).name)!;
    expect(secondary).toMatchObject({
      senior: '1',
      junior: '2',
      match_day_contact: 'Mr Lee',
      home_match_day: 'Tuesday',
    });
    const primary = rows.find((r) => r.school === schoolFor('metropolitan_primary', project).name)!;
    expect(primary).toMatchObject({
      championship: '1',
      intermediate: '1',
      intermediate_to_championship: '1',
      intermediate_to_rookies: '0',
      rookies: '1',
      junior_rookies: '0',
    });
  });

  test('a closed competition says so and shows no form', async ({ page, axe }) => {
    const form = new EntryFormPage(page);
    await form.goto('/enter-online?mode=country_secondary');
    await expect(form.competition).toHaveValue('country_secondary');
    await expect(page.getByText('Entry to the competition is now closed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send request' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'School information' })).toHaveCount(0);
    await axe();
    // Choosing an open one brings the form back.
    await form.choose('country_primary');
    await expect(page.getByRole('heading', { name: 'School information' })).toBeVisible();
  });

  test('a double click sends one request', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const form = new EntryFormPage(page);
    const school = schoolFor('double', testInfo.project.name);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.headers()['next-action']) sent.push(request.url());
    });
    await form.goto('/enter-online?mode=country_primary');
    await form.fillSchool(school);
    await form.fillCoordinator(1, coordinator);
    await form.setTeams({ Championship: '1' });
    await form.waitUntilReady();
    await page.getByRole('button', { name: 'Send request' }).dblclick();
    await expect(form.thankYou).toBeVisible();
    expect(sent).toHaveLength(1);
    const rows = parseCsv(await entriesCsv(2026)).filter((r) => r.school === school.name);
    expect(rows).toHaveLength(1);
  });
});
