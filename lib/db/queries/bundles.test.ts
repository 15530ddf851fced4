import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { withThreeChanges } from '@/test/season-changes';
import { checkBundle } from '@/lib/league/bundle';
import { exportSeason, getChangeRecords, getSeasonYears } from './bundles';
import { importSeason } from '@/lib/writes/season-import';
import { runCommand } from '../commands';
import { seasonChanges, seasons } from '../schema';

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
    const broken = sampleBundle() as unknown as {
      divisions: { rounds: { pairings: { home: number }[] }[] }[];
      zones: { region: string }[];
    };
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

describeEachEngine('the change record on %s', (engine) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await freshStore(engine);
  });
  beforeEach(async () => {
    await store.db.delete(seasons);
    await store.db.delete(seasonChanges);
  });
  afterAll(async () => {
    await store.dispose();
  });

  const changed = () => withThreeChanges(sampleBundle(), 'PA1');
  const texts = async () =>
    (await getChangeRecords(store.db, 2030)).flatMap((r) => r.items.map((i) => i.text));

  it('stores what an import changed, once: the same file again adds nothing', async () => {
    expect((await importSeason(store.db, sampleBundle())).record).toBeNull();
    const { record } = await importSeason(store.db, changed(), { at: new Date('2030-06-01T01:00:00Z') });
    expect(record?.items).toHaveLength(3);
    expect((await importSeason(store.db, changed())).record).toBeNull();
    expect(await texts()).toEqual(record?.items.map((i) => i.text));
    expect(await texts()).toEqual(expect.arrayContaining(['PA1: Darcy Road A renamed Darcy Road Gold']));
  });

  it('exports the record and notices with the season, and an import of that export keeps them without doubling', async () => {
    const first = sampleBundle();
    first.notices = [{ date: '2030-05-01', text: 'Round 3 is at the library.', zone: 'PA' }];
    await importSeason(store.db, first);
    await importSeason(
      store.db,
      { ...changed(), notices: first.notices },
      { at: new Date('2030-06-01T01:00:00Z') },
    );
    const exported = (await exportSeason(store.db, 2030))!;
    expect(exported.notices).toEqual(first.notices);
    expect(exported.changes).toHaveLength(1);
    expect(checkBundle(JSON.parse(JSON.stringify(exported))).ok).toBe(true);

    // Another store (a backup restored) gets the record from the bundle.
    await store.db.delete(seasonChanges);
    await store.db.delete(seasons);
    await importSeason(store.db, exported);
    await importSeason(store.db, exported);
    expect(await getChangeRecords(store.db, 2030)).toEqual(exported.changes);
  });

  it('keeps the record when the season is replaced by a file without one', async () => {
    await importSeason(store.db, sampleBundle());
    await importSeason(store.db, changed());
    await importSeason(store.db, sampleBundle(), { at: new Date(Date.now() + 1000) });
    expect(await getChangeRecords(store.db, 2030)).toHaveLength(2);
  });

  it('prints the change list on a dry run and writes nothing; a real import prints the same list', async () => {
    await importSeason(store.db, sampleBundle());
    const before = await exportSeason(store.db, 2030);
    const dry = await runCommand(store.db, { name: 'import', document: changed(), dryRun: true });
    // Then the school-matching report (lib/league/school-report.ts), as a real import prints it.
    expect(dry.ok && dry.message.split('\n').slice(0, 5)).toEqual([
      'Dry run of season 2030, nothing written.',
      'Changes (3):',
      '  PA1: Darcy Road A renamed Darcy Road Gold',
      expect.stringMatching(/^ {2}PA1 round 2: .* now .*, was /),
      expect.stringMatching(/^ {2}PA1 round \d+ moved from /),
    ]);
    expect(dry.ok && dry.message.split('\n')[5]).toMatch(/^School pages: /);
    expect(await exportSeason(store.db, 2030)).toEqual(before);
    const real = await runCommand(store.db, { name: 'import', document: changed() });
    expect(real.ok && real.message.split('\n').slice(1)).toEqual(dry.ok && dry.message.split('\n').slice(1));
  });

  it('refuses a notice for a zone the season does not have', async () => {
    const bundle = { ...sampleBundle(), notices: [{ date: '2030-05-01', text: 'x', zone: 'ZZ' }] };
    const result = await runCommand(store.db, { name: 'import', document: bundle });
    expect(result.ok ? [] : result.errors).toEqual(['notices[0].zone: zone ZZ is not in the season']);
  });
});
