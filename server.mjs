/**
 * The production server: Next.js's request handler behind our response policy (security headers,
 * Content-Security-Policy with hashes of the page's own inline scripts, cache headers for a CDN or
 * reverse proxy, compression). `npm start`, the end-to-end tests and the benchmarks all run this.
 * PORT (default 3000) and HOSTNAME (default all interfaces) as for `next start`.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import next from 'next';
import { applyResponsePolicy } from './lib/http/response-policy.mjs';
import { setClientAddress, trustedHopsFromEnv } from './lib/api/client-address.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const dir = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || undefined;
const trustedHops = trustedHopsFromEnv();

const app = next({ dev: false, dir, port, hostname: hostname ?? 'localhost' });
await app.prepare();
const handle = app.getRequestHandler();

const compress = compression();
const server = http.createServer((request, response) => {
  // The visitor's address, from the connection: the route handlers read nothing else.
  setClientAddress(request, trustedHops);
  compress(request, response, () => {
    applyResponsePolicy(request, response);
    handle(request, response);
  });
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
