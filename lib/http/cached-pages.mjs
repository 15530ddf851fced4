/**
 * server.mjs answers cached pages without Next: after Next serves a page from its cache, the headers and the
 * plain, gzip and brotli bytes are kept on the cache entry, so later requests are a lookup. Only what Next
 * would answer the same way (GET/HEAD of the bare address, no RSC/action headers or Range, entry fresh);
 * all else goes to Next. A replaced or dropped entry takes the kept bytes along, so imports show at once.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { freshPage } from '../cache/page-cache-handler.mjs';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Requests Next answers with something other than the page's document, or only in part. */
const NOT_THE_DOCUMENT = [
  'rsc',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-router-state-tree',
  'next-url',
  'next-action',
  'range',
  'x-prerender-revalidate',
];
/** Headers of Next's answer that belong to one connection or one encoding, not to the page. */
const PER_ANSWER = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'date', 'connection', 'keep-alive']);
const ANSWERS = Symbol.for('nswjcl.cachedPageAnswers');

function documentAddress(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = request.url ?? '';
  if (!url.startsWith('/') || url.includes('?') || url.includes('%')) return null;
  for (const name of NOT_THE_DOCUMENT) if (request.headers[name] !== undefined) return null;
  return url;
}

/** Content codings the request accepts, with their q-values (RFC 9110 12.5.3). */
export function chooseEncoding(acceptEncoding) {
  if (!acceptEncoding) return 'identity';
  const q = new Map();
  for (const part of String(acceptEncoding).split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = parameters.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    q.set(name, weight === undefined ? 1 : Number(weight));
  }
  const accepts = (coding) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip') || (q.get('x-gzip') ?? 0) > 0) return 'gzip';
  return 'identity';
}

/** Whether If-None-Match names the page's ETag (weak comparison, as Next's `fresh` does). */
export function matchesETag(request, etag) {
  const wanted = request.headers['if-none-match'];
  if (!wanted || !etag) return false;
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/i.test(request.headers['cache-control'] ?? '')) return false;
  if (wanted.trim() === '*') return true;
  const strip = (tag) => tag.trim().replace(/^W\//, '');
  return wanted.split(',').some((tag) => strip(tag) === strip(etag));
}

/** Sends the page from what was kept; false when nothing is kept for it (Next answers then). */
export function sendCachedPage(request, response) {
  const address = documentAddress(request);
  if (!address) return false;
  const entry = freshPage(address);
  if (!entry) return false;
  const answers = entry[ANSWERS];
  if (!answers) {
    keepNextAnswer(response, entry);
    return false;
  }
  if (!answers.ready) return false;
  if (matchesETag(request, answers.etag)) {
    response.writeHead(304, answers.notModified);
    response.end();
    return true;
  }
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const { headers, body } = answers[encoding];
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}

/** When Next answers with the cached page (200, HIT, HTML, no cookie), keeps its headers and bytes. */
function keepNextAnswer(response, entry) {
  response.once('finish', () => {
    if (entry[ANSWERS] || response.statusCode !== 200) return;
    const headers = response.getHeaders();
    if (headers['x-nextjs-cache'] !== 'HIT' || headers['set-cookie']) return;
    if (!String(headers['content-type'] ?? '').startsWith('text/html')) return;
    // Next sends the cached HTML as it is: the same length, unless it compressed it.
    const body = Buffer.from(entry.value.html, 'utf8');
    if (!headers['content-encoding'] && Number(headers['content-length']) !== body.length) return;
    entry[ANSWERS] = { ready: false };
    prepareAnswers(headers, body).then(
      (answers) => (entry[ANSWERS] = answers),
      (error) => console.error('A cached page could not be compressed:', error),
    );
  });
}

async function prepareAnswers(nextHeaders, body) {
  const page = {};
  for (const [name, value] of Object.entries(nextHeaders)) if (!PER_ANSWER.has(name)) page[name] = value;
  if (!/\baccept-encoding\b/i.test(String(page.vary ?? ''))) page.vary = page.vary ? `${page.vary}, Accept-Encoding` : 'Accept-Encoding';
  const [gzipped, brotlied] = await Promise.all([
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  const answer = (bytes, encoding) => ({
    body: bytes,
    headers: { ...page, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': String(bytes.length) },
  });
  // A 304 carries the 200's headers (its policy above all), as Next's does, but describes no body.
  const notModified = { ...page };
  delete notModified['content-type'];
  return {
    ready: true,
    etag: page.etag,
    notModified,
    identity: answer(body),
    gzip: answer(gzipped, 'gzip'),
    br: answer(brotlied, 'br'),
  };
}
