/**
 * The outbox when the league's API comes back: a pass over the waiting requests sends them all,
 * however many, without waiting out their pauses, and gives up at the first failure while the API
 * is still away.
 */
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { createLeagueApiClient } from '@/lib/league-api/client';
import { getEntryRequests, saveEntryRequest } from '@/lib/db/queries/entries';
import type { EntryWindow } from '@/lib/league/season-index';
import { sampleEntry } from '@/test/entry-sample';
import { forwardDue } from './forwarding';

const WINDOW: EntryWindow = { open: true, cutoff: '2030-03-20', commence: '2030-05-03', priceCents: 3300 };

const entry = sampleEntry;

/** A league API that refuses while `down` and otherwise keeps each request by its key, counting every call. */
function league() {
  const received: string[] = [];
  const state = { down: true, calls: 0 };
  const client = createLeagueApiClient('http://league.test', async (input, init) => {
    if (new URL(input).pathname !== '/api/index/add-enter-online-request')
      return new Response(null, { status: 404 });
    state.calls += 1;
    if (state.down) return Response.json({ result: 0, error: 'maintenance' }, { status: 503 });
    received.push(String((JSON.parse(String(init?.body)) as { idempotency_key: string }).idempotency_key));
    return Response.json({ result: 1, id: received.length }, { status: 201 });
  });
  return { received, state, client };
}

describeEachEngine('the outbox after an outage on %s', (engine) => {
  let store: TestStore;
  const t0 = new Date('2030-03-01T00:00:00Z');
  const keys = Array.from(
    { length: 25 },
    (_, i) => `recovery-${engine}-${String(i).padStart(2, '0')}-0123456789`,
  );

  beforeAll(async () => {
    store = await freshStore(engine);
    for (const [i, key] of keys.entries()) {
      await saveEntryRequest(store.db, entry(`Recovery Demo School ${i}`), {
        idempotencyKey: key,
        ipAddress: null,
        season: { year: 2030, window: WINDOW },
        forward: true,
        now: t0,
      });
    }
  });
  afterAll(async () => {
    await store.dispose();
  });

  it('asks a still-absent API once for the waiting requests, not once for each', async () => {
    const api = league();
    // Every request fails once and then pauses (20 a batch: two passes).
    expect(await forwardDue(store.db, api.client, t0)).toEqual({ delivered: 0, failed: 20 });
    expect(await forwardDue(store.db, api.client, t0)).toEqual({ delivered: 0, failed: 5 });
    const calls = api.state.calls;
    expect(await forwardDue(store.db, api.client, t0, { waiting: true })).toEqual({
      delivered: 0,
      failed: 1,
    });
    expect(api.state.calls).toBe(calls + 1);
    expect(api.received).toEqual([]);
  });

  it('sends every waiting request, each once, when the API is back, before their pauses are over', async () => {
    const api = league();
    api.state.down = false;
    // Nothing is due yet: the pauses after the failures have not run out.
    expect(await forwardDue(store.db, api.client, t0)).toEqual({ delivered: 0, failed: 0 });
    expect(await forwardDue(store.db, api.client, t0, { waiting: true })).toEqual({
      delivered: 25,
      failed: 0,
    });
    expect([...api.received].sort()).toEqual(keys);
    expect(await forwardDue(store.db, api.client, t0, { waiting: true })).toEqual({
      delivered: 0,
      failed: 0,
    });
    const rows = await getEntryRequests(store.db, 2030);
    expect(rows.every((r) => r.forwardedAt instanceof Date && r.nextForwardAt === null)).toBe(true);
  });
});
