/**
 * The server's store getter when the store cannot be opened: the failure is never kept, the store
 * is tried again in the background with a capped back-off, callers meanwhile get a
 * StoreUnavailableError at once, and the proxy answers 503 with Retry-After.
 */
import { NextRequest } from 'next/server';
import type { Store } from './client';
import { processState } from '@/lib/process-state';
import { currentOutage, StoreUnavailableError } from './availability';
import { getStore } from './server';
import { proxy } from '@/proxy';

const openStore = jest.fn<Promise<Store>, []>();
jest.mock('./client', () => ({ openStore: () => openStore() }));

const refused = () =>
  Object.assign(new Error('Failed query: CREATE SCHEMA'), {
    cause: new Error('connect ECONNREFUSED 127.0.0.1:5999'),
  });
const store = { engine: 'postgres' } as Store;

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  openStore.mockReset();
  processState.store = undefined;
  processState.storeOutage = undefined;
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Lets the timers due by then and the attempts they start run. */
async function advance(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

describe('getStore', () => {
  it('keeps no failure: retries in the background and opens the store once the database is back', async () => {
    openStore.mockRejectedValue(refused());
    await expect(getStore()).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(openStore).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('connect ECONNREFUSED 127.0.0.1:5999'),
    );

    // Until the next attempt is due, callers are answered at once, without another connection.
    await expect(getStore()).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(openStore).toHaveBeenCalledTimes(1);

    // No request needed: the background attempts back off 0.5, 1, 2, 4, 4 s...
    await advance(500);
    expect(openStore).toHaveBeenCalledTimes(2);
    await advance(1_000);
    expect(openStore).toHaveBeenCalledTimes(3);
    await advance(2_000 + 4_000);
    expect(openStore).toHaveBeenCalledTimes(5);
    // The same cause is logged once, not once per attempt.
    expect(console.error).toHaveBeenCalledTimes(1);

    openStore.mockResolvedValue(store);
    await advance(4_000);
    expect(openStore).toHaveBeenCalledTimes(6);
    await expect(getStore()).resolves.toBe(store);
    expect(await currentOutage()).toBeNull();
    // Opened once and kept.
    await advance(60_000);
    await expect(getStore()).resolves.toBe(store);
    expect(openStore).toHaveBeenCalledTimes(6);
  });

  it('opens on demand when an attempt is due, with a single attempt for simultaneous callers', async () => {
    openStore.mockRejectedValueOnce(refused());
    await expect(getStore()).rejects.toThrow(
      'The data store is unavailable (connect ECONNREFUSED 127.0.0.1:5999).',
    );
    openStore.mockResolvedValue(store);
    jest.setSystemTime(Date.now() + 500);
    const [a, b] = await Promise.all([getStore(), getStore()]);
    expect(a).toBe(store);
    expect(b).toBe(store);
    expect(openStore).toHaveBeenCalledTimes(2);
  });
});

describe('the proxy while the store is unavailable', () => {
  const request = (path: string) => new NextRequest(`http://localhost${path}`);

  it('answers pages with a plain 503 page and Retry-After, and API routes in the contract shape', async () => {
    openStore.mockRejectedValue(refused());
    await getStore().catch(() => undefined);

    const page = await proxy(request('/home'));
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('1');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<html lang="en-AU">');
    expect(html).toContain('<h1>Temporarily unavailable</h1>');

    const api = await proxy(request('/api/index/get-country-regions-for-select'));
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('1');
    expect(await api.json()).toEqual({ result: 0, error: expect.stringContaining('try again') });
  });

  it('waits for an attempt in progress and lets requests through once the store is open', async () => {
    openStore.mockRejectedValueOnce(refused());
    await getStore().catch(() => undefined);
    openStore.mockResolvedValue(store);
    await advance(500);
    const answer = await proxy(request('/home'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-middleware-next')).toBe('1');
  });

  it('holds back only the routes that need the store when pages read the league API', async () => {
    process.env.LEAGUE_API_URL = 'http://league.example';
    try {
      openStore.mockRejectedValue(refused());
      await getStore().catch(() => undefined);
      expect((await proxy(request('/home'))).status).toBe(200);
      expect((await proxy(request('/api/index/add-enter-online-request'))).status).toBe(503);
    } finally {
      delete process.env.LEAGUE_API_URL;
    }
  });
});
