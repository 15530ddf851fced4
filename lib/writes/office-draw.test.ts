/**
 * The office's draw maker on the store: only accepted requests are drawn, a new school once placed; each write
 * names the draft's revision it saw; publishing puts the draft in the season through the import (the change
 * record says so, other zones' results stay); a zone with results is not drawn again.
 */
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { sampleSeasonWithLinks } from '@/test/sample-season';
import {
  drawDrafts,
  drawPlacements,
  drawSettings,
  entryRequests,
  officeActions,
  privateLinks,
  seasons,
} from '@/lib/db/schema';
import { exportSeason } from '@/lib/db/queries/season-export';
import { getOfficeDraw } from '@/lib/db/queries/office-draw';
import { tagsOfChanges } from '@/lib/cache/tags';
import { importSeason } from './season-import';
import {
  adjustZoneDraft,
  placeDrawSchool,
  proposeZoneDraw,
  publishZoneDraw,
  saveDrawSettings,
  saveZoneDays,
} from './office-draw';
import { proposeEveryZoneDraw } from './office-draw-every-zone';

const HILLS = { code: 'HI', name: 'Hills', region: 'MW', competition: 'primary' as const };
let nextId = 7000;
const request = (school: string, teams: Record<string, number>, decision: 'accepted' | 'declined') => {
  nextId += 1;
  return {
    id: nextId,
    idempotencyKey: `draw-${nextId}`,
    year: 2030,
    mode: 'metropolitan_primary' as const,
    schoolName: school,
    request: { teams },
    totalTeams: Object.values(teams).reduce((a, b) => a + b, 0),
    feeCents: 3300,
    schoolKey: school.toLowerCase(),
    reference: `REF-${nextId}`,
    version: 1,
    decision,
  };
};

