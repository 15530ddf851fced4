const { securityHeaders } = require('./lib/http/security-headers.cjs');
const { onCi } = require('./lib/ci.cjs');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WebAssembly and must be loaded by Node at run time, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp'],
  poweredByHeader: false,
  // server.mjs compresses, with brotli as well as gzip, and route handlers' answers too.
  compress: false,
  // server.mjs tags each whole answer from its bytes, for a fraction of the CPU (lib/http/tagged-body.mjs).
  generateEtags: false,
  reactStrictMode: true,
  // Rendered pages and cached reads live in the server's memory only (see the handler).
  cacheHandler: require.resolve('./lib/cache/page-cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  experimental: {
    // A match card may carry a 10 MB photo of the signed card (lib/cards/action-guard.ts bounds it first).
    serverActions: { bodySizeLimit: '11mb' },
    proxyClientMaxBodySize: '11mb',
    // The office's actions answer 403 without a passkey's session (forbidden(), docs/office.md).
    authInterrupts: true,
    // Turbopack's cache of a build halves the next build of this folder, but writing it costs the first a
    // third more CPU (measured: 49 s without, 71 s with, 25 s for the next build with it). Under CI the
    // folder is a fresh clone that never builds again, so nothing is written.
    turbopackFileSystemCacheForBuild: !onCi(),
  },
  async headers() {
    return securityHeaders({ production: process.env.NODE_ENV === 'production' });
  },
};

module.exports = nextConfig;
