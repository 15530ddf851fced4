/**
 * Next.js's cache for rendered pages, route answers and cached data reads, held in this process's
 * memory only. Never on disk: pages rendered by `next build` (which runs with the store closed) are
 * never served, and a server that restarts after an import made without it starts from the store,
 * not from pages of the old data. An import invalidates by tag (see lib/cache/tags.ts); an
 * invalidated entry is dropped, so the next request renders the new data.
 *
 * PAGE_CACHE=off turns it off (every request renders and reads the store): for benchmarks and for
 * finding a caching fault. PAGE_CACHE_MAX_MB bounds the memory it may hold (least recently used
 * entries go first).
 */

import { LRUCache } from 'lru-cache';
import securityHeaders from '../http/security-headers.cjs';

const TAGS_HEADER = 'x-next-cache-tags';
const enabled = () => process.env.PAGE_CACHE !== 'off';
const maxBytes = () => {
  const mb = Number(process.env.PAGE_CACHE_MAX_MB);
  return (Number.isFinite(mb) && mb > 0 ? mb : 256) * 1024 * 1024;
};

/**
 * Next makes a handler for each request, so the entries live on globalThis, in one LRU cache of the
 * configured size (a new size, which only tests set, starts a new cache), with the key of each
 * page's address (`keys`), for server.mjs (see `freshPage`).
 */
function cache() {
  const max = maxBytes();
  const holder = globalThis;
  if (holder.__leaguePageCache?.max !== max) {
    holder.__leaguePageCache = {
      max,
      entries: new LRUCache({ maxSize: max, sizeCalculation: (entry) => entry.size }),
      keys: new Map(),
    };
  }
  return holder.__leaguePageCache;
}
const entries = () => cache().entries;

/** Next 16 keys a page `/route-cache/APP_PAGE/<build hash>/$<address>`; '/index' is '/'. */
const PAGE_KEY = /^\/route-cache\/APP_PAGE\/[^/]+\/\$(\/.*)$/;

function sizeOf(value) {
  if (!value) return 64;
  let size = 256;
  for (const part of [value.html, value.rscData, value.body, value.data?.body]) {
    if (typeof part === 'string') size += part.length * 2;
    else if (part && typeof part.byteLength === 'number') size += part.byteLength;
  }
  if (value.segmentData instanceof Map) for (const part of value.segmentData.values()) size += part?.byteLength ?? 0;
  return size;
}

function tagsOf(value, context) {
  const tags = new Set(context?.tags ?? []);
  const header = value?.headers?.[TAGS_HEADER];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  return tags;
}

/**
 * A rendered page is stored with the policy that lists its own inline scripts. Next sends a cached
 * page's headers with every answer for it, 304s included, and the page being served now is this
 * same value, so its first answer has the policy too. Done whether or not the cache keeps it.
 */
function withPagePolicy(value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return;
  value.headers = { ...value.headers, 'content-security-policy': securityHeaders.cachedPagePolicy(value.html) };
}

/**
 * Drops every entry that has a tag `test` accepts. For invalidations that come from another server
 * (lib/cache/broadcast.ts), which arrive outside any request, where Next's revalidateTag cannot run.
 */
export function dropEntriesTagged(test) {
  const cache = entries();
  for (const [key, entry] of cache.entries()) {
    if ([...entry.tags].some(test)) cache.delete(key);
  }
}

export default class PageCacheHandler {
  async get(key) {
    if (!enabled()) return null;
    const found = entries().get(key);
    return found ? { value: found.value, lastModified: found.lastModified } : null;
  }

  async set(key, value, context) {
    withPagePolicy(value);
    const { entries: stored, keys } = cache();
    stored.delete(key);
    if (!enabled() || !value) return;
    // How long Next counts the page fresh (seconds; false: until an import drops it).
    const revalidate = context?.cacheControl?.revalidate;
    stored.set(key, { value, lastModified: Date.now(), revalidate, tags: tagsOf(value, context), size: sizeOf(value) });
    const address = value.kind === 'APP_PAGE' ? PAGE_KEY.exec(key)?.[1] : undefined;
    if (address && address !== '/index') keys.set(address, key);
  }

  async revalidateTag(tags) {
    const wanted = new Set(typeof tags === 'string' ? [tags] : tags);
    if (wanted.size === 0) return;
    dropEntriesTagged((tag) => wanted.has(tag));
  }

  resetRequestCache() {}
}

/**
 * The cache entry of the page at `address` while Next would serve it as it is (fresh, not dropped by
 * an import), or null. server.mjs answers from it without Next (lib/http/cached-pages.mjs) and may
 * keep what it prepares for answering on the entry: an entry that is replaced or dropped takes it along.
 */
export function freshPage(address) {
  if (!enabled()) return null;
  const { entries: stored, keys } = cache();
  const key = keys.get(address);
  const entry = key === undefined ? undefined : stored.get(key);
  if (entry?.value?.kind !== 'APP_PAGE' || typeof entry.value.html !== 'string') return null;
  const { revalidate, lastModified } = entry;
  if (revalidate === false) return entry;
  if (typeof revalidate === 'number' && Date.now() < lastModified + revalidate * 1000) return entry;
  // Stale, or of a kind of freshness not known here: Next decides (and renders it again).
  return null;
}
