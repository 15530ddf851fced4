/**
 * A season's players' names are deleted PLAYER_NAMES_KEEP_DAYS after its last day of play, once however many
 * servers sweep, from the register and the cards alike; a player kept for the next season stays.
 */
import { eq } from 'drizzle-orm';
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleSeasonWithLinks } from '@/test/sample-season';
import type { PrintedLink } from '@/lib/db/queries/cards-links';
import { playerEvents, players, resultVersions } from '@/lib/db/schema';
import { newCardKey } from '@/lib/cards/idempotency';
import { resetRateLimits } from '@/lib/api/rate-limit';
import { addDays } from '@/lib/league/cards/urgency';
import { addPlayer, keepPlayer } from './players';
import { expirePlayerNames, namesRetention } from './player-retention';
import { sendCard } from './school-card';

let store: TestStore;
jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), unstable_cache: jest.fn() }));
jest.mock('@/lib/db/server', () => ({ getDb: async () => store.db, storeUnreachable: () => null }));

const ADDED = new Date('2030-05-21T02:00:00Z');
/** Noon in Sydney on a day. */
const noonOf = (day: string) => new Date(`${day}T02:00:00Z`);

describeEachEngine('players’ names kept for their time on %s', (engine) => {
  let links: PrintedLink[];
  const northRocks = () => links.find((l) => l.kind === 'school' && l.subject === 'North Rocks')!;

  beforeAll(async () => {
    store = await freshStore(engine);
  });
  beforeEach(async () => {
    resetRateLimits({ kind: 'memory' });
    await store.db.delete(playerEvents);
    await store.db.delete(players);
    links = await sampleSeasonWithLinks(store.db, [resultVersions]);
  });
  afterAll(async () => {
    await store.dispose();
  });

  it('deletes the season’s names on their day, once, from the register and the cards (typed ones too), but those kept', async () => {
    const home = northRocks();
    const add = async (name: string) => {
      const added = await addPlayer(
        store.db,
        home,
        { name, schoolYear: '5', shown: 'full', ratingId: null },
        newCardKey(),
        ADDED,
      );
      if (!added.ok) throw new Error('not added');
      return added.playerId;
    };
    const ava = await add('Ava Thompson');
    const noah = await add('Noah Ng');
    expect(
      await keepPlayer(store.db, home, { playerId: noah, seen: 1, key: newCardKey() }, true, ADDED),
    ).toMatchObject({ ok: true });
    const form = new FormData();
    ['1-0', '½-½', '0-1', '1-0'].forEach((b, i) => form.set(`board-${i + 1}`, b));
    for (const name of ['Ava Thompson', 'Noah Ng', 'Lily Typed', '']) form.append('players-home', name);
    // North Rocks' opponent keeps no register: its names are typed, and go with the season's too.
    for (const name of ['Tom Hale', '', '', '']) form.append('players-away', name);
    form.set('key', newCardKey());
    expect(await sendCard('203.0.113.7', home.token, 'PA1~r3~3v1', 'report', form, ADDED)).toEqual({
      status: 'ok',
    });

    const [plan] = await namesRetention(store.db, 400);
    expect(plan).toMatchObject({ year: 2030, players: 2, kept: 1, cards: 1 });
    expect(plan!.deleteOn).toBe(addDays(plan!.end, 400));
    expect(plan!.end >= '2030-05-01').toBe(true);

    // The day before: nothing goes.
    expect(await expirePlayerNames(store.db, noonOf(addDays(plan!.deleteOn, -1)), 400)).toEqual([]);
    // On the day, two servers at once: Ava's name goes once; Noah, kept, stays.
    const [first, second] = await Promise.all([
      expirePlayerNames(store.db, noonOf(plan!.deleteOn), 400),
      expirePlayerNames(store.db, noonOf(plan!.deleteOn), 400),
    ]);
    expect([...first, ...second].map((z) => z.year)).toContain(2030);
    const rows = await store.db.select().from(players);
    expect(rows.find((r) => r.id === ava)).toMatchObject({ name: null, removedAt: noonOf(plan!.deleteOn) });
    expect(rows.find((r) => r.id === noah)).toMatchObject({ name: 'Noah Ng', removedAt: null });
    const events = await store.db.select().from(playerEvents).where(eq(playerEvents.kind, 'expired'));
    expect(events.map((e) => e.playerId)).toEqual([ava]);
    const [report] = await store.db.select().from(resultVersions).where(eq(resultVersions.kind, 'report'));
    expect(report!.players).toEqual({ home: [null, 'Noah Ng', null, null], away: [null, null, null, null] });
    expect(await namesRetention(store.db, 400)).toMatchObject([{ year: 2030, players: 1, kept: 1 }]);
  });
});
