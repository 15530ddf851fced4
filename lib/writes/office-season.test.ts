/**
 * The office's season settings on the store: an entry window's dates and a zone's scorer change through the
 * season import (the change record says so), on the values the official saw; a stale or bad value changes nothing.
 */
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleSeasonWithLinks } from '@/test/sample-season';
import { officeActions, privateLinks, seasons } from '@/lib/db/schema';
import { exportSeason } from '@/lib/db/queries/season-export';
import { getOfficeSeason } from '@/lib/db/queries/office-season';
import { setEntryDates, setZoneScorer } from './office-season';

describeEachEngine("the office's season settings on %s", (engine) => {
  let store: TestStore;
  let director: number;

  beforeAll(async () => {
    store = await freshStore(engine);
  });
  beforeEach(async () => {
    const links = await sampleSeasonWithLinks(store.db, [seasons, privateLinks, officeActions]);
    director = links.find((l) => l.kind === 'director')!.id;
  });
  afterAll(async () => {
    await store.dispose();
  });

  it('moves an entry window on the dates seen, and the change log says so', async () => {
    const before = (await getOfficeSeason(store.db, 2030))!.windows.find(
      (w) => w.mode === 'metropolitan_primary',
    )!;
    const seen = { cutoff: before.cutoff, commence: before.commence };
    const dates = { cutoff: '2030-03-13', commence: '2030-05-09' };
    const saved = await setEntryDates(store.db, director, 2030, 'metropolitan_primary', dates, seen);
    if (!saved.ok) throw new Error(saved.message);
    expect(saved.changed[0]!.changes.map((c) => c.kind)).toEqual([
      'entry-date-changed',
      'entry-date-changed',
    ]);
    const season = (await exportSeason(store.db, 2030))!;
    expect(season.entry.metropolitan_primary).toMatchObject({
      cutoff_date: '2030-03-13',
      commence_date: '2030-05-09',
    });
    expect(JSON.stringify(season.changes)).toContain('Metropolitan primary entries close');
    // Another tab still showing the old dates, and dates in the wrong order: refused, nothing changed.
    expect(await setEntryDates(store.db, director, 2030, 'metropolitan_primary', dates, seen)).toMatchObject({
      refused: 'season-changed',
    });
    expect(
      await setEntryDates(
        store.db,
        director,
        2030,
        'metropolitan_primary',
        { cutoff: '2030-06-01', commence: '2030-05-09' },
        dates,
      ),
    ).toMatchObject({ refused: 'dates-order' });
    expect(
      await setEntryDates(
        store.db,
        director,
        2030,
        'metropolitan_primary',
        { cutoff: 'soon', commence: null },
        dates,
      ),
    ).toMatchObject({ refused: 'season-invalid' });
    expect((await exportSeason(store.db, 2030))!.entry.metropolitan_primary.cutoff_date).toBe('2030-03-13');
    expect((await store.db.select().from(officeActions)).map((a) => [a.action, a.linkId])).toEqual([
      ['entry-dates', director],
    ]);
  });

  it('names a zone’s scorer on the scorer seen, refuses a bad address, and clears one', async () => {
    const pa = (await getOfficeSeason(store.db, 2030))!.zones.find((z) => z.code === 'PA')!;
    const robin = { name: 'Robin Scorer', email: 'robin.scorer@example.org' };
    expect(await setZoneScorer(store.db, director, 2030, 'PA', robin, pa.scorer)).toMatchObject({ ok: true });
    expect((await exportSeason(store.db, 2030))!.zones.find((z) => z.code === 'PA')!.scorer).toEqual(robin);
    expect(await setZoneScorer(store.db, director, 2030, 'PA', robin, pa.scorer)).toMatchObject({
      refused: 'season-changed',
    });
    expect(
      await setZoneScorer(store.db, director, 2030, 'PA', { name: 'Robin', email: 'not an address' }, robin),
    ).toMatchObject({ refused: 'scorer-invalid' });
    expect(await setZoneScorer(store.db, director, 2030, 'NC', null, null)).toMatchObject({ ok: true });
    expect(await setZoneScorer(store.db, director, 2030, 'PA', null, robin)).toMatchObject({ ok: true });
    expect((await getOfficeSeason(store.db, 2030))!.zones.find((z) => z.code === 'PA')!.scorer).toBeNull();
    expect(await setZoneScorer(store.db, director, 2030, 'XX', null, null)).toMatchObject({
      refused: 'season-invalid',
    });
  });
});
