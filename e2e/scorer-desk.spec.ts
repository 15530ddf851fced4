/**
 * The scorer's desk on the demo data (the mobile project only: the journey publishes a result once).
 * The demo's PA2 has every result posted, so the journey first imports the season without one of them
 * (PA2 round 7, North Rocks D v Darcy Road B, 1½–2½) and puts the league's own file back at the end: the
 * match is late, then disputed, then settled by the Parramatta scorer with the away school's version,
 * which is the demo's own score, so the other specs read the same standings after it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { DrawsPage } from './pages/draws';
import { MatchCardPage, privateAddresses } from './pages/match-cards';
import { leagueToday } from '../lib/league/today';
import { league } from './league-command';
import { seenWithin } from './seen-within';

const KEY = 'PA2~r7~5v3';
const ZONE = '/2026/divisions/intermediate/PA';
const FEED = '/2026/changes/feed.xml';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Every private address of the season by `kind subject` (`scorer PA`, `school Darcy Road`), as paths. */
const addresses = (...extra: string[]) => privateAddresses(2026, ...extra);

type Bundle = {
  zones: { code: string; competition: string }[];
  divisions: {
    code: string;
    zone: string;
    teams: { no: number; bye?: boolean }[];
    rounds: {
      n: number;
      date: string | null;
      pairings: { home: number; away: number | string; result?: unknown }[];
    }[];
  }[];
  schools: { name: string; invitations?: { coordinators: unknown[] }[] }[];
};

/** The zone's matches whose date has passed without a result, from a season export, as match keys. */
function lateFromExport(bundle: Bundle, zone: string): string[] {
  const today = leagueToday();
  return bundle.divisions
    .filter((d) => d.zone === zone)
    .flatMap((d) => {
      const byes = new Set(d.teams.filter((t) => t.bye).map((t) => t.no));
      return d.rounds.flatMap((r) =>
        r.pairings
          .filter((p) => typeof p.away === 'number' && !byes.has(p.home) && !byes.has(p.away as number))
          .filter((p) => !p.result && r.date !== null && r.date <= today)
          .map((p) => `${d.code}~r${r.n}~${p.home}v${p.away}`),
      );
    })
    .sort();
}

/** The PA2 results row of a team: its number, its score in rounds 1 to 7, total and place. */
async function resultsRow(page: Page, team: string): Promise<string[]> {
  const draws = new DrawsPage(page);
  await draws.goto(ZONE);
  await draws.tab('PA2').click();
  const table = page.getByRole('table', { name: /^Results: PA2/ });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: team }) });
  // A changed score carries a note for returning visitors (`(changed since your last visit)`) on its own line.
  return (await row.getByRole('cell').allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
}

