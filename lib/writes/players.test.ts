/**
 * The players' register in the store: a form stores one player however often it is sent; a change names the
 * version it saw and a stale one changes nothing; removing a player leaves no name in the store; one school's
 * address reaches no other school's players.
 */
import { eq, sql } from 'drizzle-orm';
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleSeasonWithLinks } from '@/test/sample-season';
import type { PrintedLink } from '@/lib/db/queries/cards-links';
import { playerEvents, players, resultVersions } from '@/lib/db/schema';
import { newCardKey } from '@/lib/cards/idempotency';
import { REGISTER_MAX, type PlayerInput } from '@/lib/league/players/register';
import { schoolSlug } from '@/lib/league/school-slug';
import {
  addPlayer,
  matchTypedName,
  PLAYER_CHANGED,
  readRegister,
  removePlayer,
  setPlayerShown,
} from './players';
import { sendCard } from './school-card';
import { resetRateLimits } from '@/lib/api/rate-limit';

let store: TestStore;
jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), unstable_cache: jest.fn() }));
jest.mock('@/lib/db/server', () => ({ getDb: async () => store.db, storeUnreachable: () => null }));

const AVA: PlayerInput = { name: 'Ava Thompson', schoolYear: '5', shown: 'none', ratingId: null };
const NOW = new Date('2030-05-21T02:00:00Z');
/** After round 3 of the sample season's PA1 was played. */
const AFTER = NOW;

