/**
 * The scorer's desk as a zone scorer and the Director of Play settle results (issue 31, items 3 to 7), on the
 * demo store at 375 px (the writes project). Writes only to IE1 round 4 1v4 and 2v3 and round 6 1v6 (East,
 * intermediate: played, no result in the demo); reads PA2, PA and HU without writing.
 */
import ExcelJS from 'exceljs';
import { phonePhoto } from '../test/phone-photo.mjs';
import { test, expect } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { MatchCardPage, privateAddresses } from './pages/match-cards';

const DISPUTED = 'IE1~r4~1v4';
const ENTERED = 'IE1~r4~2v3';
const FEED = '/2026/changes/feed.xml';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The filter links of the desk (`Late (12)`, `Disputed (1)`, …). */
const filters = (page: Page) => page.getByRole('navigation', { name: 'Show matches' });
const board = (form: Locator, n: number) => form.getByRole('group', { name: `Board ${n}` });

test.describe("settling results on the scorer's desk", () => {
  test.describe.configure({ mode: 'serial' });
  let links: Map<string, string>;

  test.beforeAll(() => {
    links = privateAddresses();
  });

  test('a waiting card shows its boards and score before it is published', async ({ page, axe }) => {
    const card = new MatchCardPage(page);
    await page.goto(`${links.get('school Waverley')!}/match/${DISPUTED}`);
    await card.choose(['1–0', '½–½', '1–0', '0–1']);
    await card.send();

    await page.goto(`${links.get('scorer E')!}/desk/${DISPUTED}`);
    const reported = page.getByRole('table', { name: /^The reported version, board by board/ });
    await expect(reported.getByRole('columnheader')).toHaveText(['Board', "Waverley's version"]);
    await expect(reported.getByRole('row', { name: /^Board 1 / })).toContainText('1–0');
    await expect(reported.getByRole('row', { name: /^Board 2 / })).toContainText('½–½');
    await expect(reported.getByRole('row', { name: /^Score/ })).toContainText('(2½–1½)');
    await expect(page.getByRole('button', { name: "Publish Waverley's version" })).toBeVisible();
    await axe();
  });

  test('the desk opens on a dispute, for the scorer and the Director of Play, and a dispute stands out', async ({
    page,
    axe,
  }) => {
    const card = new MatchCardPage(page);
    await page.goto(`${links.get('school Sydney Grammar')!}/match/${DISPUTED}?dispute=1`);
    await card.choose(['0–1', '½–½', '1–0', '0–1']);
    await page.getByLabel('What is wrong with the reported result').fill('Board 1 was won by Grammar.');
    await card.send('Dispute');

    for (const official of ['scorer E', 'director -']) {
      await page.goto(links.get(official)!);
      const disputed = filters(page).getByRole('link', { name: /^Disputed/ });
      await expect(disputed).toHaveAttribute('aria-current', 'page');
      await expect(page.locator(`[data-match="${DISPUTED}"]`)).toContainText(
        'Disputed — waiting for you to settle it',
      );
      // Its colours are not the other filters' (the current one's or the rest's).
      const colours = (link: Locator) =>
        link.evaluate((a) => `${getComputedStyle(a).backgroundColor} ${getComputedStyle(a).borderColor}`);
      const late = filters(page).getByRole('link', { name: /^Late/ });
      await expect(late).not.toHaveAttribute('aria-current', 'page');
      expect(await colours(disputed)).not.toBe(await colours(late));
      await page.goto(`${links.get(official)!}?show=late`);
      expect(await colours(disputed)).not.toBe(await colours(late));
      expect(await colours(disputed)).not.toBe(
        await colours(filters(page).getByRole('link', { name: /^Published/ })),
      );
    }
    await axe();
  });

  test('after publishing, the result and its boards are shown, and a correction starts from them', async ({
    page,
    request,
    axe,
  }) => {
    await page.goto(`${links.get('scorer E')!}/desk/${DISPUTED}`);
    await page.getByRole('button', { name: "Publish Sydney Grammar A's version" }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Done: the result is published everywhere, and the schools can no longer change it.',
    );
    const published = page.getByRole('table', { name: /^As published, board by board/ });
    await expect(published.getByRole('row', { name: /^Board 1 / })).toContainText('0–1');
    await expect(published.getByRole('row', { name: /^Score/ })).toContainText('(1½–2½)');
    await expect(page.getByText('Published by the scorer.')).toBeVisible();

    // The trail: numbered 1, 2, 3 for this match; the publish row shows the boards it published.
    const trail = page.getByTestId('audit-trail');
    await expect(trail.locator('tbody tr td:first-child')).toHaveText(['1', '2', '3']);
    await expect(trail.locator('tbody tr').nth(2)).toContainText('Published a reported version (#2)');
    await expect(trail.locator('tbody tr').nth(2)).toContainText('0–1, ½–½, 1–0, 0–1 (1½–2½)');

    // The correction: boards as published, one reason field, a button saying what it does.
    const form = page.getByRole('region', { name: 'Correct the published result' });
    await expect(board(form, 1).getByRole('radio', { name: /^0–1/ })).toBeChecked();
    await expect(board(form, 2).getByRole('radio', { name: /^½–½/ })).toBeChecked();
    await expect(board(form, 3).getByRole('radio', { name: /^1–0/ })).toBeChecked();
    await expect(board(form, 4).getByRole('radio', { name: /^0–1/ })).toBeChecked();
    await expect(form.getByRole('textbox', { name: /reason|comment|note/i })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Send result' })).toHaveCount(0);
    await axe();

    // Without a reason it is refused beside the field, and nothing changes.
    await board(form, 4).getByRole('radio', { name: /^½–½/ }).check();
    await form.getByRole('button', { name: 'Publish the corrected result' }).click();
    await expect(form.getByText('Give the reason for the correction.').first()).toBeVisible();
    await expect(trail.locator('tbody tr')).toHaveCount(3);

    await form
      .getByLabel('Reason for the correction (required)')
      .fill('Board 4 was drawn, says the signed card');
    await form.getByLabel('Photo of the signed card (optional)').setInputFiles({
      name: 'card.jpg',
      mimeType: 'image/jpeg',
      buffer: await phonePhoto(),
    });
    await form.getByRole('button', { name: 'Publish the corrected result' }).click();
    await expect(
      page.getByText('Corrected by the scorer: Board 4 was drawn, says the signed card.'),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: /^As published, board by board/ }).getByRole('row', { name: /^Score/ }),
    ).toContainText('(2–2)');
    await expect(trail.locator('tbody tr')).toHaveCount(4);
    // The photo sent with the correction is kept, and linked beside the published result.
    await expect(trail.locator('tbody tr').nth(3)).toContainText('photo');
    const photo = page.getByRole('link', { name: 'Photo of the signed card' });
    expect((await request.get((await photo.getAttribute('href'))!)).headers()['content-type']).toBe(
      'image/jpeg',
    );
    // A new form for the new version: its boards.
    await expect(board(form, 4).getByRole('radio', { name: /^½–½/ })).toBeChecked();
    expect(await (await request.get(FEED)).text()).toContain(
      'IE1 round 4: Waverley 2–2 Sydney Grammar A, corrected by the scorer: Board 4 was drawn, says the signed card, was 1½–2½',
    );
  });

  test('a result entered from the paper card, and eligibility counted by the metropolitan secondary rule', async ({
    page,
    axe,
  }) => {
    await page.goto(`${links.get('scorer E')!}/desk/${ENTERED}`);
    const form = page.getByRole('region', { name: 'Enter the result from the paper card' });
    await new MatchCardPage(page).choose(['1–0', '1–0', '½–½', '0–1']);
    await form.getByText("Players' names (optional)").click();
    for (const [n, name] of ['Ann Lee', 'Bo Chen', 'Cy Dale', 'Di Evans'].entries())
      await form.getByLabel(`Board ${n + 1}: Scots player`).fill(name);
    await form.getByLabel('Note (optional)').fill('From the signed card');
    await form.getByRole('button', { name: 'Publish this result' }).click();
    await expect(page.getByText('Entered by the scorer.')).toBeVisible();

    await page.goto(`${links.get('scorer E')!}?show=published`);
    const eligibility = page.getByRole('region', { name: 'Eligibility for the finals' });
    await expect(eligibility).toContainText('at least 50% of the team’s preliminary matches');
    const scots = eligibility.getByRole('table', {
      name: /^IE1 Scots: \d of 7 preliminary matches published/,
    });
    await expect(scots).toContainText('a finalist needs 4');
    await expect(scots.getByRole('row', { name: /^Ann Lee/ })).toHaveText(/Ann Lee\s*1\s*Not (yet|known)/);
    await axe();
  });

  test('each competition is checked by its own rule, or told it has none; the draw link names the zone', async ({
    page,
    axe,
  }) => {
    await page.goto(`${links.get('scorer PA')!}?show=all`);
    const eligibility = page.getByRole('region', { name: 'Eligibility for the finals' });
    await expect(eligibility).toContainText(
      'The primary rules set no number of matches a player must have played to play in the finals',
    );
    await expect(eligibility.getByRole('table')).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: 'Parramatta Intermediate draw and results' }),
    ).toHaveAttribute('href', '/2026/divisions/intermediate/PA');
    await axe();

    await page.goto(`${links.get('scorer HU')!}?show=all`);
    await expect(page.getByRole('region', { name: 'Eligibility for the finals' })).toContainText(
      'The Country secondary rules set no number of matches',
    );
    await expect(page.getByRole('link', { name: 'Hunter draw and results' })).toBeVisible();

    // A result the league posted without its boards: said so, and the correction starts blank.
    await page.goto(`${links.get('scorer PA')!}/desk/PA2~r1~2v7`);
    await expect(
      page.getByText("St Bernadette's Castle Hill A 2½–1½ Murray Farm C; the boards are not on record."),
    ).toBeVisible();
    await expect(
      page.getByText('The published result has no boards on record: choose each board’s result.'),
    ).toBeVisible();
  });

  test('a workbook upload says what changes in the zone, in words, and its results are credited to the scorer', async ({
    page,
    request,
  }) => {
    const scorer = links.get('scorer E')!;
    const download = await request.get(`${scorer}/desk/workbook`);
    const unchanged = await download.body();
    await page.goto(`${scorer}?show=all`);
    const upload = page.getByLabel('Edited workbook (.xlsx, at most 2 MB)');
    await upload.setInputFiles({ name: '2026-E.xlsx', mimeType: XLSX, buffer: unchanged });
    await page.getByRole('button', { name: 'Check the workbook' }).click();
    const status = page.getByRole('status');
    await expect(status).toContainText(
      'Nothing would change in E: the workbook has the same results and dates as the site.',
    );
    await expect(status).not.toContainText('Replaced season');
    await expect(page.getByRole('button', { name: 'Import these changes' })).toHaveCount(0);

    // IE1 round 6, Waverley (row 6) 3–1 Cranbrook (row 11): the round 6 column is H.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(unchanged as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('IE1')!;
    expect(sheet.getCell('B6').value).toBe('Waverley');
    expect(sheet.getCell('B11').value).toBe('Cranbrook');
    sheet.getCell('H6').value = 3;
    sheet.getCell('H11').value = 1;
    const edited = Buffer.from(await workbook.xlsx.writeBuffer());
    await upload.setInputFiles({ name: '2026-E.xlsx', mimeType: XLSX, buffer: edited });
    await page.getByRole('button', { name: 'Check the workbook' }).click();
    await expect(status).toContainText('1 result would change in E:');
    await expect(status.getByRole('listitem')).toHaveText([
      'IE1!H6 and IE1!H11: IE1 round 6, Waverley v Cranbrook: 3–1.',
    ]);
    await page.getByRole('button', { name: 'Import these changes' }).click();
    await expect(status).toContainText('Imported: the site shows the changes now.');
    await expect(status).toContainText('1 result changed in E:');
    expect((await (await request.get(FEED)).text()).replaceAll('&apos;', "'")).toContain(
      'IE1 round 6: Waverley 3–1 Cranbrook, posted by the E scorer’s workbook',
    );
  });
});
