/**
 * The zone workbook as an official uses it, through the real command line: export a demo zone, open it in
 * another reader (Python's openpyxl), edit it there (one score, one round's date), dry-run, import.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { SeasonBundle } from '@/lib/league/bundle';
import { computeStandings } from '@/lib/league/standings';
import { emptyStoreFolder } from '@/test/store-template';
import { exportedSeason, runLeague, runLeagueForBytes } from '@/test/league-cli';

const root = path.resolve(__dirname, '..');
/** Debian's python3 has python3-openpyxl; a python3 earlier on PATH (pyenv) may not. */
const PYTHON = fs.existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';
let dataDir: string;
let workbook: string;

const league = (...args: string[]) => runLeague(dataDir, ...args);
const exported = () => exportedSeason<SeasonBundle>(league('export', '2026').stdout);
const file = (name: string) => path.join(dataDir, name);

function openpyxl(...args: string[]): string {
  const run = spawnSync(PYTHON, [path.join(root, 'test/openpyxl-zone.py'), ...args], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`openpyxl: ${run.stderr}`);
  return run.stdout;
}

type SheetRead = {
  title: string;
  rounds: number[];
  dates: (string | null)[];
  teams: { no: number; name: string; scores: (number | null)[]; total: number; place: string | null }[];
  pairings: string[][];
};

beforeAll(async () => {
  dataDir = await emptyStoreFolder('nswjcl-workbook-cli-');
  expect(league('import', path.join(root, 'demo/season-2026.json')).code).toBe(0);
  const run = runLeagueForBytes(dataDir, 'workbook', 'export', '2026', 'PA');
  expect(run.stderr).toContain('Exported the workbook of zone PA, season 2026.');
  expect(run.code).toBe(0);
  workbook = file('PA.xlsx');
  fs.writeFileSync(workbook, run.stdout);
}, 120_000);
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('opens in openpyxl with the teams, pairings, scores and totals the zone page shows', () => {
  const read = JSON.parse(openpyxl('read', workbook)) as Record<string, SheetRead>;
  const divisions = exported().divisions.filter((d) => d.zone === 'PA');
  expect(Object.keys(read)).toEqual(divisions.map((d) => d.code));
  for (const division of divisions) {
    const sheet = read[division.code]!;
    const standings = computeStandings(division);
    const rounds = [...division.rounds].sort((a, b) => a.n - b.n);
    expect(sheet.title).toContain(`division ${division.code} (${division.name})`);
    expect(sheet.rounds).toEqual(rounds.map((r) => r.n));
    expect(sheet.dates).toEqual(rounds.map((r) => r.date));
    expect(sheet.pairings).toEqual(rounds.map((r) => r.pairings.map((p) => `${p.home}v${p.away}`)));
    expect(sheet.teams).toEqual(
      standings.teams.map((t) => ({
        no: t.no,
        name: t.name,
        scores: t.roundScores,
        total: t.total,
        place: t.place,
      })),
    );
  }
});

it('imports an unchanged workbook without changing anything', () => {
  const before = exported();
  const run = league('workbook', 'import', workbook);
  expect(run.stderr).toContain(
    'Nothing changed in PA: the workbook has the same results and dates as the site.',
  );
  expect(run.code).toBe(0);
  expect(exported()).toEqual(before);
}, 120_000);

it('refuses a formula typed into a name cell, and changes nothing', () => {
  const before = exported();
  const hostile = file('formula.xlsx');
  openpyxl('formula', workbook, hostile, 'PA2', 'B7', '=HYPERLINK("http://example.org","Darcy Road B")');
  const run = league('workbook', 'import', hostile);
  expect(run.code).toBe(1);
  expect(run.stderr).toContain(
    'PA2!B7: a formula; the workbook takes typed values only (replace it by its value).',
  );
  expect(exported()).toEqual(before);
}, 120_000);

it("lists an official's edit in a dry run without writing it, then imports it into the season and its change log", () => {
  const before = exported();
  const edited = file('edited.xlsx');
  // PA2 round 1: team 2 (at home to 7) typed 3 where the season has 2½; round 3 moved a day.
  openpyxl('edit', workbook, edited, 'PA2', '2', '1', '3', '3', '2026-05-16');

  // The result it corrects was posted by the league's import: a correction, listed until it comes with a reason.
  const unexplained = league('workbook', 'import', edited, '--dry-run');
  expect(unexplained.stderr).toMatch(
    /PA2!C7: PA2 round 1, .+: corrects a result posted by the league’s import; give a reason/,
  );
  const reason = ['--reason', 'Board 3 was a win'];
  const dry = league('workbook', 'import', edited, '--dry-run', ...reason);
  expect(dry.code).toBe(0);
  expect(dry.stderr).toContain(
    '1 result and 1 round date would change in PA: (a dry run: nothing is written)',
  );
  expect(dry.stderr).toMatch(/PA2!C7: PA2 round 1, .+ v .+: 3–1, was 2½–1½\./);
  expect(dry.stderr).toContain('PA2!E5: PA2 round 3 on Saturday 16 May 2026.');
  expect(exported()).toEqual(before);

  const real = league('workbook', 'import', edited, ...reason);
  expect(real.code).toBe(0);
  const after = exported();
  const pa2 = after.divisions.find((d) => d.code === 'PA2')!;
  expect(pa2.rounds[0]!.pairings.find((p) => p.home === 2)!.result).toEqual({ home: 3, away: 1 });
  expect(pa2.rounds[2]!.date).toBe('2026-05-16');
  const record = after.changes!.at(-1)!;
  expect(record.items.map((item) => item.text)).toEqual([
    // The change log says where the result came from, and why: the league's own import of the zone's workbook.
    expect.stringMatching(
      /^PA2 round 1: .+ 3–1 .+, posted from a zone workbook by the league: Board 3 was a win, was 2½–1½$/,
    ),
    'PA2 round 3 moved from 15 May to 16 May',
  ]);
  expect(after.changes!.length).toBe((before.changes?.length ?? 0) + 1);
}, 180_000);

it('names what it cannot export or import', () => {
  expect(league('workbook', 'export', '2026', 'XX').stderr).toContain('Season 2026 has no zone XX.');
  expect(league('workbook', 'import', path.join(root, 'demo/season-2026.json')).stderr).toContain(
    'This is not an Excel workbook (.xlsx)',
  );
}, 120_000);
