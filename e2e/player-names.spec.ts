/**
 * Players' names from a card to the public pages, as each school allows (docs/privacy.md). In the `writes`
 * project, on NC1 (North Coast, country secondary) round 4, which no other spec reads: Coffs Harbour registers
 * Mia Castillo (`First name and initial`) and Quentin Zebedee (`Not shown`) and chooses them on its card at
 * 375 px, and types Rubi Ng at the table for Ruby Ng (`First name and initial`), whom the coordinator then
 * matches; Manning Valley, which keeps no register, types Tom Hale, and confirms. Then: the register's season,
 * eligibility and certificate; the zone's page and the schools' pages naming Mia C. and Ruby N.; a crawl of every
 * public response; `Full name` shown within 2 s; a removal that leaves every standings table as it was.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { schoolSlug } from '@/lib/league/school-slug';
import { MatchCardPage, privateAddresses } from './pages/match-cards';
import { addPlayer, playerItem } from './pages/players';
import { publicResponses } from './pages/public-responses';
import { seenWithin } from './seen-within';

const COFFS = 'Coffs Harbour Christian Community School';
const MANNING = 'Manning Valley Anglican College';
const MATCH = 'NC1~r4~12v3';
/** What no public response may hold: the hidden players' names, the typed spelling, and the surnames. */
const NEVER = /Quentin|Zebedee|Castillo|Tom Hale|Rubi|Ruby Ng/;
const ZONE_PAGE = '/2026/divisions/country/NC';
/** The pages that show the match's boards. */
const BOARD_PAGES = [ZONE_PAGE, ...[COFFS, MANNING].map((s) => `/schools/${schoolSlug(s)}`)];

async function boardsOf(request: APIRequestContext, pagePath: string): Promise<string> {
  return (await request.get(pagePath)).text();
}

/** Every page with the match's boards has `text` within 2 s of now (each page looked at side by side). */
async function seenOnEveryBoardPage(request: APIRequestContext, text: string): Promise<void> {
  const since = Date.now();
  await Promise.all(
    BOARD_PAGES.map((pagePath) =>
      seenWithin(2_000, async () => expect(await boardsOf(request, pagePath)).toContain(text), since),
    ),
  );
}

/** Every standings table of the zone's page, as sent. */
async function standings(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get(ZONE_PAGE)).text();
  return [...html.matchAll(/<table[\s\S]*?<\/table>/g)].map((m) => m[0]);
}

