import crypto from 'node:crypto';
import { changedTags, cacheTags, type StoreSnapshot } from './tags';
import PageCacheHandler from './page-cache-handler.mjs';

const season = (zones: Record<string, string>, index = 'i', finals = 'f') => ({ index, zones, finals });

describe('changedTags', () => {
  const before: StoreSnapshot = { seasons: 's', years: { 2026: season({ EC: 'a', PA: 'b' }), 2025: season({ EC: 'c' }) } };

  it('names nothing when nothing the pages read has changed', () => {
    expect(changedTags(before, structuredClone(before))).toEqual([]);
  });

  it('names one zone and its season when one result changed', () => {
    const after = structuredClone(before);
    after.years[2026]!.zones.EC = 'a2';
    expect(changedTags(before, after)).toEqual([cacheTags.season(2026), cacheTags.zone(2026, 'EC')].sort());
  });

  it('names the zones that appear or disappear, the index, the finals and the season list', () => {
    const after: StoreSnapshot = { seasons: 's2', years: { 2026: season({ EC: 'a', NE: 'n' }, 'i2', 'f2'), 2025: before.years[2025]! } };
    expect(changedTags(before, after)).toEqual(
      [
        cacheTags.seasons,
        cacheTags.season(2026),
        cacheTags.index(2026),
        cacheTags.finals(2026),
        cacheTags.zone(2026, 'PA'),
        cacheTags.zone(2026, 'NE'),
      ].sort(),
    );
  });

  it('names everything of a new season', () => {
    const after = { ...before, years: { ...before.years, 2027: season({ EC: 'x' }) } };
    expect(changedTags(before, after)).toEqual(
      [cacheTags.season(2027), cacheTags.index(2027), cacheTags.finals(2027), cacheTags.zone(2027, 'EC')].sort(),
    );
  });
});

describe('the page cache handler', () => {
  const page = (tags: string, html = 'x') => ({ kind: 'APP_PAGE', html, rscData: Buffer.from('r'), headers: { 'x-next-cache-tags': tags }, status: 200 });
  const key = () => crypto.randomUUID();
  // jest.setup.ts turns the cache off for the route handlers tested elsewhere.
  beforeEach(() => {
    process.env.PAGE_CACHE = 'on';
  });
  afterEach(() => {
    process.env.PAGE_CACHE = 'off';
  });

  it('keeps pages and reads, and drops exactly those with an invalidated tag', async () => {
    const handler = new PageCacheHandler();
    const [zone, other, read] = [key(), key(), key()];
    await handler.set(zone, page('_N_T_/layout,league:2026:zone:EC'), {});
    await handler.set(other, page('_N_T_/layout,league:2026:zone:PA'), {});
    await handler.set(read, { kind: 'FETCH', data: { body: '{}' }, revalidate: false }, { tags: ['league:2026:zone:EC'] });
    expect((await handler.get(zone))?.value).toMatchObject({ html: 'x' });

    await handler.revalidateTag(['league:2026:zone:EC']);
    expect(await handler.get(zone)).toBeNull();
    expect(await handler.get(read)).toBeNull();
    expect(await handler.get(other)).not.toBeNull();
  });

  it('lets the least recently used entries go beyond PAGE_CACHE_MAX_MB', async () => {
    process.env.PAGE_CACHE_MAX_MB = '1';
    try {
      const handler = new PageCacheHandler();
      const [first, second, third] = [key(), key(), key()];
      const big = 'x'.repeat(200 * 1024);
      await handler.set(first, page('a', big), {});
      await handler.set(second, page('a', big), {});
      await handler.get(first);
      await handler.set(third, page('a', big), {});
      expect(await handler.get(second)).toBeNull();
      expect(await handler.get(first)).not.toBeNull();
      expect(await handler.get(third)).not.toBeNull();
    } finally {
      delete process.env.PAGE_CACHE_MAX_MB;
    }
  });

  it("stores a page with the policy that lists its own inline scripts, whether or not it keeps the page", async () => {
    const html = '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>alert(1)</script>';
    const value = page('a', html);
    process.env.PAGE_CACHE = 'off';
    await new PageCacheHandler().set(key(), value, {});
    const scripts = (value.headers as Record<string, string>)['content-security-policy']!.split('; ').find((d) => d.startsWith('script-src'));
    expect(scripts?.match(/'sha256-/g)).toHaveLength(1);
    expect(value.headers['x-next-cache-tags']).toBe('a');
  });

  it('keeps nothing with PAGE_CACHE=off', async () => {
    const handler = new PageCacheHandler();
    const id = key();
    process.env.PAGE_CACHE = 'off';
    await handler.set(id, page('a'), {});
    process.env.PAGE_CACHE = 'on';
    expect(await handler.get(id)).toBeNull();
  });
});
