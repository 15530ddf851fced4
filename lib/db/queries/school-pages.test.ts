import { eq } from 'drizzle-orm';
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { demoBundle } from '@/test/season-index';
import { SCHOOL_LINES_VERSION } from '@/lib/league/school-lines';
import { importSeason } from '@/lib/writes/season-import';
import { getDrawnSchools, getSchoolLines } from './school-pages';
import { refreshSchoolLines } from '@/lib/writes/school-lines';
import { schoolLines, seasons } from '../schema';

describeEachEngine('school lines in the store on %s', (engine) => {
  let store: TestStore;
  // Two demo seasons, imported once and shared in order: the second test rebuilds what it removes, and only
  // the last changes the seasons for good.
  beforeAll(async () => {
    store = await freshStore(engine);
    await importSeason(store.db, demoBundle(2025));
    await importSeason(store.db, demoBundle(2026));
  });
  afterAll(async () => {
    await store.dispose();
  });

  it("an import writes each school's line, read newest season first", async () => {
    const lines = await getSchoolLines(store.db, 'darcy-road');
    expect(lines.map((l) => l.year)).toEqual([2026, 2025]);
    expect(lines[0]).toMatchObject({ slug: 'darcy-road', name: 'Darcy Road', listed: true });
    expect(lines[0]!.summary?.teams.map((t) => t.name)).toContain('Darcy Road C');
  });

  it('opening a store whose seasons predate their lines writes them once', async () => {
    const before = await getSchoolLines(store.db, 'darcy-road');
    await store.db.delete(schoolLines);
    await store.db.update(seasons).set({ schoolLinesVersion: 0 }).where(eq(seasons.year, 2025));
    await store.db.update(seasons).set({ schoolLinesVersion: 0 }).where(eq(seasons.year, 2026));
    expect(await getSchoolLines(store.db, 'darcy-road')).toEqual([]);

    expect(await refreshSchoolLines(store.db)).toBe(2);
    expect(await getSchoolLines(store.db, 'darcy-road')).toEqual(before);
    expect(await refreshSchoolLines(store.db)).toBe(0);
    const versions = await store.db.select({ v: seasons.schoolLinesVersion }).from(seasons);
    expect(versions.every((row) => row.v === SCHOOL_LINES_VERSION)).toBe(true);
  });

  it('lists every drawn school once, by its newest name', async () => {
    const drawn = await getDrawnSchools(store.db);
    expect(new Set(drawn.map((s) => s.slug)).size).toBe(drawn.length);
    expect(drawn).toContainEqual({ slug: 'darcy-road', name: 'Darcy Road' });
  });

  it('a season imported again replaces its lines, and an unpublished season has none to read', async () => {
    const renamed = demoBundle(2026);
    for (const division of renamed.divisions)
      for (const team of division.teams) if (team.name === 'Darcy Road C') team.name = 'Darcy Road Cobras';
    await importSeason(store.db, renamed);
    const [latest] = await getSchoolLines(store.db, 'darcy-road');
    expect(latest!.summary?.teams.map((t) => t.name)).toContain('Darcy Road Cobras');
    expect(latest!.summary?.teams.map((t) => t.name)).not.toContain('Darcy Road C');

    await importSeason(store.db, { ...demoBundle(2026), published: false });
    expect((await getSchoolLines(store.db, 'darcy-road')).map((l) => l.year)).toEqual([2025]);
    expect((await getDrawnSchools(store.db)).length).toBeGreaterThan(0);
  });
});
