/**
 * Next.js's cache for pages, route answers and cached reads, in memory only: never on disk, so pages built
 * with the store closed are never served and a restart after an import starts from the store. Imports drop
 * entries by tag (lib/cache/tags.ts). PAGE_CACHE=off disables it (benchmarks, debugging); PAGE_CACHE_MAX_MB
 * bounds its memory (LRU).
 */

import { LRUCache } from 'lru-cache';
import securityHeaders from '../http/security-headers.cjs';

const TAGS_HEADER = 'x-next-cache-tags';
const enabled = () => process.env.PAGE_CACHE !== 'off';
const maxBytes = () => {
  const mb = Number(process.env.PAGE_CACHE_MAX_MB);
  return (Number.isFinite(mb) && mb > 0 ? mb : 256) * 1024 * 1024;
};

/** Next makes a handler per request, so entries live on globalThis (a new size, in tests, starts afresh). */
function entries() {
  const max = maxBytes();
  const holder = globalThis;
  if (holder.__leaguePageCache?.max !== max) {
    holder.__leaguePageCache = {
      max,
      entries: new LRUCache({ maxSize: max, sizeCalculation: (entry, key) => entry.size + sizeOf(key) }),
    };
  }
  return holder.__leaguePageCache.entries;
}

/**
 * Bytes an entry keeps, counted generously so the bound holds whatever Next stores (HTML, payloads,
 * segment maps, headers, tags): strings at two bytes a character, each buffer's whole backing store
 * once, and an overhead for each object, key and value.
 */
export function sizeOf(value, seen = new Set()) {
  if (typeof value === 'string') return 16 + value.length * 2;
  if (value === null || typeof value !== 'object') return 8;
  if (ArrayBuffer.isView(value)) return 32 + sizeOf(value.buffer, seen);
  if (seen.has(value)) return 0;
  seen.add(value);
  if (value instanceof ArrayBuffer || value instanceof SharedArrayBuffer) return 32 + value.byteLength;
  let size = 64;
  if (value instanceof Map) for (const [key, part] of value) size += sizeOf(key, seen) + sizeOf(part, seen);
  else if (value instanceof Set || Array.isArray(value)) for (const part of value) size += sizeOf(part, seen);
  else for (const [key, part] of Object.entries(value)) size += sizeOf(key, seen) + sizeOf(part, seen);
  return size;
}

function tagsOf(value, context) {
  const tags = new Set(context?.tags ?? []);
  const header = value?.headers?.[TAGS_HEADER];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  return tags;
}

/** When a page's copy was rendered: the same on two answers means the second came from the cache. */
export const RENDERED_AT_HEADER = 'x-rendered-at';

/**
 * Stores a page with the policy listing its own inline scripts, and when it was rendered (a header, so every
 * server's copy of a page is the same bytes): Next sends a cached page's headers with every answer, 304s too,
 * and this value is the page served now, so its first answer has them as well.
 */
function withPageHeaders(value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return;
  value.headers = {
    ...value.headers,
    'content-security-policy': securityHeaders.hashedPagePolicy(value.html),
    [RENDERED_AT_HEADER]: new Date().toISOString(),
  };
}

/** How many times entries have been dropped by tag: what was read before a change is known to be stale. */
export function pageCacheGeneration() {
  return globalThis.__leaguePageCacheGeneration ?? 0;
}

/** Drops entries with a tag `test` accepts, in a request or outside one. */
export function dropEntriesTagged(test) {
  globalThis.__leaguePageCacheGeneration = pageCacheGeneration() + 1;
  const cache = entries();
  for (const [key, entry] of cache.entries()) {
    if ([...entry.tags].some(test)) cache.delete(key);
  }
}

/**
 * Drops these tags from this server's cache: the one way the site drops tags, whichever context it runs
 * in (an import, a card's action, the card sweep's timer, another server's message), since Next's own
 * `revalidateTag` throws outside a request.
 */
export function dropTagsHere(tags) {
  const wanted = new Set(typeof tags === 'string' ? [tags] : tags);
  if (wanted.size) dropEntriesTagged((tag) => wanted.has(tag));
}

export default class PageCacheHandler {
  async get(key) {
    if (!enabled()) return null;
    const found = entries().get(key);
    return found ? { value: found.value, lastModified: found.lastModified } : null;
  }

  async set(key, value, context) {
    withPageHeaders(value);
    const stored = entries();
    stored.delete(key);
    if (!enabled() || !value) return;
    const tags = tagsOf(value, context);
    stored.set(key, { value, lastModified: Date.now(), tags, size: sizeOf(value) + sizeOf(tags) });
  }

  async revalidateTag(tags) {
    dropTagsHere(tags);
  }

  resetRequestCache() {}
}
