/**
 * The headers every response carries and the Content-Security-Policy of pages. Plain CommonJS:
 * next.config.js, the page cache handler, proxy.ts and the tests all load it as it is.
 *
 * Pages get their policy in one of two ways, both through the framework (docs/reliability.md):
 * - a cached page: when Next stores the rendered page, the cache handler lists the hashes of the
 *   framework's own inline scripts in it (`cachedPagePolicy`) and stores the policy with the page, so
 *   Next sends the same header with every 200 and 304 of it;
 * - a page rendered per request (the entry form): proxy.ts sends a fresh nonce, which Next puts on
 *   its scripts (`noncePagePolicy`).
 */
const crypto = require('node:crypto');

/** For answers that are not pages (API calls, files, the RSC payload): load nothing, frame nowhere. */
const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const NON_PAGE_PATHS = ['/api/:path*', '/_next/:path*', '/:path(.*\\.\\w+)'];
/** Pages rendered per request for one visitor: never kept by a shared cache. */
const PUBLIC_PAGE_PATHS = '/:path((?!api/|_next/|enter-online)[^.]*)';

function seconds(value, fallback) {
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : fallback;
}

/**
 * What a CDN or reverse proxy may do with a public page. Next keeps a rendered page until an import
 * drops it; a shared cache cannot hear of imports, so it keeps a page PROXY_CACHE_SECONDS (60) and
 * may serve it stale for PROXY_STALE_SECONDS (a day) while it fetches it again. Browsers check back
 * every time (max-age=0). Set before rendering, so Next keeps it instead of its year-long s-maxage.
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
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  // `next dev` needs eval and inline scripts of its own: no policy and no HSTS there.
  if (!production) return [{ source: '/:path*', headers: common }];
  return [
    { source: '/:path*', headers: [...common, { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] },
    ...NON_PAGE_PATHS.map((source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_POLICY }] })),
    { source: PUBLIC_PAGE_PATHS, headers: [{ key: 'Cache-Control', value: sharedCachePolicy(env) }] },
  ];
}

/**
 * A page's policy around its script sources: scripts from this site or named by `scriptSources`
 * (hashes or a nonce; never 'unsafe-inline' or 'unsafe-eval'); styles may be inline (React's style
 * attributes); the bot check's worker may start from a blob.
 */
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
  { prefix: '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', isData: (v) => v !== null && typeof v === 'object' && !Array.isArray(v) },
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
 * The framework's inline scripts have three shapes: the flight data's start, and calls handing JSON
 * to the flight data or the bundler's chunk list. Anything else, such as a script that markup from
 * outside managed to put into a page, is not the site's and gets no hash, so the browser refuses it.
 */
function isFrameworkScript(body) {
  if (body === FLIGHT_START) return true;
  const call = body.endsWith(');') ? body.slice(0, -1) : body;
  return DATA_CALLS.some(({ prefix, isData }) => call.startsWith(prefix) && call.endsWith(')') && isJson(call.slice(prefix.length, -1), isData));
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

const cachedPagePolicy = (html) => pagePolicy(frameworkScriptHashes(html));
const noncePagePolicy = (nonce) => pagePolicy([`'nonce-${nonce}'`]);

module.exports = {
  NON_PAGE_POLICY,
  securityHeaders,
  sharedCachePolicy,
  frameworkScriptHashes,
  cachedPagePolicy,
  noncePagePolicy,
};
