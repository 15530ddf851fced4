import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { importSeason } from '@/lib/writes/season-import';
import { getMatchVersions } from './match-versions';
import { matchVersions, seasons } from '../schema';

describeEachEngine('match versions on %s', (engine) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await freshStore(engine);
  });
  beforeEach(async () => {
    await store.db.delete(seasons);
    await store.db.delete(matchVersions);
  });
  afterAll(async () => {
    await store.dispose();
  });

  const uid = (year: number, round: number, slot: number) => `${year}-PA1-r${round}-m${slot}@schools.nswjcl`;

  it('starts every match at 0 and raises only the ones an import changes, stamped with that import', async () => {
    const bundle = sampleBundle();
    const y = bundle.year;
    await importSeason(store.db, bundle);
    const uids = [uid(y, 1, 2), uid(y, 2, 2), uid(y, 3, 2)];
    const first = await getMatchVersions(store.db, y);
    expect(uids.map((u) => first.get(u)?.sequence)).toEqual([0, 0, 0]);
    // The finals grids' matches are versioned too.
    expect([...first.keys()].some((u) => u.includes('-finals-'))).toBe(true);
    // Byes (team 4 is the draw's bye row) are not matches.
    expect([uid(y, 1, 1), uid(y, 2, 1), uid(y, 3, 1)].filter((u) => first.has(u)).length).toBe(0);

    await importSeason(store.db, bundle);
    const again = await getMatchVersions(store.db, y);
    expect([...again.values()].every((v) => v.sequence === 0)).toBe(true);

    const played = sampleBundle();
    played.divisions[0]!.rounds[2]!.pairings[1]!.result = { home: 1, away: 3 };
    await importSeason(store.db, played);
    const moved = sampleBundle();
    moved.divisions[0]!.rounds[2]!.pairings[1]!.result = { home: 1, away: 3 };
    moved.divisions[0]!.rounds[2]!.date = `${y}-05-24`;
    await importSeason(store.db, moved);
    const after = await getMatchVersions(store.db, y);
    expect(after.get(uid(y, 3, 2))!.sequence).toBe(2);
    // A result, then a date: two changes; the other matches kept their versions.
    expect(after.get(uid(y, 2, 2))!.sequence).toBe(0);
    expect(after.get(uid(y, 1, 2))!.sequence).toBe(0);
    expect(after.get(uid(y, 3, 2))!.modifiedAt.getTime()).toBeGreaterThanOrEqual(
      first.get(uid(y, 3, 2))!.modifiedAt.getTime(),
    );
    expect(after.get(uid(y, 1, 2))!.modifiedAt).toEqual(first.get(uid(y, 1, 2))!.modifiedAt);
  });
});
