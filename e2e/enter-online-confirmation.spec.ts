/**
 * What a coordinator keeps once a request is sent (issue 31, item 18): a confirmation at its own address with
 * a reference and a summary of what was sent, that a reload keeps, that prints on one A4 page, and that stays
 * out of caches, search engines and referrers. The same request again from a new form is recognised, and a
 * changed one is stored as a change of the first. Each project (desktop, phone) sends a school of its own.
 */
import { PDFDocument } from 'pdf-lib';
import { test, expect } from './fixtures';
import { EntryFormPage, entriesCsv, parseCsv } from './pages/entry-form';
import { pdfPageTexts } from './pdf-text';

const REFERENCE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const SENT_AT = /^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ 20\d\d at \d{1,2}:\d\d [ap]m$/;

const coordinator = {
  first: 'Jordan',
  last: 'Example',
  title: 'Mr',
  role: 'Coach',
  email: 'jordan.example@example.org',
  mobile: '0491570159',
};

async function sendRequest(form: EntryFormPage, name: string, championship: string) {
  await form.goto('/enter-online?mode=country_primary');
  await form.fillSchool({
    name,
    address: '2 Example Road',
    suburb: 'Armidale',
    postcode: '2350',
    phone: '0255500177',
  });
  await form.fillCoordinator(1, coordinator);
  await form.setTeams({ Championship: championship, 'Rookies (all years)': '1' });
  await form.submit();
  await expect(form.page).toHaveURL(/\/enter-online\/sent\/[\w-]{22}(\?already=1)?$/);
  await expect(form.page.getByRole('heading', { level: 1, name: 'Your entry request' })).toBeVisible();
}

/** The value beside a label in the summary. */
const detail = (form: EntryFormPage, label: string) =>
  form.page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test('a coordinator keeps a confirmation with a reference, and a repeat or a change is not a second application', async ({
  page,
  axe,
}, testInfo) => {
  test.setTimeout(150_000);
  const form = new EntryFormPage(page);
  const name = `E2E Confirmation ${testInfo.project.name} School`;

  await sendRequest(form, name, '2');
  await expect(form.thankYou).toBeVisible();
  await expect(form.thankYouBox).toBeFocused();
  const address = page.url();
  const reference = (await page
    .locator('p', { hasText: /^Reference / })
    .locator('strong')
    .textContent())!;
  expect(reference).toMatch(REFERENCE);
  await expect(detail(form, 'Competition')).toHaveText('Country primary, 2026 season');
  await expect(detail(form, 'Sent')).toHaveText(SENT_AT);
  await expect(detail(form, 'School')).toHaveText(`${name}2 Example RoadArmidale NSW 2350`);
  await expect(detail(form, 'Phone')).toHaveText('(02) 5550 0177');
  const teams = page.getByRole('table', { name: 'Teams' });
  await expect(teams.getByRole('row', { name: 'Championship 2' })).toBeVisible();
  await expect(teams.getByRole('row', { name: 'Rookies (all years) 1' })).toBeVisible();
  await expect(teams.getByRole('row', { name: 'Total 3' })).toBeVisible();
  await expect(teams.getByRole('row', { name: 'Entry fee $99.00 including GST' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Mr Jordan Example' })).toHaveText(
    'Mr Jordan ExampleCoachjordan.example@example.org0491 570 159',
  );
  const email = page.getByRole('link', { name: 'Email this summary' });
  const mailto = decodeURIComponent((await email.getAttribute('href'))!);
  expect(mailto).toContain(`subject=Entry request ${reference}`);
  expect(mailto).toContain('Entry fee: $99.00 including GST');
  expect(mailto).not.toContain(address.split('/').pop()!);
  await expect(page.getByRole('button', { name: 'Print this page' })).toBeVisible();
  await axe();

  // Private: not kept by caches, not indexed, and its address leaves in no Referer.
  const answer = await page.request.get(address);
  expect(answer.headers()['cache-control']).toMatch(/no-store/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');

  // A reload keeps it.
  await page.reload();
  await expect(page.locator('p', { hasText: /^Reference / }).locator('strong')).toHaveText(reference);

  // Printed: one A4 page with the reference and the teams, without the site's menus or the buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print this page' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
  const pdf = await page.pdf({ format: 'A4', printBackground: false });
  const pages = (await PDFDocument.load(pdf)).getPages();
  expect(pages).toHaveLength(1);
  // A4 portrait: 595 x 842 points (Chromium rounds the paper to a hundredth of an inch).
  expect(Math.abs(pages[0]!.getWidth() - 595)).toBeLessThan(2);
  expect(Math.abs(pages[0]!.getHeight() - 842)).toBeLessThan(2);
  // Chromium's PDF spaces some letters apart: compared without spaces.
  const printed = (await pdfPageTexts(pdf))[0]!.replace(/\s+/g, '');
  expect(printed).toContain(reference);
  expect(printed).toContain('Countryprimary,2026season');
  expect(printed).toContain('Entryfee$99.00includingGST');
  expect(printed).not.toContain('Printthispage');
  await page.emulateMedia({ media: 'screen' });

  // The same details from a new form: recognised, nothing stored, the first's reference.
  await sendRequest(form, name, '2');
  await expect(page).toHaveURL(/\?already=1$/);
  await expect(page.getByRole('status')).toContainText('We already had this request from your school, sent ');
  await expect(page.getByRole('status')).toContainText(
    'Nothing new was stored; your reference has not changed.',
  );
  await expect(page.locator('p', { hasText: /^Reference / }).locator('strong')).toHaveText(reference);
  let rows = parseCsv(await entriesCsv(2026)).filter((r) => r.school === name);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ reference, version: '1', change_of: '', championship: '2' });

  // Other details: a change of the first, under the same reference.
  await sendRequest(form, name, '3');
  await expect(page.getByRole('status')).toContainText(
    "This changes your school's earlier request (change 1). The league will use these details.",
  );
  await expect(page.locator('p', { hasText: /^Reference / }).locator('strong')).toHaveText(reference);
  await expect(
    page.getByRole('table', { name: 'Teams' }).getByRole('row', { name: 'Total 4' }),
  ).toBeVisible();
  rows = parseCsv(await entriesCsv(2026)).filter((r) => r.school === name);
  expect(rows).toHaveLength(2);
  expect(rows[1]).toMatchObject({ reference, version: '2', change_of: rows[0]!.id, championship: '3' });
});

test('an unknown confirmation address is a 404 that says where to write', async ({ page, axe }) => {
  const answer = await page.goto('/enter-online/sent/AAAAAAAAAAAAAAAAAAAAAA');
  expect(answer?.status()).toBe(404);
  await expect(page.getByText(/We could not find this request/)).toContainText(
    'write to the league with your school name at entries.admin@example.org.',
  );
  await axe();
});
