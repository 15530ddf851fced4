/**
 * Match cards on the demo data at 375 px (the mobile project only: each journey publishes a result once).
 * The demo's PA2 has every result posted, so the journeys use IE1 (East, intermediate), whose rounds 3 to 7
 * were played with no result in the demo and which no other spec reads: a school reports, the other
 * confirms (published everywhere within 2 s) or disputes (nothing published).
 */
import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import { pdfPageTexts } from './pdf-text';
import { phonePhoto } from '../test/phone-photo.mjs';
import { test, expect } from './fixtures';
import { league } from './league-command';
import { seenWithin } from './seen-within';
import type { APIRequestContext, Page } from '@playwright/test';
import { DrawsPage } from './pages/draws';
import { MatchCardPage, SchoolCardsPage, schoolAddresses } from './pages/match-cards';

const ZONE = '/2026/divisions/intermediate/E';
const CALENDAR = '/2026/divisions/intermediate/E/IE1/calendar.ics';
const FEED = '/2026/changes/feed.xml';
const SCHOOL_FEED = '/schools/reddam-house/feed.xml';

/** The IE1 results row of a team: its number, its score in rounds 1 to 7, total and place. */
async function resultsRow(page: Page, team: string): Promise<string[]> {
  const draws = new DrawsPage(page);
  await draws.goto(ZONE);
  await draws.tab('IE1').click();
  const table = page.getByRole('table', { name: /^Results: IE1/ });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: team }) });
  return (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
}

