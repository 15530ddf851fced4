/**
 * Several servers on one PostgreSQL, each with its forwarding worker, passing over the same outbox
 * at the same time: the league is asked once per request, never twice, and none is left behind.
 */
import { freshStore, type TestStore } from '@/test/engines';
import { describeWithPostgres } from '@/test/services';
import { openStore, type Store } from '@/lib/db/client';
import { createLeagueApiClient } from '@/lib/league-api/client';
import { getEntryRequests, saveEntryRequest } from '@/lib/db/queries/entries';
import type { EntryWindow } from '@/lib/league/season-index';
import { sampleEntry } from '@/test/entry-sample';
import { forwardDue } from './forwarding';

const WINDOW: EntryWindow = { open: true, cutoff: '2030-03-20', commence: '2030-05-03', priceCents: 3300 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeWithPostgres('the outbox shared by several servers on PostgreSQL', () => {
  let store: TestStore;
  const others: Store[] = [];

  beforeAll(async () => {
    store = await freshStore('postgres');
    // Two more servers' connections to the same database.
    for (let i = 0; i < 2; i += 1)
      others.push(await openStore({ databaseUrl: store.databaseUrl, memory: true }));
  });
  afterAll(async () => {
    for (const other of others) await other.close();
    await store.dispose();
  });

  it('delivers each request once while three workers pass over it together', async () => {
    const t0 = new Date('2030-03-01T00:00:00Z');
    const keys = Array.from(
      { length: 45 },
      (_, i) => `shared-outbox-${String(i).padStart(2, '0')}-0123456789`,
    );
    for (const [i, key] of keys.entries()) {
      await saveEntryRequest(store.db, sampleEntry(`Shared Outbox School ${i}`), {
        idempotencyKey: key,
        ipAddress: null,
        season: { year: 2030, window: WINDOW },
        forward: true,
        now: t0,
      });
    }
    // Every call counted, not just the first of a key: a second delivery would show here.
    const calls: string[] = [];
    const client = createLeagueApiClient('http://league.test', async (input, init) => {
      if (new URL(input).pathname !== '/api/index/add-enter-online-request')
        return new Response(null, { status: 404 });
      calls.push(String((JSON.parse(String(init?.body)) as { idempotency_key: string }).idempotency_key));
      // Slow enough that the workers overlap.
      await sleep(5);
      return Response.json({ result: 1, id: calls.length }, { status: 201 });
    });

    const passes = await Promise.all([store, ...others].map((s) => forwardDue(s.db, client, t0)));
    // A worker that skipped entries held by the others leaves them to them; a later pass finds none left.
    const later = await forwardDue(store.db, client, t0);

    expect(passes.reduce((sum, pass) => sum + pass.delivered, later.delivered)).toBe(keys.length);
    expect(passes.every((pass) => pass.failed === 0)).toBe(true);
    expect([...calls].sort()).toEqual(keys);
    const rows = await getEntryRequests(store.db, 2030);
    expect(rows.every((row) => row.forwardedAt instanceof Date && row.nextForwardAt === null)).toBe(true);
  });
});
