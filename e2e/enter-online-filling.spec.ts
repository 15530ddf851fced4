/**
 * A school coordinator fills in the blank online entry form (SPEC sections 2, 4 and 5): the messages
 * beside each field, the fee, the coordinator blocks, the kept draft and the school look-up.
 */
import { test, expect } from './fixtures';
import { EntryFormPage, escape } from './pages/entry-form';

test.describe('the blank entry form', () => {
  // Three tests of one form's messages, each well within the test timeout on a slow machine (issue 31, item 23).
  test('an empty form: each required field says so, beside it and in the summary', async ({ page, axe }) => {
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
  });

  /** The form with a competition chosen and a value of each kind typed wrong, sent. */
  async function sentWrong(form: EntryFormPage) {
    await form.goto();
    await form.waitUntilReady();
    await form.choose('metropolitan_primary');
    await form.field('State').fill('');
    await form.field('Postcode').fill('211');
    await form.field('Postal postcode (optional)').fill('21');
    await form.typeDigits(form.field('Phone'), '02555');
    const block = form.coordinator(1);
    await block.getByLabel('Email').fill('robin at example');
    await form.typeDigits(block.getByLabel('Mobile'), '0491');
    await form.setTeams({ Intermediate: '2', 'Intermediate teams to be allocated to Rookies': '1' });
    await form.send.click();
    return block;
  }

  test('each value typed wrong gets the rule’s own message', async ({ page }) => {
    const form = new EntryFormPage(page);
    const block = await sentWrong(form);
    await form.expectFieldError(form.field('State'), "This field can't be empty");
    await form.expectFieldError(form.field('Postcode'), 'Postcode must contain 4 digits');
    await form.expectFieldError(form.field('Postal postcode (optional)'), 'Postcode must contain 4 digits');
    await form.expectFieldError(form.field('Phone'), 'Phone must contain 10 digits');
    await form.expectFieldError(
      block.getByLabel('Email'),
      'Enter an email address like name@school.nsw.edu.au',
    );
    await form.expectFieldError(block.getByLabel('Mobile'), 'Mobile must contain 10 digits');
    const preference =
      'Please nominate the second grade preference for your intermediate grade teams. The total number of teams allocated as a second preference needs to match the number of teams in the intermediate grade.';
    await expect(
      page.getByRole('group', { name: /too few Intermediate entries/ }),
    ).toHaveAccessibleDescription(new RegExp(escape(preference)));
    await expect(
      form.summary.getByRole('link', { name: `Intermediate preference: ${preference}` }),
    ).toBeVisible();
  });

  test('no team at all is said once; the summary’s links go to their fields, and a fixed field is cleared', async ({
    page,
    axe,
  }) => {
    const form = new EntryFormPage(page);
    const block = await sentWrong(form);
    await form.setTeams({ Intermediate: '0', 'Intermediate teams to be allocated to Rookies': '0' });
    await form.send.click();
    await expect(
      form.summary.getByRole('link', { name: 'Teams: Please enter at least one team' }),
    ).toBeVisible();
    await expect(page.locator('#entry-common-errors')).toContainText('Please enter at least one team');

    // The first error gets the focus, and each link in the summary goes to its field.
    await expect(form.schoolName).toBeFocused();
    await form.summary
      .getByRole('link', { name: 'Coordinator 1 email: Enter an email address like name@school.nsw.edu.au' })
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
