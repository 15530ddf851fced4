/**
 * Next.js's defaults, nothing of the site's. The app is built in a temporary folder whose
 * node_modules links to the site's; Turbopack must be allowed to read through that link
 * (FLOOR_TURBOPACK_ROOT, a folder holding both, set by bench/lib/framework-floor.mjs).
 * FLOOR_CACHE_HANDLER=1 adds the one option of the site's that costs Next work on every request, a
 * cache handler (./cache-handler.mjs); `next start` reads it when it starts, so one build serves both.
 */
import { fileURLToPath } from 'node:url';

const root = process.env.FLOOR_TURBOPACK_ROOT;

/** @type {import('next').NextConfig} */
const config = {
  ...(root ? { turbopack: { root }, outputFileTracingRoot: root } : {}),
  ...(process.env.FLOOR_CACHE_HANDLER === '1'
    ? { cacheHandler: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)) }
    : {}),
};

export default config;
