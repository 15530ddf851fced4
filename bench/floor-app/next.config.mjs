/**
 * Next.js's defaults, nothing of the site's. The app is built in a temporary folder whose
 * node_modules links to the site's; Turbopack must be allowed to read through that link
 * (FLOOR_TURBOPACK_ROOT, a folder holding both, set by bench/lib/framework-floor.mjs).
 */
const root = process.env.FLOOR_TURBOPACK_ROOT;

/** @type {import('next').NextConfig} */
const config = root ? { turbopack: { root }, outputFileTracingRoot: root } : {};

export default config;