describeEachEngine("the office's draw maker on %s", (engine) => {
  let store: TestStore;
  let director: number;

  beforeAll(async () => {
    store = await freshStore(engine);
  });
  beforeEach(async () => {
    const links = await sampleSeasonWithLinks(store.db, [
      seasons,
      privateLinks,
      entryRequests,
      drawDrafts,
      drawPlacements,
      drawSettings,
      officeActions,
    ]);
    director = links.find((l) => l.kind === 'director')!.id;
    const season = sampleBundle();
    await importSeason(store.db, { ...season, zones: [...season.zones, HILLS] });
    await store.db
      .insert(entryRequests)
      .values([
        request('Hills Grammar', { championship: 3 }, 'accepted'),
        request('Kellyville', { championship: 2, rookies: 2 }, 'accepted'),
        request('Declined Primary', { championship: 4 }, 'declined'),
      ]);
  });
  afterAll(async () => {
    await store.dispose();
  });

  it('places the new schools, proposes, adjusts and publishes a zone, each on the revision seen', async () => {
    const db = store.db;
    expect(await proposeZoneDraw(db, director, 2030, 'HI', 0)).toMatchObject({ refused: 'nothing-to-draw' });
    const before = await getOfficeDraw(db, 2030);
    expect(before!.unplaced.map((u) => u.school)).toEqual(['Hills Grammar', 'Kellyville']);
    expect(before!.zones.find((z) => z.code === 'PA')!.played).toBe(true);
    expect(
      await placeDrawSchool(db, director, 2030, { school: 'Kellyville', competition: 'primary', zone: 'NC' }),
    ).toMatchObject({ refused: 'place' });
    expect(
      await placeDrawSchool(db, director, 2030, {
        school: 'Declined Primary',
        competition: 'primary',
        zone: 'HI',
      }),
    ).toMatchObject({ refused: 'place' });
    for (const school of ['Hills Grammar', 'Kellyville'])
      expect(
        await placeDrawSchool(db, director, 2030, { school, competition: 'primary', zone: 'HI' }),
      ).toEqual({
        ok: true,
      });

    expect(await proposeZoneDraw(db, director, 2030, 'HI', 0)).toEqual({ ok: true });
    expect(await proposeZoneDraw(db, director, 2030, 'HI', 0)).toMatchObject({ refused: 'draft-changed' });
    let draft = (await getOfficeDraw(db, 2030))!.zones.find((z) => z.code === 'HI')!.draft!;
    expect(draft.revision).toBe(1);
    expect(draft.divisions.map((d) => [d.code, d.teams.filter((t) => !t.bye).length])).toEqual([
      ['HI1', 5],
      ['HI2', 2],
    ]);
    expect(draft.divisions.flatMap((d) => d.teams.map((t) => t.name))).not.toContain('Declined Primary A');

    const hills = 'HI';
    const move = { kind: 'move' as const, team: 'Hills Grammar C', to: 'HI2' };
    expect(await adjustZoneDraft(db, director, 2030, hills, 1, move)).toEqual({ ok: true });
    expect(await adjustZoneDraft(db, director, 2030, hills, 1, move)).toMatchObject({
      refused: 'draft-changed',
    });
    expect(
      await adjustZoneDraft(db, director, 2030, hills, 2, { kind: 'move', team: 'Kellyville C', to: 'HI2' }),
    ).toMatchObject({ refused: 'adjust' });
    expect(
      await adjustZoneDraft(db, director, 2030, hills, 2, {
        kind: 'swap',
        a: 'Hills Grammar A',
        b: 'Kellyville D',
      }),
    ).toEqual({ ok: true });
    draft = (await getOfficeDraw(db, 2030))!.zones.find((z) => z.code === 'HI')!.draft!;
    expect(draft.revision).toBe(3);

    expect(await publishZoneDraw(db, director, 2030, 'HI', 2)).toMatchObject({ refused: 'draft-changed' });
    const published = await publishZoneDraw(db, director, 2030, 'HI', 3);
    if (!published.ok) throw new Error(published.message);
    expect(tagsOfChanges(published.changed!).length).toBeGreaterThan(0);
    const season = (await exportSeason(db, 2030))!;
    expect(season.divisions.filter((d) => d.zone === 'HI')).toEqual(draft.divisions);
    // The other zone's results stay, and the change record names the new divisions.
    expect(season.divisions.find((d) => d.code === 'PA1')!.rounds[0]!.pairings[1]!.result).toMatchObject({
      home: 2.5,
    });
    expect(JSON.stringify(season.changes)).toMatch(/HI1/);
    const after = (await getOfficeDraw(db, 2030))!;
    expect(after.zones.find((z) => z.code === 'HI')).toMatchObject({ divisions: 2, draft: null });
    expect(await publishZoneDraw(db, director, 2030, 'HI', 3)).toMatchObject({ refused: 'draft-changed' });

    const actions = await db.select().from(officeActions);
    expect(actions.map((a) => a.action)).toEqual([
      'place-school',
      'place-school',
      'propose-draw',
      'move-draw-team',
      'swap-draw-team',
      'publish-draw',
    ]);
    expect(actions.every((a) => a.linkId === director)).toBe(true);
  });

  it('proposes every zone with entries and no draft, and keeps a draft an official made or changed', async () => {
    const db = store.db;
    await db.insert(entryRequests).values(request('Parramatta North', { championship: 2 }, 'accepted'));
    for (const [school, zone] of [
      ['Hills Grammar', 'HI'],
      ['Kellyville', 'HI'],
      ['Parramatta North', 'PA'],
    ] as const)
      await placeDrawSchool(db, director, 2030, { school, competition: 'primary', zone });
    // PA has results: it is not drawn again. HI gets the draft its own Propose would make.
    expect(await proposeEveryZoneDraw(db, director, 2030)).toEqual({
      proposed: ['HI'],
      kept: [],
      played: ['PA'],
    });
    const proposed = (await getOfficeDraw(db, 2030))!.zones.find((z) => z.code === 'HI')!.draft!;
    expect(proposed.revision).toBe(1);
    expect(await proposeZoneDraw(db, director, 2030, 'HI', 1)).toEqual({ ok: true });
    const again = (await getOfficeDraw(db, 2030))!.zones.find((z) => z.code === 'HI')!.draft!;
    expect(again.divisions).toEqual(proposed.divisions);

    const move = { kind: 'move' as const, team: 'Hills Grammar C', to: 'HI2' };
    expect(await adjustZoneDraft(db, director, 2030, 'HI', 2, move)).toEqual({ ok: true });
    expect(await proposeEveryZoneDraw(db, director, 2030)).toEqual({
      proposed: [],
      kept: ['HI'],
      played: ['PA'],
    });
    const kept = (await getOfficeDraw(db, 2030))!.zones.find((z) => z.code === 'HI')!.draft!;
    expect(kept.revision).toBe(3);
    expect(kept.divisions.find((d) => d.code === 'HI2')!.teams.map((t) => t.name)).toContain(
      'Hills Grammar C',
    );
    const actions = (await db.select().from(officeActions)).map((a) => `${a.action} ${a.subject}`);
    expect(actions.filter((a) => a.startsWith('propose-draw'))).toEqual([
      'propose-draw HI 2030: HI1, HI2',
      'propose-draw HI 2030: HI1, HI2',
    ]);
  });

  it('proposes by the season’s saved settings: sizes, match day and the days without a round', async () => {
    const db = store.db;
    for (const school of ['Hills Grammar', 'Kellyville'])
      await placeDrawSchool(db, director, 2030, { school, competition: 'primary', zone: 'HI' });
    const settings = {
      division_size: { min: 2, max: 4 },
      match_day: 'thursday',
      blackouts: [{ from: '2030-05-16', name: 'A holiday' }],
    };
    expect(await saveDrawSettings(db, director, 2030, settings, 0)).toEqual({ ok: true });
    expect(await saveDrawSettings(db, director, 2030, settings, 0)).toMatchObject({
      refused: 'settings-changed',
    });
    expect(
      await saveDrawSettings(db, director, 2030, { division_size: { min: 5, max: 4 } }, 1),
    ).toMatchObject({ refused: 'settings' });
    expect(
      await saveDrawSettings(db, director, 2030, { placements: { 'Hills Grammar': 'PA' } }, 1),
    ).toMatchObject({ refused: 'settings' });
    expect(await proposeZoneDraw(db, director, 2030, 'HI', 0)).toEqual({ ok: true });
    const draft = (await getOfficeDraw(db, 2030))!.zones.find((z) => z.code === 'HI')!.draft!;
    // Five championship teams in divisions of at most 4: two divisions; Thursdays, 16 May skipped.
    const championship = draft.divisions.filter((d) => d.grade === 'championship');
    expect(championship.map((d) => d.teams.filter((t) => !t.bye).length)).toEqual([3, 2]);
    expect(championship[0]!.rounds.map((r) => r.date)).toEqual(['2030-05-09', '2030-05-23', '2030-05-30']);
    const office = (await getOfficeDraw(db, 2030))!;
    expect(office.settings).toMatchObject(settings);
    expect(office.settingsRevision).toBe(1);
  });

  it('proposes a zone on its own days, and keeps them when the season’s settings are saved', async () => {
    const db = store.db;
    for (const school of ['Hills Grammar', 'Kellyville'])
      await placeDrawSchool(db, director, 2030, { school, competition: 'primary', zone: 'HI' });
    const seen = (await getOfficeDraw(db, 2030))!.settingsRevision;
    const days = { match_day: 'tuesday', commence: '2030-06-04' };
    expect(await saveZoneDays(db, director, 2030, 'HI', days, seen)).toEqual({ ok: true });
    expect(await saveZoneDays(db, director, 2030, 'HI', days, seen)).toMatchObject({
      refused: 'settings-changed',
    });
    for (const [zone, wrong] of [
      ['NOPE', days],
      ['HI', { match_day: 'someday', commence: '' }],
      ['HI', { match_day: '', commence: '2030-02-31' }],
    ] as const)
      expect(await saveZoneDays(db, director, 2030, zone, wrong, seen + 1)).toMatchObject({
        refused: 'zone-days',
      });
    // The season's form does not carry the zones' days, and keeps them.
    const season = { division_size: { min: 2, max: 4 }, match_day: 'thursday', blackouts: [] };
    expect(await saveDrawSettings(db, director, 2030, season, seen + 1)).toEqual({ ok: true });
    const office = (await getOfficeDraw(db, 2030))!;
    expect(office.settings.zones).toEqual({ HI: days });
    const drafted = office.zones.find((z) => z.code === 'HI')!.draft?.revision ?? 0;
    expect(await proposeZoneDraw(db, director, 2030, 'HI', drafted)).toEqual({ ok: true });
    const draft = (await getOfficeDraw(db, 2030))!.zones.find((z) => z.code === 'HI')!.draft!;
    // Tuesdays from 4 June, the zone's own, not the season's Thursdays.
    const first = draft.divisions.find((d) => d.grade === 'championship')!;
    expect(first.rounds.map((r) => r.date)).toEqual(['2030-06-04', '2030-06-11', '2030-06-18']);
    // Blank again: the season's days.
    expect(await saveZoneDays(db, director, 2030, 'HI', { match_day: '', commence: '' }, seen + 2)).toEqual({
      ok: true,
    });
    expect((await getOfficeDraw(db, 2030))!.settings.zones).toEqual({});
  });

  it('does not draw a zone whose matches have results', async () => {
    expect(await proposeZoneDraw(store.db, director, 2030, 'PA', 0)).toMatchObject({ refused: 'played' });
    expect(await proposeZoneDraw(store.db, director, 2030, 'XX', 0)).toMatchObject({
      refused: 'nothing-to-draw',
    });
  });
});
