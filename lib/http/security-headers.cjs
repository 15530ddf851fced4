/**
 * Common response headers and page CSPs; CommonJS so next.config.js, the cache handler, proxy.ts and tests
 * load it as is. Cached pages store a policy hashing the framework's inline scripts (`hashedPagePolicy`), so
 * every 200 and 304 carries it; pages rendered per request get a nonce (`noncePagePolicy`, server.mjs and
 * proxy.ts), and no other answer does, so every server's copy of a cached page is the same bytes.
 */
const crypto = require('node:crypto');

/** For answers that are not pages (API calls, files, the RSC payload): load nothing, frame nowhere. */
const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const NON_PAGE_PATHS = ['/api/:path*', '/_next/:path*', '/:path(.*\\.\\w+)'];
/** Pages for everyone; not those rendered per request with a nonce (the entry form, search), which Next marks no-store. */
const PUBLIC_PAGE_PATHS = '/:path((?!api/|_next/|enter-online|search$|private/)[^.]*)';
/**
 * A school's or an official's private pages (match cards): the address is its key, so it never leaves in a
 * Referer, no search engine keeps it, and no cache on the way stores the page.
 */
const PRIVATE_PAGE_PATHS = '/private/:path*';
const PRIVATE_HEADERS = [
  { key: 'Referrer-Policy', value: 'no-referrer' },
  { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
];

const NOT_KEPT = 'private, no-cache, no-store, max-age=0, must-revalidate';

function seconds(value, fallback) {
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : fallback;
}

/**
 * Shared caches cannot hear of imports, so they keep a page PROXY_CACHE_SECONDS and may serve it stale for
 * PROXY_STALE_SECONDS; browsers revalidate. Set before rendering, replacing Next's year-long s-maxage.
 */
function sharedCachePolicy(env = process.env) {
  const fresh = seconds(env.PROXY_CACHE_SECONDS, 60);
  const stale = seconds(env.PROXY_STALE_SECONDS, 86400);
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}`;
}

/** next.config.js `headers()`: the common headers everywhere, the strict policy on what is not a page. */
function securityHeaders({ production, env = process.env }) {
  const common = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  // `next dev` needs eval and inline scripts of its own: no policy and no HSTS there.
  if (!production)
    return [
      { source: '/:path*', headers: common },
      { source: PRIVATE_PAGE_PATHS, headers: PRIVATE_HEADERS },
    ];
  return [
    {
      source: '/:path*',
      headers: [
        ...common,
        { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
      ],
    },
    ...NON_PAGE_PATHS.map((source) => ({
      source,
      headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_POLICY }],
    })),
    { source: PUBLIC_PAGE_PATHS, headers: [{ key: 'Cache-Control', value: sharedCachePolicy(env) }] },
    {
      source: PRIVATE_PAGE_PATHS,
      headers: [...PRIVATE_HEADERS, { key: 'Cache-Control', value: 'private, no-store' }],
    },
    // Next answers a router request (RSC) without its cache-busting `_rsc` parameter with a redirect to
    // the address with it, not varied on RSC: a shared cache that ignored Vary would send it to everyone.
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'rsc' }],
      missing: [{ type: 'query', key: '_rsc' }],
      headers: [{ key: 'Cache-Control', value: NOT_KEPT }],
    },
  ];
}

/** Scripts only from here or `scriptSources` (never unsafe-*); inline styles (React); bot-check blob. */
function pagePolicy(scriptSources) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;
const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])';
const DATA_CALLS = [
  { prefix: 'self.__next_f.push(', isData: Array.isArray },
  {
    prefix: '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(',
    isData: (v) => v !== null && typeof v === 'object' && !Array.isArray(v),
  },
];

/** Whether `text` is JSON of the expected shape: data, which cannot run code of its own. */
function isJson(text, isData) {
  try {
    return isData(JSON.parse(text));
  } catch {
    return false;
  }
}

/**
 * The framework's inline scripts have three shapes (flight data start, JSON for flight data or chunk list);
 * anything else, e.g. injected markup, gets no hash, so the browser refuses it.
 */
function isFrameworkScript(body) {
  if (body === FLIGHT_START) return true;
  const call = body.endsWith(');') ? body.slice(0, -1) : body;
  return DATA_CALLS.some(
    ({ prefix, isData }) =>
      call.startsWith(prefix) && call.endsWith(')') && isJson(call.slice(prefix.length, -1), isData),
  );
}

/** CSP source expressions for the framework's inline scripts in a page; other inline scripts are left out. */
function frameworkScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes) || body.length === 0 || !isFrameworkScript(body)) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const hashedPagePolicy = (html) => pagePolicy(frameworkScriptHashes(html));
const noncePagePolicy = (nonce) => pagePolicy([`'nonce-${nonce}'`]);
/** For a page whose scripts are not known when its head goes out: its own files run, no inline script does. */
const NO_INLINE_PAGE_POLICY = pagePolicy([]);

/**
 * Pages rendered for each request, never kept by a shared cache: a school's or an official's private pages,
 * the entry form and search results. Only these get a nonce.
 */
function rendersPerRequest(pathname) {
  return (
    pathname === '/search' ||
    pathname === '/enter-online' ||
    pathname.startsWith('/enter-online/') ||
    pathname.startsWith('/private/')
  );
}

module.exports = {
  NON_PAGE_POLICY,
  securityHeaders,
  sharedCachePolicy,
  frameworkScriptHashes,
  hashedPagePolicy,
  noncePagePolicy,
  NO_INLINE_PAGE_POLICY,
  rendersPerRequest,
};
