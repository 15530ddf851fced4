/** The league command line as an official runs it: import, a broken import, export. */
import fs from 'node:fs';
import { sampleBundle } from '@/test/fixtures';
import { withThreeChanges } from '@/test/season-changes';
import { emptyStoreFolder } from '@/test/store-template';
import { exportedSeason, runLeague, writeJsonIn } from '@/test/league-cli';

let dataDir: string;

const league = (...args: string[]) => runLeague(dataDir, ...args);
const writeJson = (name: string, value: unknown) => writeJsonIn(dataDir, name, value);

beforeAll(async () => {
  dataDir = await emptyStoreFolder('nswjcl-cli-');
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('imports a season, refuses a broken bundle without changing the store, and exports what it imported', () => {
  const bundle = sampleBundle(2030);
  const imported = league('import', writeJson('good.json', bundle));
  expect(imported.stderr).toContain('Imported season 2030: 2 zones, 1 divisions, 1 finals grids, 1 schools.');
  expect(imported.code).toBe(0);

  const broken = sampleBundle(2030) as unknown as Record<string, never> & {
    divisions: { rounds: { pairings: { home: number }[] }[]; teams: unknown[] }[];
    entry: Record<string, unknown>;
  };
  broken.divisions[0]!.rounds[2]!.pairings[0]!.home = 9;
  broken.entry.country_primary = { price: -1 };
  const refused = league('import', writeJson('broken.json', broken));
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('import failed; nothing was changed:');
  expect(refused.stderr).toContain('entry.country_primary.cutoff_date:');
  expect(refused.stderr).toContain('entry.country_primary.price:');

  const exported = league('export', '2030');
  expect(exported.code).toBe(0);
  const { exported_at: at, ...file } = JSON.parse(exported.stdout);
  expect(file).toEqual(JSON.parse(JSON.stringify(bundle)));
  // The export's time goes with it, for an import to tell the results written since.
  expect(Math.abs(Date.parse(at) - Date.now())).toBeLessThan(120_000);

  const notJson = league('import', writeJson('not.json', '{ "year": '));
  expect(notJson.code).toBe(1);
  expect(notJson.stderr).toMatch(/not.json is not valid JSON/);

  const missing = league('export', '1999');
  expect(missing.code).toBe(1);
  expect(missing.stderr).toContain('There is no season 1999 in the store.');
});

it('names the bad path of a reference that the schema alone cannot check', () => {
  const bundle = sampleBundle(2031) as unknown as {
    divisions: { rounds: { pairings: { home: number }[] }[] }[];
  };
  bundle.divisions[0]!.rounds[1]!.pairings[0]!.home = 9;
  const refused = league('import', writeJson('bad-team.json', bundle));
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('divisions[0].rounds[1].pairings[0]: team 9 is not in the division');
  expect(league('export', '2031').code).toBe(1);
});

it('prints what an import would change with --dry-run and writes nothing, then the same list when it imports', () => {
  league('import', writeJson('base-2032.json', sampleBundle(2032)));
  const changed = withThreeChanges(sampleBundle(2032), 'PA1');
  const file = writeJson('changed-2032.json', changed);
  const list = [
    'Changes (3):',
    '  PA1: Darcy Road A renamed Darcy Road Gold',
    '  PA1 round 2: Carlingford A v Darcy Road Gold now 2½–1½, was 2–1',
    '  PA1 round 3 moved from 17 May to 24 May',
  ].join('\n');
  const dry = league('import', file, '--dry-run');
  expect(dry.code).toBe(0);
  expect(dry.stderr).toContain(`Dry run of season 2032, nothing written.\n${list}\n`);
  expect(exportedSeason(league('export', '2032').stdout)).toEqual(
    JSON.parse(JSON.stringify(sampleBundle(2032))),
  );

  const real = league('import', file);
  expect(real.stderr).toContain(
    `Replaced season 2032: 2 zones, 1 divisions, 1 finals grids, 1 schools.\n${list}\n`,
  );
  expect(league('import', file).stderr).toContain('No changes to record.');
  expect(league('export', '--dry-run').code).toBe(2);
});
