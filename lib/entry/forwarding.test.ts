/**
 * The forwarding outbox on both engines, against a fake league API that is down, then loses an
 * answer, then recovers: every request reaches the league exactly once, and none is lost.
 */
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { createLeagueApiClient } from '@/lib/league-api/client';
import { getEntryRequests, saveEntryRequest } from '@/lib/db/queries/entries';
import type { EntryWindow } from '@/lib/league/season-index';
import type { EntryRequest } from './schema';
import { forwardDue, kickForwarder, retryPause, startForwarder, stopForwarder } from './forwarding';

const WINDOW: EntryWindow = { open: true, cutoff: '2030-03-20', commence: '2030-05-03', priceCents: 3300 };

function entry(name: string): EntryRequest {
  return {
    mode: 'metropolitan_primary',
    school: {
      name,
      address: '1 Example Street',
      suburb: 'Carlingford',
      state: 'NSW',
      postcode: '2118',
      phone: '(02) 5550 0001',
    },
    coordinators: [
      {
        first_name: 'Sam',
        last_name: 'Example',
        title: 'Ms',
        type: 'Teacher',
        email: 'sam@example.org',
        mobile: '0491 570 006',
      },
    ],
    teams: {
      championship: 1,
      intermediate: 0,
      intermediate_to_championship: 0,
      intermediate_to_rookies: 0,
      rookies: 0,
      junior_rookies: 0,
    },
  } as EntryRequest;
}

/** A league API that answers 503 while `down`, stores by idempotency key, and can lose its answer once. */
function fakeLeague() {
  const stored = new Map<string, Record<string, unknown>>();
  const state = { down: true, loseNextAnswer: false, calls: 0 };
  const fetchImpl = async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    if (url.pathname === '/api/altcha/challenge') return new Response('not here', { status: 404 });
    if (url.pathname !== '/api/index/add-enter-online-request') return new Response(null, { status: 404 });
    state.calls += 1;
    const headers = new Headers(init?.headers);
    if (!headers.get('x-xsrf-token') || !headers.get('cookie')?.includes(headers.get('x-xsrf-token')!)) {
      return Response.json({ result: 0, error: 'no token' }, { status: 403 });
    }
    if (state.down) return Response.json({ result: 0, error: 'maintenance' }, { status: 503 });
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    const key = String(body.idempotency_key);
    const isNew = !stored.has(key);
    if (isNew) stored.set(key, body);
    if (state.loseNextAnswer) {
      state.loseNextAnswer = false;
      throw new TypeError('fetch failed: socket hang up');
    }
    return Response.json(
      { result: 1, id: [...stored.keys()].indexOf(key) + 1 },
      { status: isNew ? 201 : 200 },
    );
  };
  return { stored, state, client: createLeagueApiClient('http://league.test', fetchImpl) };
}

describeEachEngine('forwarding entry requests on %s', (engine) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await freshStore(engine);
  });
  afterAll(async () => {
    await stopForwarder();
    await store.dispose();
  });

  it('keeps requests while the league API is down and delivers each once when it recovers', async () => {
    const league = fakeLeague();
    const t0 = new Date('2030-03-01T00:00:00Z');
    for (const [i, name] of ['Alpha Demo School', 'Beta Demo School'].entries()) {
      const saved = await saveEntryRequest(store.db, entry(name), {
        idempotencyKey: `forward-${engine}-${i}-0123456789`,
        ipAddress: '198.51.100.7',
        season: { year: 2030, window: WINDOW },
        forward: true,
        now: t0,
      });
      expect(saved.status).toBe('stored');
    }

    expect(await forwardDue(store.db, league.client, t0)).toEqual({ delivered: 0, failed: 2 });
    let rows = await getEntryRequests(store.db, 2030);
    expect(rows.map((r) => [r.forwardAttempts, r.nextForwardAt?.getTime(), r.forwardedAt])).toEqual([
      [1, t0.getTime() + retryPause(1), null],
      [1, t0.getTime() + retryPause(1), null],
    ]);
    expect(rows[0]!.forwardError).toMatch(/maintenance/);

    // Nothing is due before the pause is over.
    const calls = league.state.calls;
    expect(await forwardDue(store.db, league.client, new Date(t0.getTime() + 1000))).toEqual({
      delivered: 0,
      failed: 0,
    });
    expect(league.state.calls).toBe(calls);

    // The API is back, but its first answer is lost on the way: that request is retried later.
    league.state.down = false;
    league.state.loseNextAnswer = true;
    const t1 = new Date(t0.getTime() + retryPause(1));
    expect(await forwardDue(store.db, league.client, t1)).toEqual({ delivered: 1, failed: 1 });
    rows = await getEntryRequests(store.db, 2030);
    expect(rows[0]).toMatchObject({
      forwardAttempts: 2,
      nextForwardAt: new Date(t1.getTime() + retryPause(2)),
    });
    expect(rows[1]!.forwardedAt).toBeInstanceOf(Date);

    expect(await forwardDue(store.db, league.client, new Date(t1.getTime() + retryPause(2)))).toEqual({
      delivered: 1,
      failed: 0,
    });
    expect(await forwardDue(store.db, league.client, new Date(t1.getTime() + 24 * 3600 * 1000))).toEqual({
      delivered: 0,
      failed: 0,
    });

    rows = await getEntryRequests(store.db, 2030);
    expect(rows.every((r) => r.forwardedAt && r.nextForwardAt === null && r.forwardError === null)).toBe(
      true,
    );
    // The league holds each request once, with the visitor's address and the stored details.
    expect([...league.stored.keys()].sort()).toEqual(rows.map((r) => r.idempotencyKey).sort());
    expect(league.stored.get(rows[0]!.idempotencyKey)).toMatchObject({
      mode: 'metropolitan_primary',
      ip_address: '198.51.100.7',
      school: { name: 'Alpha Demo School', phone: '0255500001' },
      teams: { championship: 1 },
    });
  });

  it('forwards a new request at once from the worker in the server process', async () => {
    const league = fakeLeague();
    league.state.down = false;
    startForwarder(async () => store.db, league.client, 60_000);
    await saveEntryRequest(store.db, entry('Gamma Demo School'), {
      idempotencyKey: `forward-${engine}-worker-0123456789`,
      ipAddress: null,
      season: { year: 2030, window: WINDOW },
      forward: true,
    });
    kickForwarder();
    await stopForwarder();
    expect([...league.stored.values()].map((b) => (b.school as { name: string }).name)).toEqual([
      'Gamma Demo School',
    ]);
  });

  it('never queues a request on a site that keeps its own entries', async () => {
    await saveEntryRequest(store.db, entry('Local Demo School'), {
      idempotencyKey: `local-${engine}-0123456789`,
      ipAddress: null,
      season: { year: 2030, window: WINDOW },
    });
    const league = fakeLeague();
    league.state.down = false;
    expect(await forwardDue(store.db, league.client, new Date('2031-01-01'))).toEqual({
      delivered: 0,
      failed: 0,
    });
  });
});
