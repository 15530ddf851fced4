/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WebAssembly and must be loaded by Node at run time, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  poweredByHeader: false,
  reactStrictMode: true,
};

module.exports = nextConfig;
