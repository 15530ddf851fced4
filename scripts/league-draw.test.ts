/** The draw maker's commands as an official runs them: the pairing tables, a dry run, a draft written and left unpublished. */
import fs from 'node:fs';
import path from 'node:path';
import { openStore } from '@/lib/db/client';
import { saveEntryRequest } from '@/lib/db/queries/entries';
import type { SeasonBundle } from '@/lib/league/bundle';
import { bergerTable, formatRound } from '@/lib/league/draw/berger';
import { sampleEntry } from '@/test/entry-sample';
import { ADDED_ENTRIES, ADDED_PLACEMENTS, demoEntries, demoSeason } from '@/test/draw-entries';
import { emptyStoreFolder } from '@/test/store-template';
import { exportedSeason, runLeague, writeJsonIn } from '@/test/league-cli';

const root = path.resolve(__dirname, '..');
let dataDir: string;

const league = (...args: string[]) => runLeague(dataDir, ...args);
const writeJson = (name: string, value: unknown) => writeJsonIn(dataDir, name, value);

const exported = (year: number) => exportedSeason<SeasonBundle>(league('export', String(year)).stdout);

/** The 2027 season as the league opens it: 2026's zones and windows, no draw yet, not published. */
function draftSeason(): SeasonBundle {
  const last = demoSeason(2026);
  const entry = Object.fromEntries(
    Object.entries(last.entry).map(([mode, w]) => [mode, { ...w, commence_date: '2027-05-07' }]),
  );
  return {
    ...last,
    year: 2027,
    published: false,
    divisions: [],
    finals: [],
    round_robin_finals: null,
    schools: [],
    notices: undefined,
    changes: undefined,
    entry: entry as SeasonBundle['entry'],
  };
}

/** The demo season's entry requests and the added ones, sent for 2027 as the entry form stores them. */
async function sendEntries() {
  const store = await openStore({ databaseUrl: null, dataDir });
  try {
    const window = { open: true, cutoff: null, commence: '2027-05-07', priceCents: 3300 };
    for (const [i, request] of [...demoEntries(demoSeason(2026)), ...ADDED_ENTRIES].entries()) {
      const entry = sampleEntry(request.school);
      entry.mode = request.mode;
      entry.teams = Object.fromEntries(
        Object.entries(request.teams).map(([k, v]) => [k, v]),
      ) as typeof entry.teams;
      const saved = await saveEntryRequest(store.db, entry, {
        idempotencyKey: `draw-test-${i}`,
        ipAddress: null,
        season: { year: 2027, window },
      });
      expect(saved.status).toBe('stored');
    }
  } finally {
    await store.close();
  }
}

beforeAll(async () => {
  dataDir = await emptyStoreFolder('nswjcl-draw-cli-');
  expect(league('import', path.join(root, 'demo/season-2026.json')).code).toBe(0);
  expect(league('import', writeJson('season-2027.json', draftSeason())).code).toBe(0);
  await sendEntries();
}, 180_000);
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("prints the pairing tables as the league writes them, the league's own 8 and 10 among them", () => {
  const structure = JSON.parse(
    fs.readFileSync(path.join(root, '../shared/data/nswjcl/structure.json'), 'utf8'),
  ) as { pairing_schedules: { name: string; per_round?: string[][] }[] };
  for (const teams of [8, 10]) {
    const published = structure.pairing_schedules.find((s) => s.name.startsWith(`${teams}-team`))!.per_round!;
    const printed = league('pairings', String(teams));
    expect(printed.code).toBe(0);
    expect(printed.stdout).toBe(`${published.map((round) => round.join(' ')).join('\n')}\n`);
  }
  const odd = league('pairings', '7');
  expect(odd.stdout.split('\n')[0]).toBe('1v8 2v7 3v6 4v5');
  expect(odd.stderr).toContain('7 teams play the 8-team table; team 8 is the bye.');
  expect(league('pairings', '1').code).toBe(2);
}, 300_000);

it('proposes a zone with --dry-run and writes nothing, writes the draft season unpublished, and refuses what it must', () => {
  const settings = writeJson('draw-settings.json', {
    placements: ADDED_PLACEMENTS,
    blackouts: [{ from: '2027-06-11', name: 'a public holiday' }],
  });
  const dry = league('draw', '2027', '--zone', 'PA', '--settings', settings, '--dry-run');
  expect(dry.code).toBe(0);
  expect(dry.stderr).toContain('Dry run, nothing written.\nDraw proposal for 2027:');
  expect(dry.stderr).toContain('Parramatta Championship: 23 teams: 3 divisions of 8, 8 and 7');
  expect(dry.stderr).toContain('Rounds on Fridays from 7 May, skipping 11 June (a public holiday).');
  expect(dry.stderr).toContain('Brand New Primary (Metropolitan primary, 1 teams): new to the league');
  expect(dry.stderr).not.toContain('East Coast');
  expect(exported(2027).divisions).toEqual([]);

  const real = league('draw', '2027', '--settings', settings);
  expect(real.code).toBe(0);
  expect(real.stderr).toMatch(/Wrote \d+ divisions into season 2027, unpublished/);
  const draft = exported(2027);
  expect(draft.published).toBe(false);
  expect(draft.divisions.map((d) => d.zone)).toEqual(expect.arrayContaining(['PA', 'EC', 'E', 'W']));
  for (const division of draft.divisions) {
    expect(division.rounds.map((r) => formatRound(r.pairings as { home: number; away: number }[]))).toEqual(
      bergerTable(division.teams.length).map(formatRound),
    );
    expect(division.rounds.map((r) => r.date)).not.toContain('2027-06-11');
  }
  expect(
    draft.divisions.flatMap((d) => d.teams).filter((t) => t.school === 'Northmead Public School'),
  ).toHaveLength(6);

  // Refused whole, changing nothing: a published season, bad settings, an unknown zone.
  const published = league('draw', '2026');
  expect(published.code).toBe(1);
  expect(published.stderr).toContain(
    'Season 2026 is published: the draw maker writes only a draft (unpublished) season.',
  );
  const bad = league(
    'draw',
    '2027',
    '--settings',
    writeJson('bad-settings.json', { match_day: 'someday', division_size: { min: 12, max: 8 } }),
  );
  expect(bad.code).toBe(1);
  expect(bad.stderr).toContain('draw failed; nothing was changed:');
  expect(bad.stderr).toContain('settings division_size: min must not be more than max');
  expect(league('draw', '2027', '--zone', 'XX').stderr).toContain('Season 2027 has no zone XX.');
  expect(exported(2027)).toEqual(draft);
}, 600_000);
