/**
 * The register's writes spend their own allowance, not the cards': a coordinator entering a season's players
 * can still send a card, and a flood of register forms is refused in words, storing nothing.
 */
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleSeasonWithLinks } from '@/test/sample-season';
import type { PrintedLink } from '@/lib/db/queries/cards-links';
import { playerEvents, players } from '@/lib/db/schema';
import { newCardKey } from '@/lib/cards/idempotency';
import { checkRate, resetRateLimits } from '@/lib/api/rate-limit';
import { addToRegister, readRegisterPage } from './players';

let store: TestStore;
jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), unstable_cache: jest.fn() }));
jest.mock('@/lib/db/server', () => ({ getDb: async () => store.db, storeUnreachable: () => null }));

const IP = '203.0.113.9';

describeEachEngine('the register’s allowance on %s', (engine) => {
  let links: PrintedLink[];
  beforeAll(async () => {
    store = await freshStore(engine);
    links = await sampleSeasonWithLinks(store.db);
  });
  beforeEach(async () => {
    resetRateLimits({ kind: 'memory' });
    await store.db.delete(playerEvents);
    await store.db.delete(players);
  });
  afterAll(async () => {
    delete process.env.REGISTER_RATE_LIMIT;
    await store.dispose();
  });

  it('refuses the forms past REGISTER_RATE_LIMIT in words, and leaves the cards’ allowance whole', async () => {
    process.env.REGISTER_RATE_LIMIT = '2';
    const token = links.find((l) => l.kind === 'school' && l.subject === 'North Rocks')!.token;
    const add = (name: string) =>
      addToRegister(
        { token, ip: IP, key: newCardKey() },
        { name, schoolYear: '4', shown: 'none', ratingId: null },
      );
    expect(await add('Ava Thompson')).toEqual({ status: 'ok' });
    expect(await add('Noah Ng')).toEqual({ status: 'ok' });
    expect(await add('Lee Wu')).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/^Too many changes to a players’ register have come from your network/),
    });
    const page = await readRegisterPage(token);
    expect(page && !page.relayed && page.players.map((p) => p.name)).toEqual(['Ava Thompson', 'Noah Ng']);
    expect(await checkRate('cards', IP)).toEqual({ ok: true });
  });
});
