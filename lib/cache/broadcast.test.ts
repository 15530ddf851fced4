/**
 * A server's caches hear of imports made elsewhere on the shared PostgreSQL: through another server
 * or the command line (the tags its changes touch, committed with the import), and after
 * its listening connection was lost (every league entry, since messages may have been missed).
 */
import crypto from 'node:crypto';
import { Client } from 'pg';
import { freshStore, type TestStore } from '@/test/engines';
import { describeWithPostgres } from '@/test/services';
import { openStore, type Store } from '@/lib/db/client';
import { getSeasonYears } from '@/lib/db/queries/bundles';
import { sampleBundle } from '@/test/fixtures';
import PageCacheHandler from './page-cache-handler.mjs';
import { publishInvalidation, runCommandAndTellServers } from './invalidation-message';
import { listenForInvalidations, stopListening } from './broadcast';
import { processState } from '@/lib/process-state';

const page = (tags: string) => ({
  kind: 'APP_PAGE',
  html: 'x',
  rscData: Buffer.from('r'),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
});
const read = { kind: 'FETCH', data: { body: '{}' }, revalidate: false };

/** Waits until `check` holds, for at most `ms`. */
async function until(check: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within the time allowed');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeWithPostgres('invalidations from other servers on PostgreSQL', () => {
  let store: TestStore;
  let other: Store;
  const handler = new PageCacheHandler();
  const keys = { zone: '', otherZone: '', zoneRead: '', layout: '' };

  beforeAll(async () => {
    process.env.PAGE_CACHE = 'on';
    store = await freshStore('postgres');
    // Another server's, or the command line's, connection to the same database.
    other = await openStore({ databaseUrl: store.databaseUrl, memory: true });
    listenForInvalidations(store.databaseUrl!);
    await until(async () => Boolean(processState.cacheListener?.client));
  });
  afterAll(async () => {
    await stopListening();
    await other.close();
    await store.dispose();
    process.env.PAGE_CACHE = 'off';
  });
  beforeEach(async () => {
    for (const name of Object.keys(keys) as (keyof typeof keys)[]) keys[name] = crypto.randomUUID();
    await handler.set(keys.zone, page('_N_T_/layout,league:2026:zone:EC'), {});
    await handler.set(keys.otherZone, page('_N_T_/layout,league:2026:zone:PA'), {});
    await handler.set(keys.zoneRead, read, { tags: ['league:2026:zone:EC'] });
    await handler.set(keys.layout, page('_N_T_/layout'), {});
  });
  const cached = async (key: string) => (await handler.get(key)) !== null;

  it("drops the pages and reads with the tags another server's import named, and nothing else", async () => {
    await publishInvalidation(other.db, { from: 'another-server', tags: ['league:2026:zone:EC'] });
    await until(async () => !(await cached(keys.zone)));
    expect(await cached(keys.zoneRead)).toBe(false);
    expect(await cached(keys.otherZone)).toBe(true);
    expect(await cached(keys.layout)).toBe(true);
  });

  it('drops what the command line imported, once the import has committed', async () => {
    // A new season 2026 with zones PA and NC: their pages go, zone EC's stay.
    const result = await runCommandAndTellServers(other.db, { name: 'import', document: sampleBundle(2026) });
    expect(result.ok).toBe(true);
    expect(await getSeasonYears(store.db)).toContain(2026);
    await until(async () => !(await cached(keys.otherZone)));
    expect(await cached(keys.zone)).toBe(true);
    expect(await cached(keys.zoneRead)).toBe(true);
    expect(await cached(keys.layout)).toBe(true);
  });

  it('tells no server anything when the command line refuses a bundle', async () => {
    const result = await runCommandAndTellServers(other.db, { name: 'import', document: { year: 2026 } });
    expect(result.ok).toBe(false);
    // A message that follows it is the first to arrive: nothing was sent for the refused bundle.
    await publishInvalidation(other.db, { from: 'another-server', tags: ['league:2026:zone:PA'] });
    await until(async () => !(await cached(keys.otherZone)));
    expect(await cached(keys.zone)).toBe(true);
  });

  it('drops every league entry after its listening connection was lost, since a message may have been missed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const lost = processState.cacheListener!.client!;
    const admin = new Client({ connectionString: store.databaseUrl! });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [
      (lost as unknown as { processID: number }).processID,
    ]);
    await admin.end();
    await until(
      async () => Boolean(processState.cacheListener?.client) && processState.cacheListener?.client !== lost,
    );
    expect(await cached(keys.zone)).toBe(false);
    expect(await cached(keys.otherZone)).toBe(false);
    expect(await cached(keys.layout)).toBe(true);
    // And it hears the next import.
    await handler.set(keys.zone, page('league:2026:zone:EC'), {});
    await publishInvalidation(other.db, { from: 'another-server', tags: ['league:2026:zone:EC'] });
    await until(async () => !(await cached(keys.zone)));
    jest.restoreAllMocks();
  });
});