test.describe("the scorer's desk", () => {
  test.describe.configure({ mode: 'serial' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorer-desk-'));
  const original = path.join(dir, 'season-2026.json');
  let links: Map<string, string>;

  test.beforeAll(() => {
    league('export', '2026', original);
    const bundle = JSON.parse(fs.readFileSync(original, 'utf8')) as Bundle;
    // Round 7 of PA2 without two results: North Rocks D v Darcy Road B (their coordinators taken off the
    // record here, as a school may have none) and Murray Farm C v Carlingford A (Carlingford's is on record).
    const round = bundle.divisions.find((d) => d.code === 'PA2')!.rounds.find((r) => r.n === 7)!;
    for (const [home, away] of [
      [5, 3],
      [7, 1],
    ])
      delete round.pairings.find((p) => p.home === home && p.away === away)!.result;
    for (const school of bundle.schools)
      if (['North Rocks Public School', 'Darcy Road'].includes(school.name)) delete school.invitations;
    const edited = path.join(dir, 'edited.json');
    fs.writeFileSync(edited, JSON.stringify(bundle));
    league('import', edited);
    links = addresses();
  });
  test.afterAll(() => {
    league('import', original);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('a late primary match is listed with its 7-day date, as the season export says', async ({
    page,
    axe,
  }) => {
    const scorer = links.get('scorer PA')!;
    expect(scorer).toMatch(/^\/private\/[A-Za-z0-9_-]{43}$/);
    const exported = JSON.parse(league('export', '2026')) as Bundle;
    const expected = lateFromExport(exported, 'PA');
    expect(expected).toContain(KEY);

    await page.goto(`${scorer}?show=late`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Parramatta zone scorer: match results 2026',
    );
    const filters = page.getByRole('navigation', { name: 'Show matches' });
    await expect(filters.getByRole('link', { name: /^Late/ })).toHaveAttribute('aria-current', 'page');
    await expect(filters.getByRole('link', { name: /^Late/ })).toHaveText(`Late (${expected.length})`);
    const listed = await page
      .locator('[data-state="result-needed"]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-match')));
    expect([...listed].sort()).toEqual(expected);

    const late = page.locator(`[data-match="${KEY}"]`);
    await expect(late).toContainText('PA2 round 7: North Rocks D v Darcy Road B');
    await expect(late).toContainText('Friday 12 June 2026');
    await expect(late).toContainText('The 7-day rule applies since Saturday 20 June 2026');
    await expect(late).toContainText("No coordinator's email on record for these schools.");
    const other = page.locator('[data-match="PA2~r7~7v1"]');
    const reminder = other.getByRole('link', { name: /^Email a reminder to .*Taylor Demo/ });
    const href = (await reminder.getAttribute('href'))!;
    expect(href).toMatch(/^mailto:[^?]*coordinator1\.carlingford%40example\.org/);
    expect(decodeURIComponent(href)).toContain(
      'subject=Result needed: PA2 round 7, Murray Farm C v Carlingford A',
    );
    expect(decodeURIComponent(href)).toContain('may be scored 0–0 from Saturday 20 June 2026');
    await axe();
  });

  test('a dispute is settled by the scorer, published everywhere within 2 s and locked', async ({
    page,
    request,
    axe,
  }) => {
    test.slow();
    const [home, away, scorer] = [
      links.get('school North Rocks Public School')!,
      links.get('school Darcy Road')!,
      links.get('scorer PA')!,
    ];
    expect((await resultsRow(page, 'North Rocks D'))[7]).toBe('-');

    // North Rocks reports 2½–1½; Darcy Road disputes with 1½–2½.
    const card = new MatchCardPage(page);
    await page.goto(`${home}/match/${KEY}`);
    await card.choose(['1–0', '½–½', '1–0', '0–1']);
    await page.getByRole('button', { name: 'Send result' }).click();
    await expect(card.state).toHaveText('Reported by you — waiting for Darcy Road');
    await page.goto(`${away}/match/${KEY}?dispute=1`);
    await card.choose(['0–1', '½–½', '1–0', '0–1']);
    await page.getByLabel('What is wrong with the reported result').fill('Board 1 was won by Darcy Road.');
    await page.getByRole('button', { name: 'Dispute' }).click();
    await expect(card.state).toHaveText('Disputed — the zone scorer will settle it');

    // The scorer's Disputed list has it; its page shows both versions board by board.
    await page.goto(`${scorer}?show=disputed`);
    const disputed = page.locator(`[data-match="${KEY}"]`);
    await expect(disputed).toContainText('Disputed — waiting for you to settle it');
    await axe();
    await disputed.getByRole('link', { name: 'PA2 round 7: North Rocks D v Darcy Road B' }).click();
    const compare = page.getByRole('table', { name: /^Both versions, board by board/ });
    await expect(compare.getByRole('columnheader')).toHaveText([
      'Board',
      "North Rocks D's version",
      "Darcy Road B's version",
    ]);
    await expect(compare.getByRole('row', { name: /Board 1 .* differs/ })).toContainText(/1–0.*0–1/);
    await expect(page.getByText('Comment: Board 1 was won by Darcy Road.')).toBeVisible();
    await axe();
    await page.getByRole('button', { name: "Publish Darcy Road B's version" }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Done: the result is published everywhere, and the schools can no longer change it.',
    );
    await expect(page.getByTestId('match-state')).toHaveText('Published: published by the scorer (locked)');

    // Within 2 s: the zone's draw and standings, and the change feed.
    const zone = await page.context().newPage();
    await seenWithin(2_000, async () => expect((await resultsRow(zone, 'North Rocks D'))[7]).toBe('1½'));
    expect((await resultsRow(zone, 'Darcy Road B'))[7]).toBe('2½');
    expect(await (await request.get(FEED)).text()).toContain(
      'PA2 round 7: North Rocks D 1½–2½ Darcy Road B, published by the scorer',
    );

    // Locked: North Rocks can no longer change it.
    await zone.goto(`${home}/match/${KEY}`);
    await expect(zone.getByRole('button', { name: 'Send result' })).toHaveCount(0);
    await expect(zone.getByRole('main')).toContainText('1½–2½');

    // The audit trail: the league's result and its removal (this journey's own import), then the report, the
    // dispute and the scorer's publish, by address kind and subject.
    await page.reload();
    const rows = page.getByTestId('audit-trail').locator('tbody tr');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(0)).toContainText(/Posted by the league’s import.*the league.*\(1½–2½\)/);
    await expect(rows.nth(1)).toContainText('Result removed by the league’s import');
    await expect(rows.nth(2)).toContainText('Reported');
    await expect(rows.nth(3)).toContainText('Darcy Road (away)');
    await expect(rows.nth(4)).toContainText('scorer PA');
    const trail = page.getByTestId('audit-trail');
    expect(await trail.innerText()).not.toContain('/private/');
  });

  test("prints the zone's round of paper cards, one per match, without any school's address", async ({
    page,
  }) => {
    await page.goto(`${links.get('scorer PA')!}/desk/print?round=7`);
    const cards = page.getByRole('article');
    const count = await cards.count();
    expect(count).toBeGreaterThan(3);
    await expect(cards.first()).toContainText('Friday 12 June 2026');
    await expect(page.getByRole('main').getByRole('img')).toHaveCount(0);
    expect(await page.getByRole('main').innerText()).not.toContain('/private/');
  });

  test("downloads the zone's workbook and shows an upload's dry run before importing it", async ({
    page,
    request,
  }) => {
    const scorer = links.get('scorer PA')!;
    const download = await request.get(`${scorer}/desk/workbook`);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toBe('attachment; filename="2026-PA.xlsx"');
    expect(download.headers()['cache-control']).toBe('private, no-store');
    await page.goto(scorer);
    const upload = page.getByLabel('Edited workbook (.xlsx, at most 2 MB)');
    await upload.setInputFiles({ name: '2026-PA.xlsx', mimeType: XLSX, buffer: await download.body() });
    await page.getByRole('button', { name: 'Check the workbook' }).click();
    await expect(page.getByRole('status')).toContainText('nothing is written yet');
    // The zone's own workbook, as downloaded, changes nothing: nothing to import.
    await expect(page.getByRole('status')).toContainText('Nothing would change in PA');
    await expect(page.getByRole('button', { name: 'Import these changes' })).toHaveCount(0);
    // East's workbook is East's, and the Parramatta scorer may not upload it.
    const east = await request.get(`${links.get('scorer E')!}/desk/workbook`);
    expect(east.headers()['content-disposition']).toBe('attachment; filename="2026-E.xlsx"');
    await upload.setInputFiles({ name: '2026-E.xlsx', mimeType: XLSX, buffer: await east.body() });
    await page.getByRole('button', { name: 'Check the workbook' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This is the workbook of zone E, season 2026' }),
    ).toBeVisible();
  });

  test('a scorer reaches only its own zone, and a rotated address answers not found', async ({
    page,
    request,
  }) => {
    const east = links.get('scorer E')!;
    expect((await request.get(`${east}/desk/${KEY}`)).status()).toBe(404);
    await page.goto(`${east}?show=all`);
    await expect(page.locator(`[data-match="${KEY}"]`)).toHaveCount(0);

    const before = links.get('scorer NC')!;
    expect((await request.get(before)).status()).toBe(200);
    const after = addresses('--rotate-zone', 'NC').get('scorer NC')!;
    expect(after).not.toBe(before);
    expect((await request.get(before)).status()).toBe(404);
    expect((await request.get(after)).status()).toBe(200);
  });
});
