/**
 * What an official's season file may hold, as the command line meets it: an impossible date or a name
 * with a line break, a control or a bidirectional override is refused with its path, in a dry run and
 * a real import alike, and nothing is written; a name stored before these rules is printed escaped.
 */
import fs from 'node:fs';
import { openStore } from '@/lib/db/client';
import { importSeason } from '@/lib/writes/season-import';
import type { SeasonBundle } from '@/lib/league/bundle';
import { sampleBundle } from '@/test/fixtures';
import { emptyStoreFolder } from '@/test/store-template';
import { exportedSeason, runLeague, writeJsonIn } from '@/test/league-cli';

let dataDir: string;

const league = (...args: string[]) => runLeague(dataDir, ...args);
const writeJson = (name: string, value: unknown) => writeJsonIn(dataDir, name, value);

const exported = (year: number) => exportedSeason(league('export', String(year)).stdout);

beforeAll(async () => {
  dataDir = await emptyStoreFolder('nswjcl-cli-input-');
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** What is broken, how, and what the command line says of it. */
type Breaker = [string, (bundle: SeasonBundle) => void, string];

const IMPOSSIBLE_DATES: Breaker[] = [
  [
    'the 31st of April',
    (b) => (b.divisions[0]!.rounds[2]!.date = '2034-04-31'),
    'divisions[0].rounds[2].date: 2034-04-31 is not a date',
  ],
  [
    'a thirteenth month',
    (b) => (b.finals[0]!.steps[1]!.date = '2024-13-45'),
    'finals[0].steps[1].date: 2024-13-45 is not a date',
  ],
  [
    'day and month zero',
    (b) => (b.entry.country_primary.cutoff_date = '0000-00-00'),
    'entry.country_primary.cutoff_date: 0000-00-00 is not a date',
  ],
  [
    '29 February of a common year',
    (b) => (b.divisions[0]!.rounds[0]!.date = '2034-02-29'),
    'divisions[0].rounds[0].date: 2034-02-29 is not a date',
  ],
];

const NAME_RULE =
  'must be one line of plain text, without line breaks, tabs, control characters, bidirectional overrides or unpaired surrogates';
const BAD_NAMES: Breaker[] = [
  [
    'a carriage return in a team name',
    (b) => (b.divisions[0]!.teams[1]!.name = 'Darcy Road A\rPA1 round 2: nothing changed'),
    `divisions[0].teams[1].name: ${NAME_RULE}`,
  ],
  [
    'a line feed in a division name',
    (b) => (b.divisions[0]!.name = 'Division\n1'),
    `divisions[0].name: ${NAME_RULE}`,
  ],
  [
    'a right-to-left override in a school name',
    (b) => (b.schools[0]!.name = 'Carlingford \u202eloohcS'),
    `schools[0].name: ${NAME_RULE}`,
  ],
  [
    'a first-strong isolate in a zone name',
    (b) => (b.zones[0]!.name = '\u2068Parramatta'),
    `zones[0].name: ${NAME_RULE}`,
  ],
  [
    'a C1 control in a finals entrant',
    (b) => (b.finals[0]!.entrants[0]!.name = 'Carlingford\u0085A'),
    `finals[0].entrants[0].name: ${NAME_RULE}`,
  ],
  ['a tab in a region name', (b) => (b.regions[0]!.name = 'Met\tWest'), `regions[0].name: ${NAME_RULE}`],
];

it('refuses impossible dates and names with controls, each by its path, in a dry run and an import, writing nothing', () => {
  expect(league('import', writeJson('good-2034.json', sampleBundle(2034))).code).toBe(0);
  const before = exported(2034);
  // Every breakage in one file: the check names each of them, so one run shows them all.
  const bundle = sampleBundle(2034);
  for (const [, breakIt] of [...IMPOSSIBLE_DATES, ...BAD_NAMES]) breakIt(bundle);
  const file = writeJson('broken-2034.json', bundle);
  for (const run of [league('import', file, '--dry-run'), league('import', file)]) {
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('import failed; nothing was changed:');
    for (const [label, , message] of [...IMPOSSIBLE_DATES, ...BAD_NAMES])
      expect(`${label}: ${run.stderr}`).toContain(`  ${message}\n`);
    // What is printed is the path and the rule, never the bad name itself.
    expect(run.stderr).not.toMatch(/[\r\u202e\u2068\u0085]/);
  }
  expect(exported(2034)).toEqual(before);
});

it('prints a control character that a stored name still holds escaped, so it cannot rewrite the change list', async () => {
  // A season stored before the rules: written straight into the store, past the checks an import makes now.
  const stored = sampleBundle(2036);
  stored.divisions[0]!.teams[1]!.name = 'Darcy Road A\rPA1: nothing changed\u202e';
  const store = await openStore({ dataDir, databaseUrl: null });
  try {
    await importSeason(store.db, stored);
  } finally {
    await store.close();
  }
  const renamed = sampleBundle(2036);
  renamed.divisions[0]!.teams[1]!.name = 'Darcy Road Gold';
  const dry = league('import', writeJson('renamed-2036.json', renamed), '--dry-run');
  expect(dry.code).toBe(0);
  expect(dry.stderr).toContain(
    'Changes (1):\n  PA1: Darcy Road A\\rPA1: nothing changed\\u202e renamed Darcy Road Gold\n',
  );
  expect(dry.stderr).not.toMatch(/[\r\u202e]/);
});
