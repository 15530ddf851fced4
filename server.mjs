/**
 * The production server: Next.js's request handler in a Node HTTP server of our own, which knows the
 * connection a request came on. `npm start`, the end-to-end tests and the benchmarks all run this.
 * PORT (default 3000) and HOSTNAME (default all interfaces) as for `next start`.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import next from 'next';
import onHeaders from 'on-headers';
import { answerConditionally } from './lib/http/conditional-answer.mjs';
import { withTaggedBody } from './lib/http/tagged-body.mjs';
import { declaresBody, refuseUnread } from './lib/http/refuse-unread.mjs';
import { CLIENT_ADDRESS_HEADER, setClientAddress, trustedHopsFromEnv } from './lib/api/client-address.mjs';
import { installServerLog } from './lib/api/server-log.mjs';
import {
  NO_INLINE_PAGE_POLICY,
  hashedPagePolicy,
  noncePagePolicy,
  rendersPerRequest,
} from './lib/http/security-headers.cjs';

// Before Next writes anything: no private address in the log, Next's unknown-action warnings counted.
installServerLog();
process.env.NEXT_TELEMETRY_DISABLED = '1';
const dir = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || undefined;
const trustedHops = trustedHopsFromEnv();

const app = next({ dev: false, dir, port, hostname: hostname ?? 'localhost' });
await app.prepare();
const handle = app.getRequestHandler();

/** Whether every percent-escape of the path is well formed (Next answers a bare 500 for one that is not). */
function hasDecodablePath(url = '/') {
  try {
    decodeURIComponent(url.split('?')[0]);
    return true;
  } catch {
    return false;
  }
}

/**
 * Tells proxy.ts, through its matcher, that the store is open, so it need not run (it only holds
 * requests back while the store cannot be opened; the store stays open once it has opened). A
 * visitor's own copy of the header is dropped.
 */
const STORE_OPEN_HEADER = 'x-nswjcl-store-open';
function markStoreOpen(request) {
  delete request.headers[STORE_OPEN_HEADER];
  const state = globalThis.__nswjclProcessState;
  if (state?.store && state.storeOutage === null) request.headers[STORE_OPEN_HEADER] = '1';
}

/**
 * Every HTML answer carries a policy. A page rendered per request (lib/http/security-headers.cjs) gets a nonce
 * of its own, which Next puts on its scripts, and the policy naming it unless the answer brings one. No other
 * request gets a nonce, so a page rendered into the cache keeps nothing of the request that rendered it (two
 * renders from the same data are the same bytes: scripts/same-copies.mjs); the cache stores it with the
 * policy hashing its scripts.
 * A visitor's own copy of the header is dropped.
 */
function withNoncePolicy(request, response) {
  // randomUUID draws on a buffered pool: about a fifth of randomBytes' cost per call.
  const policy = noncePagePolicy(Buffer.from(crypto.randomUUID()).toString('base64'));
  request.headers['content-security-policy'] = policy;
  onHeaders(response, () => {
    if (!response.hasHeader('content-security-policy')) response.setHeader('Content-Security-Policy', policy);
  });
}

const isHtml = (response) => String(response.getHeader('content-type') ?? '').startsWith('text/html');

/**
 * A page Next renders now without keeping it, on an address that gets no nonce (a public page's error or
 * not-found page), is held until its end, and goes out with the policy hashing its own framework scripts, as
 * a cached page does (such pages are small and rare). Installed inside the compression wrapper, so it sees
 * the HTML, not gzip. A page whose head went out first runs its script files and no inline script.
 */
function withPolicyFromBody(response) {
  const { flushHeaders, write, end } = response;
  let held = null;
  const holds = () =>
    held !== null ||
    (!response.headersSent && !response.hasHeader('content-security-policy') && isHtml(response));
  const hold = (chunk, encoding) => {
    held ??= [];
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function')
      held.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
  };
  // Next flushes a streamed page's head before its body.
  response.flushHeaders = function () {
    if (!holds()) return flushHeaders.apply(this, arguments);
    hold();
  };
  response.write = function (chunk, encoding, callback) {
    if (!holds()) return write.apply(this, arguments);
    hold(chunk, encoding);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  };
  response.end = function (chunk, encoding, callback) {
    if (!holds()) return end.apply(this, arguments);
    hold(chunk, encoding);
    const body = Buffer.concat(held);
    response.setHeader('Content-Security-Policy', hashedPagePolicy(body.toString('utf8')));
    const done = [chunk, encoding, callback].find((part) => typeof part === 'function');
    return end.call(this, body, done);
  };
  onHeaders(response, () => {
    if (!response.hasHeader('content-security-policy') && isHtml(response))
      response.setHeader('Content-Security-Policy', NO_INLINE_PAGE_POLICY);
  });
}

