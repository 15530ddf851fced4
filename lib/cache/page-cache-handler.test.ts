import PageCacheHandler, { pageCacheGeneration, sizeOf } from './page-cache-handler.mjs';

const page = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.alloc(10_000),
  segmentData: new Map([['/_tree', Buffer.alloc(5_000)]]),
  headers: { 'x-next-cache-tags': 'league:2026' },
  status: 404,
});

describe("the page cache's size of an entry", () => {
  it('counts every part Next stores: HTML at two bytes a character, payloads, segments, headers', () => {
    const html = 'x'.repeat(20_000);
    const size = sizeOf(page(html));
    expect(size).toBeGreaterThanOrEqual(html.length * 2 + 10_000 + 5_000 + 'league:2026'.length * 2);
    // A header added later (the page's policy) counts too.
    expect(
      sizeOf({ ...page(html), headers: { 'content-security-policy': 'p'.repeat(3_000) } }),
    ).toBeGreaterThan(size + 5_000);
  });

  it('counts a buffer shared by two parts once', () => {
    const shared = Buffer.alloc(50_000);
    expect(sizeOf({ a: shared, b: shared.subarray(0, 10) })).toBeLessThan(51_000);
  });
});

describe('the page cache under a flood of addresses', () => {
  // jest.setup.ts turns the cache off for the route handlers tested elsewhere.
  afterAll(() => {
    process.env.PAGE_CACHE = 'off';
    delete process.env.PAGE_CACHE_MAX_MB;
  });

  it('keeps at most PAGE_CACHE_MAX_MB, counting every entry, and drops the least recently used', async () => {
    process.env.PAGE_CACHE = 'on';
    process.env.PAGE_CACHE_MAX_MB = '1';
    const handler = new PageCacheHandler();
    const keys = Array.from({ length: 500 }, (_, i) => `/made-up-${i}`);
    for (const key of keys)
      await handler.set(key, page(`<p>not found ${key}</p>`.padEnd(4_000, ' ')), { tags: ['league:2026'] });
    const kept = [];
    for (const key of keys) if (await handler.get(key)) kept.push(key);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(keys.length);
    expect(kept).toEqual(keys.slice(keys.length - kept.length));
    const counted = kept.length * sizeOf(page(''.padEnd(4_000, ' ')));
    expect(counted).toBeLessThanOrEqual(1024 * 1024);
  });

  it('counts each drop by tag, so what was read before an import is known to be stale', async () => {
    process.env.PAGE_CACHE = 'on';
    const handler = new PageCacheHandler();
    const before = pageCacheGeneration();
    await handler.get('/home');
    await handler.set('/home', page('<p>home</p>'), { tags: ['league:2026'] });
    expect(pageCacheGeneration()).toBe(before);
    await handler.revalidateTag(['league:2026']);
    expect(await handler.get('/home')).toBeNull();
    expect(pageCacheGeneration()).toBe(before + 1);
  });
});