/** The IE1 draw's list item for a pairing (`7 v 1`) in a round. */
async function pairing(page: Page, round: number, text: string) {
  const draw = page.getByRole('table', { name: /^Draw: IE1/ });
  return draw
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `Round ${round}` }) })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${text}\\b`) });
}

/** A team's IE1 score in a round, as the zone page's HTML has it: read without a browser, for timing. */
function roundScoreInHtml(html: string, team: string, round: number): string | undefined {
  const table = html.slice(html.indexOf('Results: IE1'));
  const row = new RegExp(`>${team}</a></th>(.*?)</tr>`, 's').exec(table)?.[1] ?? '';
  const cells = [...row.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map(([, cell]) => cell!.replace(/<[^>]+>/g, ''));
  return cells[round - 1]?.trim();
}

/** A team's round 7 score against `opponent` on a school's page. */
async function schoolScore(page: Page, slug: string, opponent: string) {
  await page.goto(`/schools/${slug}`);
  const row = page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Round 7' }) })
    .filter({ has: page.getByRole('cell', { name: opponent, exact: true }) });
  return row.getByRole('cell').last();
}

const unfolded = async (request: APIRequestContext, path: string) =>
  (await (await request.get(path)).text()).replace(/\r\n[ \t]/g, '');

test.describe('match cards', () => {
  test.describe.configure({ mode: 'serial' });
  let addresses: Map<string, string>;
  test.beforeAll(() => {
    addresses = schoolAddresses(2026);
  });

  test('the home school reports, the away school confirms, and every page carries the result within 2 s', async ({
    page,
    request,
    axe,
  }) => {
    test.slow();
    const [home, away] = [addresses.get('Reddam House')!, addresses.get('Waverley')!];
    expect(home).toMatch(/^\/private\/[A-Za-z0-9_-]{43}$/);
    const standingsBefore = await resultsRow(page, 'Reddam House');
    expect(standingsBefore[7]).toBe('-');
    // The division's calendar and the feeds, kept in the page cache from now on: the confirmation must replace
    // those copies.
    const confirmedLine = 'IE1 round 7: Reddam House 2½–1½ Waverley, confirmed by both schools';
    expect(await unfolded(request, CALENDAR)).not.toContain('Result: Reddam House 2½\\, Waverley 1½');
    expect(await unfolded(request, FEED)).not.toContain(confirmedLine);
    expect(await unfolded(request, SCHOOL_FEED)).not.toContain(confirmedLine);
    for (const kept of [CALENDAR, FEED, SCHOOL_FEED])
      expect((await request.get(kept)).headers()['x-nextjs-cache']).toBe('HIT');

    // Reddam House's page: round 7 at home to Waverley waits for its result.
    await page.goto(home);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reddam House: match results 2026');
    const school = new SchoolCardsPage(page);
    const due = school.match(school.waiting, 7, 'Waverley');
    await expect(due).toContainText('Result needed');
    await axe();
    await due.getByRole('link', { name: /^Enter result/ }).click();

    const card = new MatchCardPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('IE1 round 7: Reddam House v Waverley');
    await expect(card.board(1)).toHaveAccessibleDescription(/Reddam House plays White/);
    await card.choose(['1–0', '½–½', '1–0', '0–1']);
    await expect(card.preview).toHaveText('Match score: Reddam House 2½–1½ Waverley.');
    await page.getByLabel('Photo of the signed card (optional)').setInputFiles({
      name: 'card.jpg',
      mimeType: 'image/jpeg',
      buffer: await phonePhoto(),
    });
    await axe();
    await card.send();
    await expect(card.state).toHaveText('Reported by you — waiting for Waverley');

    // The public draw: awaiting confirmation, no score, standings unchanged.
    expect(await resultsRow(page, 'Reddam House')).toEqual(standingsBefore);
    await expect(await pairing(page, 7, '7 v 1')).toHaveText('7 v 1 (reported, awaiting confirmation)');

    // Waverley confirms what it was shown, photo and all (without its location).
    await page.goto(away);
    const theirs = school.match(school.waiting, 7, 'Reddam House');
    await expect(theirs).toContainText('Reported by Reddam House — please confirm');
    await axe();
    await theirs.getByRole('link', { name: /^Confirm result/ }).click();
    const reported = page.getByRole('table', { name: /^As reported by Reddam House/ });
    await expect(reported.getByRole('row')).toHaveCount(5);
    const photo = page.getByRole('link', { name: 'Photo of the signed card' });
    const stored = await request.get((await photo.getAttribute('href'))!);
    expect(stored.headers()['content-type']).toBe('image/jpeg');
    expect(stored.headers()['cache-control']).toBe('private, no-store');
    const metadata = await sharp(await stored.body()).metadata();
    expect([metadata.format, metadata.exif, metadata.xmp]).toEqual(['jpeg', undefined, undefined]);
    // It downloads under the name the cards' audit CSV gives it, on the report's row.
    const fileName = /filename="([^"]+)"/.exec(stored.headers()['content-disposition']!)![1]!;
    expect(fileName).toMatch(/^card-[A-Za-z0-9-]+-photo-\d+\.jpg$/);
    expect(
      league('cards', '2026')
        .split('\n')
        .find((row) => row.includes(`,${fileName},`)),
    ).toContain(',report,home,');
    await axe();
    await page.getByRole('button', { name: 'Confirm result' }).click();
    await expect(page.getByRole('status')).toHaveText('Confirmed: Reddam House 2½–1½ Waverley is published.');
    await expect(card.state).toHaveText('Confirmed: Reddam House 2½–1½ Waverley');

    // Within 2 s of the confirmation the zone's draw and standings have it.
    await seenWithin(2_000, async () =>
      expect(roundScoreInHtml(await (await request.get(ZONE)).text(), 'Reddam House', 7)).toBe('2½'),
    );
    const zone = await page.context().newPage();
    // A returning visitor's browser marks it as changed since the last visit.
    expect((await resultsRow(zone, 'Waverley'))[7]).toMatch(/^1½(\n|$)/);
    await expect(await pairing(zone, 7, '7 v 1')).toHaveText('7 v 1');

    // The school pages, the division's calendar and the season's change feed.
    await expect(await schoolScore(zone, 'reddam-house', 'Waverley')).toHaveText('2½–1½');
    await expect(await schoolScore(zone, 'waverley', 'Reddam House')).toHaveText('1½–2½');
    expect(await unfolded(request, CALENDAR)).toContain('Result: Reddam House 2½\\, Waverley 1½');
    expect(await unfolded(request, FEED)).toContain(confirmedLine);
    expect(await unfolded(request, SCHOOL_FEED)).toContain(confirmedLine);
  });

  test('the away school disputes: nothing is published', async ({ page, axe }) => {
    const [home, away] = [addresses.get('Cranbrook')!, addresses.get('Scots')!];
    const card = new MatchCardPage(page);
    await page.goto(home);
    const school = new SchoolCardsPage(page);
    await school
      .match(school.waiting, 7, 'Scots')
      .getByRole('link', { name: /^Enter result/ })
      .click();
    await card.choose(['1–0', '1–0', '½–½', '0–1']);
    await card.send();

    await page.goto(away);
    await school
      .match(school.waiting, 7, 'Cranbrook')
      .getByRole('link', { name: /^Dispute/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Dispute: your version of the boards' })).toBeVisible();
    await card.choose(['0–1', '1–0', '½–½', '0–1']);
    await page.getByLabel('What is wrong with the reported result').fill('Board 1 was won by Scots.');
    await axe();
    await card.send('Dispute');
    await expect(card.state).toHaveText('Disputed — the zone scorer will settle it');
    await expect(page.getByRole('table', { name: /^As disputed by Scots/ })).toBeVisible();

    const row = await resultsRow(page, 'Cranbrook');
    expect(row[7]).toBe('-');
    await expect(await pairing(page, 7, '6 v 2')).toHaveText('6 v 2 (reported, awaiting confirmation)');
  });

  test('private pages are private: not cached, indexed or referred, and closed to other schools', async ({
    request,
  }) => {
    const home = addresses.get('Reddam House')!;
    const response = await request.get(home);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['cache-control']).toMatch(/\bprivate\b/);
    expect(headers['cache-control']).toMatch(/\bno-store\b/);
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow/);
    expect(html).toMatch(/<meta name="referrer" content="no-referrer"/);
    expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /private/');
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/private/');

    // Another school's address does not open Reddam House's match, nor an address that does not exist.
    const other = addresses.get('Cranbrook')!;
    expect((await request.get(`${other}/match/IE1~r7~7v1`)).status()).toBe(404);
    expect((await request.get(`/private/${'A'.repeat(43)}`)).status()).toBe(404);
  });

  test('the paper card prints filled in on one A4 page, with the QR code of its page', async ({
    page,
    axe,
  }) => {
    const away = addresses.get('Reddam House')!;
    await page.goto(`${away}/match/IE1~r6~8v7`);
    await page.getByRole('link', { name: 'Print the paper card' }).click();
    await expect(page.getByRole('heading', { name: 'IE1 round 6' })).toBeVisible();
    await expect(page.getByRole('img', { name: "QR code of this card's private address" })).toBeVisible();
    await axe();
    await page.emulateMedia({ media: 'print' });
    for (const hidden of [
      page.getByRole('button', { name: 'Print card' }),
      page.getByRole('banner'),
      page.getByRole('heading', { name: 'Paper match card' }),
    ])
      await expect(hidden).toBeHidden();
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: false });
    const pages = (await PDFDocument.load(pdf)).getPages().map((p) => p.getSize());
    // A4 portrait: 595 x 842 points, whatever the draws' landscape pages say.
    expect(pages.map((size) => [Math.round(size.width), Math.round(size.height)])).toEqual([[595, 842]]);
    // The PDF's text spaces some glyphs apart: compared without spaces.
    const text = (await pdfPageTexts(pdf))[0]!.replace(/\s+/g, '');
    for (const words of ['Marcellin Randwick', 'Reddam House', 'Friday 5 June 2026', 'Board 4', 'Signature'])
      expect(text).toContain(words.replace(/\s+/g, ''));
  });
});
