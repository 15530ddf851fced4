/**
 * A school coordinator fills in the blank online entry form (SPEC sections 2, 4 and 5). Each
 * project (desktop, phone) submits schools of its own, so the two can run side by side.
 */
import { test, expect } from './fixtures';
import { EntryFormPage, MODES, entriesCsv, escape, parseCsv, type OpenMode } from './pages/entry-form';

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

  test('each mistake of the rules gets its own message, beside the field and in the summary', async ({
    page,
    axe,
  }) => {
    const form = new EntryFormPage(page);
    await form.goto();
    await form.waitUntilReady();

    await form.send.click();
    await expect(form.summary).toBeVisible();
    await expect(
      form.summary.getByRole('link', { name: 'Competition: Please, select competition' }),
    ).toBeVisible();
    await form.expectFieldError(form.competition, 'Please, select competition');
    await expect(form.competition).toBeFocused();
    for (const label of ['Address', 'Suburb'])
      await form.expectFieldError(form.field(label), "This field can't be empty");
    await form.expectFieldError(form.schoolName, "This field can't be empty");
    await form.expectFieldError(form.field('Postcode'), 'Postcode must contain 4 digits');
    await form.expectFieldError(form.field('Phone'), 'Phone must contain 10 digits');
    const block = form.coordinator(1);
    for (const label of ['First name', 'Last name', 'Title', 'Role', 'Email', 'Mobile']) {
      await form.expectFieldError(block.getByLabel(label), "This field can't be empty");
    }
    await axe();

    await form.choose('metropolitan_primary');
    await form.field('State').fill('');
    await form.field('Postcode').fill('211');
    await form.field('Postal postcode (optional)').fill('21');
    await form.typeDigits(form.field('Phone'), '02555');
    await block.getByLabel('Email').fill('robin at example');
    await form.typeDigits(block.getByLabel('Mobile'), '0491');
    await form.setTeams({ Intermediate: '2', 'Intermediate teams to be allocated to Rookies': '1' });
    await form.send.click();
    await form.expectFieldError(form.field('State'), "This field can't be empty");
    await form.expectFieldError(form.field('Postcode'), 'Postcode must contain 4 digits');
    await form.expectFieldError(form.field('Postal postcode (optional)'), 'Postcode must contain 4 digits');
    await form.expectFieldError(form.field('Phone'), 'Phone must contain 10 digits');
    await form.expectFieldError(block.getByLabel('Email'), 'Please, provide real email address');
    await form.expectFieldError(block.getByLabel('Mobile'), 'Mobile must contain 10 digits');
    const preference =
      'Please nominate the second grade preference for your intermediate grade teams. The total number of teams allocated as a second preference needs to match the number of teams in the intermediate grade.';
    await expect(
      page.getByRole('group', { name: /too few Intermediate entries/ }),
    ).toHaveAccessibleDescription(new RegExp(escape(preference)));
    await expect(
      form.summary.getByRole('link', { name: `Intermediate preference: ${preference}` }),
    ).toBeVisible();

    // No team at all.
    await form.setTeams({ Intermediate: '0', 'Intermediate teams to be allocated to Rookies': '0' });
    await form.send.click();
    await expect(
      form.summary.getByRole('link', { name: 'Teams: Please enter at least one team' }),
    ).toBeVisible();
    await expect(page.locator('#entry-common-errors')).toContainText('Please enter at least one team');

    // The first error gets the focus, and each link in the summary goes to its field.
    await expect(form.schoolName).toBeFocused();
    await form.summary
      .getByRole('link', { name: 'Coordinator 1 email: Please, provide real email address' })
      .click();
    await expect(block.getByLabel('Email')).toBeFocused();

    // Fixing a field clears its message as the coordinator types.
    await form.field('Postcode').fill('2118');
    await expect(form.field('Postcode')).not.toHaveAttribute('aria-invalid', 'true');
    await axe();
  });

  test('the fee follows the team counts', async ({ page }) => {
    const form = new EntryFormPage(page);
    await form.goto('/enter-online?mode=metropolitan_primary');
    await expect(form.competition).toHaveValue('metropolitan_primary');
    await expect(page.getByText('$33.00 per team including GST')).toBeVisible();
    await expect(form.totalFee).toHaveText('$0.00');
    await form.setTeams({ Championship: '2' });
    await expect(form.totalTeams).toHaveText('2 teams');
    await expect(form.totalFee).toHaveText('$66.00');
    await form.setTeams({ 'Rookies (all years)': '12' });
    await expect(form.totalFee).toHaveText('$462.00');
    // Up to two digits, nothing but digits; a blank count becomes 0 when the field is left.
    await form.field('Rookies (all years)').fill('');
    await form.field('Rookies (all years)').pressSequentially('1x23');
    await expect(form.field('Rookies (all years)')).toHaveValue('12');
    await form.field('Championship').fill('');
    await form.field('Intermediate').focus();
    await expect(form.field('Championship')).toHaveValue('0');
    await expect(form.totalFee).toHaveText('$396.00');
    // The preference fields do not count twice.
    await form.setTeams({ 'Intermediate teams to be allocated to Championship': '5' });
    await expect(form.totalFee).toHaveText('$396.00');

    // Another competition starts its counts again from zero.
    await form.choose('metropolitan_secondary');
    await expect(form.totalFee).toHaveText('$0.00');
    await expect(form.field('Championship')).toHaveCount(0);
    await form.setTeams({
      'Senior (years 11 and 12 only)': '1',
      'Intermediate (years 9 and 10 only)': '1',
      'Junior (years 7 and 8 only)': '1',
    });
    await expect(form.totalTeams).toHaveText('3 teams');
    await expect(form.totalFee).toHaveText('$99.00');
  });

  test('coordinators can be added up to five and removed', async ({ page, axe }) => {
    const form = new EntryFormPage(page);
    await form.goto('/enter-online?mode=country_primary');
    await expect(form.coordinatorBlocks()).toHaveCount(1);
    await expect(form.coordinator(1).getByRole('button', { name: /Remove/ })).toHaveCount(0);
    for (let n = 2; n <= 5; n += 1) {
      await form.addCoordinator.click();
      await expect(form.coordinator(n)).toBeVisible();
      await expect(form.coordinator(n).getByLabel('First name')).toBeFocused();
      await form.coordinator(n).getByLabel('First name').fill(`Person ${n}`);
    }
    await expect(form.coordinatorBlocks()).toHaveCount(5);
    await expect(form.addCoordinator).toHaveCount(0);
    await expect(form.coordinator(1).getByRole('option', { name: 'Dr' })).toBeAttached();
    expect(await form.coordinator(1).getByLabel('Title').locator('option').allTextContents()).toEqual([
      '-- Select --',
      'Mr',
      'Mrs',
      'Miss',
      'Ms',
      'Dr',
    ]);
    expect(await form.coordinator(1).getByLabel('Role').locator('option').allTextContents()).toEqual([
      '-- Select --',
      'Coach',
      'Teacher',
      'Principal',
      'Parent',
    ]);
    await axe();

    // Removing the third moves the later ones up.
    await form.coordinator(3).getByRole('button', { name: 'Remove coordinator 3' }).click();
    await expect(form.coordinatorBlocks()).toHaveCount(4);
    await expect(form.coordinator(3).getByLabel('First name')).toHaveValue('Person 4');
    await expect(form.coordinator(4).getByLabel('First name')).toHaveValue('Person 5');
    await expect(form.addCoordinator).toBeVisible();
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

  test('what was typed survives a reload until it is sent', async ({ page }) => {
    const form = new EntryFormPage(page);
    await form.goto('/enter-online');
    await form.choose('metropolitan_secondary');
    await form.field('Address').fill('5 Draft Street');
    await form.coordinator(1).getByLabel('First name').fill('Kept');
    await form.addCoordinator.click();
    await form.coordinator(2).getByLabel('Email').fill('second@example.org');
    await form.setTeams({ 'Senior (years 11 and 12 only)': '4' });
    // The draft is saved a moment after the last keystroke: reload once it holds the last one.
    await expect
      .poll(() => page.evaluate(() => Object.values(localStorage).some((v) => /"senior":"?4"?/.test(v))))
      .toBe(true);
    await page.reload();
    await expect(page.getByText(/We kept what you typed on/)).toBeVisible();
    await expect(form.competition).toHaveValue('metropolitan_secondary');
    await expect(form.field('Address')).toHaveValue('5 Draft Street');
    await expect(form.coordinator(1).getByLabel('First name')).toHaveValue('Kept');
    await expect(form.coordinator(2).getByLabel('Email')).toHaveValue('second@example.org');
    await expect(form.field('Senior (years 11 and 12 only)')).toHaveValue('4');
    await expect(form.totalFee).toHaveText('$132.00');

    await page.getByRole('button', { name: 'Clear the form and start again' }).click();
    await expect(form.field('Address')).toHaveValue('');
    await page.reload();
    await expect(page.getByText(/We kept what you typed on/)).toHaveCount(0);
    await expect(form.field('Address')).toHaveValue('');
  });

  test('picking a school from the type-ahead fills in its details, without any coordinator', async ({
    page,
  }) => {
    const form = new EntryFormPage(page);
    const lookups: string[] = [];
    page.on('response', async (response) => {
      if (/school-name-typeahead|search-school-by-name/.test(response.url()))
        lookups.push(await response.text());
    });
    await form.goto('/enter-online?mode=metropolitan_primary');
    await form.schoolName.pressSequentially('Summer', { delay: 30 });
    const list = page.getByRole('listbox', { name: 'Schools' });
    await expect(list.getByRole('option', { name: 'Summer Hill Public School' })).toBeVisible();
    await expect(form.schoolName).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(form.schoolName).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Enter');
    await expect(form.schoolName).toHaveValue('Summer Hill Public School');
    await expect(form.field('Address')).toHaveValue("Demo address, not the school's");
    await expect(form.field('Phone')).toHaveValue(/^\(02\) 5550 \d{4}$/);
    await expect(form.field('Suburb')).not.toHaveValue('');
    // The form was not sent by that Enter, and no look-up answered with a coordinator's details.
    await expect(form.summary).toHaveCount(0);
    expect(lookups.length).toBeGreaterThanOrEqual(2);
    for (const body of lookups) expect(body).not.toMatch(/@|first_name|last_name|mobile/);
  });
});
