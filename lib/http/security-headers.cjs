/**
 * The headers every response carries, and the policies server.mjs applies to pages. Plain
 * CommonJS: next.config.js, server.mjs and the tests all load it as it is.
 */
const crypto = require('node:crypto');

/** For answers that are not pages (API calls, files, the RSC payload): load nothing, frame nowhere. */
const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

function securityHeaders({ production }) {
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  if (production) {
    // Pages get their own policy from server.mjs; `next dev` needs eval and gets none.
    headers.push({ key: 'Content-Security-Policy', value: NON_PAGE_POLICY });
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  }
  return headers;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;

/** CSP source expressions for the inline scripts of a page: the framework's bootstrap and payload. */
function inlineScriptHashes(html) {
  const text = Buffer.isBuffer(html) ? html.toString('utf8') : html;
  const hashes = new Set();
  for (const [, attributes, body] of text.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes) || body.length === 0) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * A page's policy: scripts only from this site or with the hash of an inline script the page was
 * rendered with (no 'unsafe-inline', no 'unsafe-eval'); styles may be inline (React's style
 * attributes); the bot check's worker may start from a blob.
 */
function pagePolicy(scriptHashes) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
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

function seconds(value, fallback) {
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : fallback;
}

/**
 * What a CDN or reverse proxy may do with a cached page. Next.js states how long its own cache keeps
 * the page (a year, until an import); a shared cache cannot hear of imports, so it keeps a page
 * PROXY_CACHE_SECONDS (60) and may serve it stale for PROXY_STALE_SECONDS (a day) while it fetches
 * the new one. Browsers check back every time (max-age=0). Other values pass unchanged.
 */
function sharedCachePolicy(value, env = process.env) {
  if (typeof value !== 'string' || !/\bs-maxage=/.test(value)) return value;
  const fresh = seconds(env.PROXY_CACHE_SECONDS, 60);
  const stale = seconds(env.PROXY_STALE_SECONDS, 86400);
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}`;
}

module.exports = { NON_PAGE_POLICY, securityHeaders, inlineScriptHashes, pagePolicy, sharedCachePolicy };
