/**
 * deploy/nginx.conf's page cache in front of the servers, as browsers reach it. nginx's own Vary
 * handling is off there, so its key must hold every request header the site's Vary names: this reads
 * the key from the file and the Vary from the site's answer. Then a page is kept once for every
 * browser that takes gzip and once for those that do not, whatever Accept-Encoding each sends, and a
 * router request (RSC) is never answered with the page's HTML, nor the page with the router's payload.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { DEPLOY_CONF } from '../nginx-config.mjs';
import { rawRequest } from '../../test/raw-request.mjs';

/** Accept-Encoding lists as browsers, tools and bots send them: five that take gzip, four that do not. */
const TAKES_GZIP = ['gzip, deflate, br, zstd', 'gzip, deflate, br', 'br, gzip', 'gzip', 'GZIP;q=0.5'];
const PLAIN = ['', 'identity', 'br', 'deflate, br'];

const get = (url, headers) => rawRequest(url, { headers, timeoutMs: 30_000 });

/** The request-header names nginx's cache key reads ($http_next_router_prefetch → next-router-prefetch). */
function keyedHeaders(conf) {
  const key = conf.match(/^\s*proxy_cache_key\s+"([^"]+)"\s*;/m)?.[1];
  if (!key) throw new Error(`${DEPLOY_CONF} has no proxy_cache_key`);
  const names = [...key.matchAll(/\$http_(\w+)/g)].map((m) => m[1].replace(/_/g, '-'));
  // Accept-Encoding is keyed as the site is asked for it, the map's value.
  if (key.includes('$nswjcl_encoding')) names.push('accept-encoding');
  return names;
}

export async function checkProxyCache({ proxy, page = '/competitions' }) {
  const problems = [];
  const url = `${proxy.url}${page}`;
  const first = await get(url, {});
  if (first.status !== 200) return { problems: [`${page} through nginx answered ${first.status}`] };

  const keyed = keyedHeaders(fs.readFileSync(DEPLOY_CONF, 'utf8'));
  const varied = [
    ...new Set(
      String(first.headers.vary ?? '')
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  const unkeyed = varied.filter((name) => !keyed.includes(name));
  if (unkeyed.length)
    problems.push(
      `the site varies ${page} on ${unkeyed.join(', ')}, which deploy/nginx.conf's proxy_cache_key leaves out (it ignores Vary)`,
    );

  const statuses = {};
  // A copy is compared with the first answer of its own encoding: nginx keeping one copy of each means
  // the same bytes each time (every server's copy is the same bytes too: copies.mjs).
  const firstOfKind = { gzip: null, plain: first.body };
  for (const encoding of [...TAKES_GZIP, ...PLAIN]) {
    const answer = await get(url, encoding ? { 'accept-encoding': encoding } : {});
    const gzipped = answer.headers['content-encoding'] === 'gzip';
    statuses[encoding || '(none)'] = answer.headers['x-cache-status'];
    if (gzipped !== TAKES_GZIP.includes(encoding))
      problems.push(`Accept-Encoding "${encoding}" was answered ${gzipped ? 'gzipped' : 'plain'}`);
    const kind = gzipped ? 'gzip' : 'plain';
    firstOfKind[kind] ??= answer.body;
    if (!answer.body.equals(firstOfKind[kind]))
      problems.push(`Accept-Encoding "${encoding}" got another copy of ${page} than the first ${kind} one`);
    if (gzipped && !zlib.gunzipSync(answer.body).toString('utf8').startsWith('<!DOCTYPE html>'))
      problems.push(`Accept-Encoding "${encoding}" got a gzip body that is not the page`);
  }
  // The plain copy was kept by the first request; only the first browser taking gzip may miss.
  const misses = Object.entries(statuses).filter(([, status]) => status !== 'HIT');
  if (misses.some(([encoding]) => encoding !== TAKES_GZIP[0]))
    problems.push(
      `nginx kept more than two copies of ${page}: ${Object.entries(statuses)
        .map(([encoding, status]) => `${encoding} ${status}`)
        .join(', ')}`,
    );

  // The router asks for a page with rsc: 1, and is first sent to the address with its _rsc
  // parameter; neither that redirect nor its payload may reach a visitor asking for the page.
  const redirects = [await get(url, { rsc: '1' }), await get(url, { rsc: '1' })];
  const location = redirects[0].headers.location;
  if (redirects[0].status !== 307 || !location || redirects[1].headers['x-cache-status'] === 'HIT')
    problems.push(
      `a router request for ${page} was answered ${redirects.map((r) => `${r.status} ${r.headers['x-cache-status']}`).join(', then ')}, not a redirect nginx does not keep`,
    );
  else {
    const routed = new URL(location, url).href;
    const payload = await get(routed, { rsc: '1' });
    const html = await get(routed, {});
    const payloadType = String(payload.headers['content-type'] ?? '');
    const htmlType = String(html.headers['content-type'] ?? '');
    if (!payloadType.startsWith('text/x-component'))
      problems.push(`the router's ${location} was answered ${payload.status} ${payloadType}`);
    if (!htmlType.startsWith('text/html'))
      problems.push(
        `${location} without rsc, after the router's request, was answered ${html.status} ${htmlType}`,
      );
  }
  return { problems, vary: varied, statuses, lists: TAKES_GZIP.length + PLAIN.length };
}