/**
 * Compressible answers go out gzip or brotli, as the visitor accepts (next.config.js turns Next's own
 * gzip-only compression off). Next's route handlers (feeds, calendars, the sitemap) set their content
 * type as a list of one, which the default filter takes for no type at all.
 */
const compress = compression({
  filter(request, response) {
    const type = response.getHeader('content-type');
    if (Array.isArray(type)) response.setHeader('content-type', type.join(', '));
    return compression.filter(request, response);
  },
});

/**
 * Whether the address names a school, season, zone or filter the league's data does not have
 * (lib/http/unknown-address.ts). Next keeps a little for every address whose page it renders, however
 * unknown (docs/reliability.md, issue 21.1); such addresses are all sent to one not-found address.
 */
function namesNothing(url = '/') {
  const check = globalThis.__nswjclProcessState?.addressNamesNothing;
  try {
    return check ? check(url.split('?')[0]) : false;
  } catch {
    return false;
  }
}

/**
 * A request at a private address is checked before Next reads any of it (lib/cards/private-gate.ts): the
 * visitor's allowance (a 429 with Retry-After past it) and, for one with a body, its declared length and
 * whether its address opens anything. Next buffers the body of every post its proxy sees, so a refused
 * one is answered before its body is read, and the rest is dropped (lib/http/refuse-unread.mjs).
 */
function checkPrivate(request, pathname) {
  const gate = globalThis.__nswjclProcessState?.privateGate;
  if (!gate || !pathname.startsWith('/private/')) return null;
  const length = request.headers['content-length'];
  return gate({
    pathname,
    ip: request.headers[CLIENT_ADDRESS_HEADER] ?? null,
    hasBody: declaresBody(request),
    declaredBytes: length === undefined ? null : Number(length),
    prefetch: request.headers['next-router-prefetch'] !== undefined,
  });
}

function refusePrivate(request, response, refusal) {
  const asPage = refusal.page && (request.method === 'GET' || request.method === 'HEAD');
  const headers = {
    'content-type': asPage ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
    'cache-control': 'private, no-store',
    'x-robots-tag': 'noindex',
    'referrer-policy': 'no-referrer',
    ...(refusal.retryAfterSeconds ? { 'retry-after': String(refusal.retryAfterSeconds) } : {}),
  };
  refuseUnread(request, response, refusal.status, headers, asPage ? refusal.page : `${refusal.message}\n`);
}

/** `accept` is for a request that waits for 100 Continue: sent only once the request may go on. */
function serve(request, response, accept = () => undefined) {
  const pathname = (request.url ?? '/').split('?')[0];
  // An address that cannot be decoded names no page: the site's own not-found page answers it.
  if (!hasDecodablePath(request.url)) request.url = '/_malformed-address';
  else if (namesNothing(request.url)) request.url = '/_unknown-address';
  // The visitor's address, from the connection: the route handlers read nothing else.
  setClientAddress(request, trustedHops);
  markStoreOpen(request);
  delete request.headers['content-security-policy'];
  const perRequest = rendersPerRequest(pathname);
  if (perRequest) withNoncePolicy(request, response);
  const goOn = () => {
    accept();
    compress(request, response, () => {
      // Inside compression, so a 304 is decided before compression looks at the answer.
      answerConditionally(request, response);
      if (!perRequest) withPolicyFromBody(response);
      // Installed last, so it runs first: compression and the policy get bytes, the 304 sees the tag.
      withTaggedBody(request, response);
      handle(request, response);
    });
  };
  const checked = checkPrivate(request, pathname);
  if (!checked) return goOn();
  checked.then(
    (answer) => {
      if (!('requestHeaders' in answer)) return refusePrivate(request, response, answer);
      Object.assign(request.headers, answer.requestHeaders);
      goOn();
    },
    () =>
      refusePrivate(request, response, { status: 503, message: 'Please try again.', retryAfterSeconds: 5 }),
  );
}

const server = http.createServer(serve);
server.on('checkContinue', (request, response) => serve(request, response, () => response.writeContinue()));
server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`);
});
// Next logs an error nobody handled and goes on; this line names it as such, so it is found and fixed.
process.on('uncaughtExceptionMonitor', (error, origin) => {
  console.error(`Not handled (${origin}): ${error?.message ?? error}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
