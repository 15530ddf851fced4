/**
 * The production server: Next.js's request handler in a Node HTTP server of our own, which knows the
 * connection a request came on. `npm start`, the end-to-end tests and the benchmarks all run this.
 * PORT (default 3000) and HOSTNAME (default all interfaces) as for `next start`.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { setClientAddress, trustedHopsFromEnv } from './lib/api/client-address.mjs';
import { sendCachedPage } from './lib/http/cached-pages.mjs';

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

const server = http.createServer((request, response) => {
  // An address that cannot be decoded names no page: the site's own not-found page answers it.
  if (!hasDecodablePath(request.url)) request.url = '/_malformed-address';
  // A page Next has already served from its cache is sent as it is (lib/http/cached-pages.mjs).
  else if (sendCachedPage(request, response)) return;
  // The visitor's address, from the connection: the route handlers read nothing else.
  setClientAddress(request, trustedHops);
  markStoreOpen(request);
  handle(request, response);
});
server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
