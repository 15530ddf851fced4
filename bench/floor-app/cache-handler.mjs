/**
 * The smallest cache handler Next.js accepts: entries in a Map, dropped by tag. Started with it
 * (FLOOR_CACHE_HANDLER=1), the floor pays what Next itself does for the `cacheHandler` option the site
 * needs (its cache must be in memory only and droppable outside a request), and nothing of the site's.
 */
const entries = new Map();

export default class FloorCacheHandler {
  async get(key) {
    return entries.get(key) ?? null;
  }

  async set(key, value, context) {
    entries.set(key, { value, lastModified: Date.now(), tags: context?.tags ?? [] });
  }

  async revalidateTag(tags) {
    const dropped = new Set([tags].flat());
    for (const [key, entry] of entries) if (entry.tags.some((tag) => dropped.has(tag))) entries.delete(key);
  }

  resetRequestCache() {}
}
