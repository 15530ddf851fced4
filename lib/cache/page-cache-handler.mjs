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
 * Stores a page with the policy listing its own inline scripts: Next sends a cached page's headers with every
 * answer, 304s too, and this value is the page served now, so its first answer has the policy as well.
 */
function withPagePolicy(value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return;
  value.headers = { ...value.headers, 'content-security-policy': securityHeaders.cachedPagePolicy(value.html) };
}

/** Drops entries with a tag `test` accepts: for other servers' invalidations, outside any request. */
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
 * The entry for `address` while Next would serve it as is, or null. server.mjs answers from it without Next
 * and may keep prepared data on the entry, so a replaced or dropped entry takes that along.
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