describeEachEngine('the players’ register on %s', (engine) => {
  let links: PrintedLink[];
  const school = (name: string) => links.find((l) => l.kind === 'school' && l.subject === name)!;
  /** North Rocks adds Ava, then reports PA1 round 3 naming these players; Ava's id. */
  async function avaOnACard(names: { home: string[]; away?: string[] }): Promise<number> {
    resetRateLimits({ kind: 'memory' });
    const home = school('North Rocks');
    const added = await addPlayer(store.db, home, AVA, newCardKey(), NOW);
    if (!added.ok) throw new Error('not added');
    const form = new FormData();
    ['1-0', '½-½', '0-1', '1-0'].forEach((b, i) => form.set(`board-${i + 1}`, b));
    for (const name of names.home) form.append('players-home', name);
    for (const name of names.away ?? []) form.append('players-away', name);
    form.set('key', newCardKey());
    expect(await sendCard('203.0.113.7', home.token, 'PA1~r3~3v1', 'report', form, AFTER)).toEqual({
      status: 'ok',
    });
    return added.playerId;
  }

  beforeAll(async () => {
    store = await freshStore(engine);
  });
  beforeEach(async () => {
    await store.db.delete(playerEvents);
    await store.db.delete(players);
    links = await sampleSeasonWithLinks(store.db, [resultVersions]);
  });
  afterAll(async () => {
    await store.dispose();
  });

  it('stores one player for a form sent twice, or twice at once', async () => {
    const home = school('North Rocks');
    const key = newCardKey();
    // Sent twice at once: either may be stored first (on PostgreSQL it varies), the other is its repeat.
    const both = await Promise.all([
      addPlayer(store.db, home, AVA, key, NOW),
      addPlayer(store.db, home, AVA, key, NOW),
    ]);
    expect(both.map((w) => (w.ok ? w.repeated : 'refused')).sort()).toEqual([false, true]);
    expect(await addPlayer(store.db, home, AVA, key, NOW)).toMatchObject({ ok: true, repeated: true });
    const register = await readRegister(store.db, home);
    expect(register).toMatchObject([
      { name: 'Ava Thompson', schoolYear: '5', shown: 'none', shownBy: 'school' },
    ]);
  });

  it('refuses the same child from a second form, whatever the letters’ case', async () => {
    const home = school('North Rocks');
    await addPlayer(store.db, home, AVA, newCardKey(), NOW);
    expect(await addPlayer(store.db, home, { ...AVA, name: 'AVA THOMPSON' }, newCardKey(), NOW)).toEqual({
      ok: false,
      problems: [{ field: 'name', message: 'AVA THOMPSON is already on the register.' }],
    });
    // Another school may have its own Ava Thompson.
    expect(
      await addPlayer(store.db, school('Carlingford Public School'), AVA, newCardKey(), NOW),
    ).toMatchObject({
      ok: true,
    });
    expect(await readRegister(store.db, home)).toHaveLength(1);
  });

  it('holds a register to its limit', async () => {
    const home = school('North Rocks');
    await store.db.insert(players).values(
      Array.from({ length: REGISTER_MAX }, (_, i) => ({
        year: home.year,
        school: schoolSlug(home.subject),
        name: `Player ${String.fromCharCode(65 + (i % 26))}${i}`,
        schoolYear: '4' as const,
      })),
    );
    const refused = await addPlayer(store.db, home, AVA, newCardKey(), NOW);
    expect(refused).toMatchObject({ ok: false, problems: [{ field: 'name' }] });
  });

  it('changes what public pages show only from the version the page showed, and says who set it', async () => {
    const home = school('North Rocks');
    const added = await addPlayer(store.db, home, AVA, newCardKey(), NOW);
    if (!added.ok) throw new Error('not added');
    const change = { playerId: added.playerId, seen: 1, key: newCardKey() };
    expect(await setPlayerShown(store.db, home, change, 'initial', NOW)).toMatchObject({ ok: true });
    expect(await setPlayerShown(store.db, home, change, 'initial', NOW)).toMatchObject({
      ok: true,
      repeated: true,
    });
    // Another screen still showing version 1.
    expect(await setPlayerShown(store.db, home, { ...change, key: newCardKey() }, 'full', NOW)).toEqual({
      ok: false,
      stale: true,
      message: PLAYER_CHANGED,
    });
    const [player] = await readRegister(store.db, home);
    expect(player).toMatchObject({ shown: 'initial', version: 2, shownBy: 'school', shownAt: NOW });
    const events = await store.db
      .select()
      .from(playerEvents)
      .where(eq(playerEvents.playerId, added.playerId));
    expect(events.map((e) => [e.kind, e.shown, e.linkId])).toEqual([
      ['added', 'none', home.id],
      ['shown', 'initial', home.id],
    ]);
  });

  it('reaches no other school’s players', async () => {
    const added = await addPlayer(store.db, school('North Rocks'), AVA, newCardKey(), NOW);
    if (!added.ok) throw new Error('not added');
    const other = school('Carlingford Public School');
    const change = { playerId: added.playerId, seen: 1, key: newCardKey() };
    expect(await setPlayerShown(store.db, other, change, 'full', NOW)).toMatchObject({
      ok: false,
      stale: true,
    });
    expect(await removePlayer(store.db, other, { ...change, key: newCardKey() }, NOW)).toMatchObject({
      ok: false,
    });
    expect(await readRegister(store.db, other)).toEqual([]);
  });

  it('removes a player’s name and rating ID from the store, keeping the row for its games', async () => {
    const home = school('North Rocks');
    const added = await addPlayer(store.db, home, { ...AVA, ratingId: '3201234' }, newCardKey(), NOW);
    if (!added.ok) throw new Error('not added');
    expect(
      await removePlayer(store.db, home, { playerId: added.playerId, seen: 1, key: newCardKey() }, NOW),
    ).toMatchObject({ ok: true });
    expect(await readRegister(store.db, home)).toEqual([]);
    const [row] = await store.db.select().from(players).where(eq(players.id, added.playerId));
    expect(row).toMatchObject({ name: null, ratingId: null, shown: 'none', removedAt: NOW });
    // Neither the register nor its events hold the name or the ID any more.
    for (const table of [sql`players`, sql`player_events`]) {
      const dump = await store.db.execute(sql`select row_to_json(t)::text as json from ${table} t`);
      expect(JSON.stringify(dump)).not.toMatch(/Thompson|3201234/);
    }
    // The same child may be added again later, as a new player.
    expect(await addPlayer(store.db, home, AVA, newCardKey(), NOW)).toMatchObject({
      ok: true,
      repeated: false,
    });
  });

  it('erases a removed player’s name from every card that named them on the school’s side', async () => {
    // The other school's Ava Thompson is not this one.
    const ava = await avaOnACard({
      home: ['ava thompson', 'Noah Ng', '', ''],
      away: ['Ava Thompson', '', '', ''],
    });
    const home = school('North Rocks');
    expect(
      await removePlayer(store.db, home, { playerId: ava, seen: 1, key: newCardKey() }, NOW),
    ).toMatchObject({ ok: true });
    const [version] = await store.db.select().from(resultVersions).where(eq(resultVersions.kind, 'report'));
    expect(version!.players).toEqual({
      home: [null, 'Noah Ng', null, null],
      away: ['Ava Thompson', null, null, null],
    });
    expect(version!.boards).toEqual(['1', '½', '0', '1']);
  });

  it('matches a spelling typed on a card to a player once, refuses a stale or taken one, and erases it with them', async () => {
    const ava = await avaOnACard({ home: ['Ava Tompson', '', '', ''] });
    const home = school('North Rocks');
    const change = { playerId: ava, seen: 1, key: newCardKey() };
    // Sent twice at once, and once more later: one match.
    const both = await Promise.all([
      matchTypedName(store.db, home, change, ' Ava  Tompson ', NOW),
      matchTypedName(store.db, home, change, 'Ava Tompson', NOW),
    ]);
    expect(both.map((w) => (w.ok ? w.repeated : 'refused')).sort()).toEqual([false, true]);
    expect(await matchTypedName(store.db, home, change, 'Ava Tompson', NOW)).toMatchObject({
      repeated: true,
    });
    expect((await readRegister(store.db, home))[0]).toMatchObject({ alsoTyped: ['Ava Tompson'], version: 2 });
    const stale = { ...change, key: newCardKey() };
    expect(await matchTypedName(store.db, home, stale, 'A. Thompson', NOW)).toEqual({
      ok: false,
      stale: true,
      message: PLAYER_CHANGED,
    });
    const taken = { ...change, seen: 2, key: newCardKey() };
    expect(await matchTypedName(store.db, home, taken, 'ava tompson', NOW)).toEqual({
      ok: false,
      problems: [{ field: 'name', message: 'ava tompson already counts for Ava Thompson.' }],
    });
    await removePlayer(store.db, home, { playerId: ava, seen: 2, key: newCardKey() }, NOW);
    const [version] = await store.db.select().from(resultVersions).where(eq(resultVersions.kind, 'report'));
    expect(version!.players).toBeNull();
    const [row] = await store.db.select().from(players).where(eq(players.id, ava));
    expect(row).toMatchObject({ name: null, alsoTyped: [] });
  });
});
