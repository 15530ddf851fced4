import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { exportSeason, getSeasonYears, importSeason } from './bundles';
import { runCommand } from '../commands';
import { seasons } from '../schema';

describeEachEngine('season bundles on %s', (engine) => {
  let store: TestStore;
  // One database per engine (starting PGlite is the slow part); each test starts from an empty store.
  beforeAll(async () => {
    store = await freshStore(engine);
  });
  beforeEach(async () => {
    await store.db.delete(seasons);
  });
  afterAll(async () => {
    await store.dispose();
  });

  it('exports exactly the document it imported', async () => {
    const bundle = sampleBundle();
    await importSeason(store.db, bundle);
    expect(await exportSeason(store.db, bundle.year)).toEqual(JSON.parse(JSON.stringify(bundle)));
  });

  it('replaces a season imported again, and importing the same bundle twice leaves the same store', async () => {
    const bundle = sampleBundle();
    await importSeason(store.db, bundle);
    const first = await exportSeason(store.db, bundle.year);
    const again = await importSeason(store.db, bundle);
    expect(again.replaced).toBe(true);
    expect(await exportSeason(store.db, bundle.year)).toEqual(first);
    expect(await getSeasonYears(store.db)).toEqual([bundle.year]);

    const changed = sampleBundle();
    changed.divisions[0]!.teams[0]!.name = 'Carlingford B';
    await importSeason(store.db, changed);
    expect((await exportSeason(store.db, bundle.year))?.divisions[0]?.teams[0]?.name).toBe('Carlingford B');
  });

  it('keeps one active season', async () => {
    await importSeason(store.db, sampleBundle(2030));
    await importSeason(store.db, sampleBundle(2031));
    const rows = await store.db.select({ year: seasons.year, active: seasons.active }).from(seasons);
    expect(rows.filter((r) => r.active).map((r) => r.year)).toEqual([2031]);
  });

  it('rejects a broken bundle whole, naming each bad path, and changes nothing', async () => {
    await importSeason(store.db, sampleBundle());
    const before = await exportSeason(store.db, 2030);
    const broken = sampleBundle() as unknown as { divisions: { rounds: { pairings: { home: number }[] }[] }[]; zones: { region: string }[] };
    broken.divisions[0]!.rounds[1]!.pairings[0]!.home = 9;
    broken.zones[1]!.region = 'XX';
    const result = await runCommand(store.db, { name: 'import', document: broken });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors).toEqual(
      expect.arrayContaining([
        'divisions[0].rounds[1].pairings[0]: team 9 is not in the division',
        'zones[1].region: region XX is not in the season',
      ]),
    );
    expect(await exportSeason(store.db, 2030)).toEqual(before);
  });

  it('rolls back a failed import and keeps the season that was there', async () => {
    await importSeason(store.db, sampleBundle());
    const before = await exportSeason(store.db, 2030);
    const clash = sampleBundle();
    // Passes the schema but breaks the store's unique hash across seasons: the transaction must roll back.
    clash.schools.push({ ...clash.schools[0]!, name: 'Second school' });
    await expect(importSeason(store.db, clash)).rejects.toThrow();
    expect(await exportSeason(store.db, 2030)).toEqual(before);
  });
});