test.describe('players’ names from a card to the public pages', () => {
  test.describe.configure({ mode: 'serial' });
  let ours: string;
  let theirs: string;
  test.beforeAll(() => {
    const addresses = privateAddresses(2026);
    ours = addresses.get(`school ${COFFS}`)!;
    theirs = addresses.get(`school ${MANNING}`)!;
  });

  test('the card chooses from the register at 375 px, the other school confirms, the register counts', async ({
    page,
    axe,
  }) => {
    await page.goto(`${ours}/players`);
    // Each added player shows, and the form is cleared (React resets it when its action ends) before the next.
    const add = async (name: string, year: string, shown?: string) => {
      await addPlayer(page, name, year, shown);
      await expect(playerItem(page, name)).toContainText(`On public pages: ${shown ?? 'Not shown'}.`);
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    };
    await add('Mia Castillo', 'Year 9', 'First name and initial');
    await add('Quentin Zebedee', 'Year 8');
    await add('Ruby Ng', 'Year 10', 'First name and initial');
    await expect(playerItem(page, 'Mia Castillo')).toContainText('No games on a published result yet.');

    const card = new MatchCardPage(page);
    await page.goto(`${ours}/match/${MATCH}`);
    await card.choose(['0–1', '½–½', '1–0', '0–1']);
    await page.getByText("Players' names (optional)").click();
    // Coffs Harbour's boards choose from its register; Manning Valley keeps none, so its names are typed.
    await page.getByLabel(`Board 1: ${COFFS} player`).selectOption({ label: 'Mia Castillo' });
    const other = page.getByLabel(`Board 2: name of the ${COFFS} player not on the list`);
    await expect(other).toBeHidden();
    await page.getByLabel(`Board 2: ${COFFS} player`).selectOption({ label: 'Someone not on the list' });
    await expect(other).toBeVisible();
    await page.getByLabel(`Board 2: ${COFFS} player`).selectOption({ label: 'Quentin Zebedee' });
    await expect(other).toBeHidden();
    // At the table Ruby's name was typed, spelt wrong, as someone not on the list.
    await page.getByLabel(`Board 3: ${COFFS} player`).selectOption({ label: 'Someone not on the list' });
    await page.getByLabel(`Board 3: name of the ${COFFS} player not on the list`).fill('Rubi Ng');
    await page.getByLabel(`Board 1: ${MANNING} player`).fill('Tom Hale');
    await axe();
    await card.send();

    // The other school sees the names with the result, and confirms both.
    await page.goto(`${theirs}/match/${MATCH}`);
    await expect(page.getByRole('main')).toContainText('Mia Castillo');
    await page.getByRole('button', { name: 'Confirm result' }).click();
    await expect(page.getByRole('status')).toBeVisible();

    await page.goto(`${ours}/players`);
    const mia = playerItem(page, 'Mia Castillo');
    await expect(mia).toContainText(`Played 1 game for ${COFFS}`);
    await expect(mia).toContainText('and scored 1 point: round 4, board 1, won.');
    await expect(mia).toContainText(
      'The Country secondary rules set no number of matches a player must have played',
    );
    await expect(playerItem(page, 'Quentin Zebedee')).toContainText('round 4, board 2, drawn.');

    // The coordinator matches the typed name to Ruby: her game counts for her.
    await expect(playerItem(page, 'Ruby Ng')).toContainText('No games on a published result yet.');
    const typed = page.getByRole('region', { name: 'Names on your cards, not on the list' });
    await expect(typed).toContainText('Rubi Ng: 1 game');
    await typed.getByLabel('Same player as').selectOption({ label: 'Ruby Ng' });
    await typed.getByRole('button', { name: 'Match Rubi Ng' }).click();
    await expect(page.getByRole('status')).toContainText('Matched');
    await expect(page.getByRole('region', { name: 'Names on your cards, not on the list' })).toHaveCount(0);
    const ruby = playerItem(page, 'Ruby Ng');
    await expect(ruby).toContainText('Also typed on cards as Rubi Ng.');
    await expect(ruby).toContainText('round 4, board 3, lost.');
    await axe();
  });

  test('a player’s certificate is one A4 page with their games and points, and no private address', async ({
    page,
  }) => {
    await page.goto(`${ours}/players`);
    const href = await playerItem(page, 'Mia Castillo')
      .getByRole('link', { name: /^Certificate/ })
      .getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['cache-control']).toContain('no-store');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certificate-'));
    const file = path.join(dir, 'mia.pdf');
    fs.writeFileSync(file, await pdf.body());
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)/m);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Mia Castillo');
    expect(text).toContain('who played 1 game and scored 1 point');
    expect(text).toContain(MANNING);
    expect(text).not.toMatch(/private|localhost|127\.0\.0\.1/);

    // The team's file: a page for each player who has played.
    const team = await page.request.get(`${ours}/players/certificates.pdf`);
    fs.writeFileSync(file, await team.body());
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/^Pages:\s+3$/m);
    fs.rmSync(dir, { recursive: true });
  });

  test('no public response names a hidden player, and Mia only as Mia C.', async ({ request }) => {
    test.setTimeout(10 * 60_000);
    for (const pagePath of BOARD_PAGES) {
      const html = await boardsOf(request, pagePath);
      expect(html, pagePath).toContain(`Board 1: ${MANNING} 0–1 Mia C. (${COFFS})`);
      expect(html, pagePath).toContain(`Board 2: ${MANNING} ½–½ ${COFFS}`);
      expect(html, pagePath).toContain(`Board 3: ${MANNING} 1–0 Ruby N. (${COFFS})`);
      expect(html, pagePath).toContain(`Board 4: ${MANNING} 0–1 ${COFFS}`);
    }
    const words = ['Mia', 'Castillo', 'Quentin', 'Zebedee', 'Hale', 'Ruby', 'Rubi'];
    const found = await publicResponses(request, words);
    expect(found.count, 'public responses read').toBeGreaterThan(900);
    expect(found.matching(NEVER)).toEqual([]);
    expect(found.matching(/\bMia\b(?! C\.)/)).toEqual([]);
    expect(found.matching(/\bRuby\b(?! N\.)/)).toEqual([]);
  });

  test('Full name is shown on every public page within 2 s', async ({ page, request }) => {
    await page.goto(`${ours}/players`);
    const mia = playerItem(page, 'Mia Castillo');
    await mia.getByLabel('On public pages').selectOption({ label: 'Full name' });
    await mia.getByRole('button', { name: 'Save for Mia Castillo' }).click();
    await expect(page.getByRole('status')).toContainText('Saved');
    await seenOnEveryBoardPage(request, `Board 1: ${MANNING} 0–1 Mia Castillo (${COFFS})`);
  });

  test('removing a player deletes the name everywhere and leaves every standings table as it was', async ({
    page,
    request,
  }) => {
    const before = await standings(request);
    expect(before.length).toBeGreaterThan(0);
    await page.goto(`${ours}/players`);
    await page.getByText('Remove Mia Castillo', { exact: true }).click();
    await page.getByRole('button', { name: 'Remove Mia Castillo for good' }).click();
    await expect(page.getByRole('status')).toContainText('Removed.');
    await seenOnEveryBoardPage(request, `Board 1: ${MANNING} 0–1 ${COFFS}`);
    expect(await standings(request)).toEqual(before);
    // Neither school's card names her any more.
    await page.goto(`${theirs}/match/${MATCH}`);
    await expect(page.getByRole('main')).not.toContainText('Castillo');
  });
});
