import zlib from 'node:zlib';
import { rawRequest } from '../test/raw-request.mjs';
import { test, expect } from './fixtures';

/** One answer of each compressible kind: pages, Atom, iCalendar, the sitemap, the contract's JSON. */
const COMPRESSIBLE = {
  page: '/2026/divisions/championship/EC',
  'Atom feed': '/2026/changes/feed.xml',
  'school calendar': '/schools/maroubra-junction/calendar.ics',
  sitemap: '/sitemap.xml',
  'data call': '/api/index/get-country-regions-for-select',
} as const;

const DECODE = {
  br: zlib.brotliDecompressSync,
  gzip: zlib.gunzipSync,
  identity: (bytes: Buffer) => bytes,
} as const;

/** The answer as it came over the wire (no client that decodes by itself), and its text decoded. */
async function fetchRaw(url: string, acceptEncoding: string) {
  const response = await rawRequest(url, { headers: { 'accept-encoding': acceptEncoding } });
  const encoding = (response.headers['content-encoding'] ?? 'identity') as keyof typeof DECODE;
  expect(response.status, url).toBe(200);
  return {
    encoding,
    vary: String(response.headers.vary ?? ''),
    text: DECODE[encoding](response.body).toString('utf8'),
  };
}

/** A calendar's stamp is the moment it was written; everything else is the same answer. */
const sameAnswer = (text: string) => text.replace(/^DTSTAMP:.*$/gm, 'DTSTAMP');

test.describe('compression', () => {
  for (const [kind, path] of Object.entries(COMPRESSIBLE)) {
    test(`the ${kind} goes out brotli or gzip as the visitor accepts, and plain to one who accepts neither`, async ({
      baseURL,
    }) => {
      const url = baseURL + path;
      const plain = await fetchRaw(url, 'identity');
      expect(plain.encoding).toBe('identity');
      const brotli = await fetchRaw(url, 'gzip, deflate, br');
      expect(brotli.encoding).toBe('br');
      const gzip = await fetchRaw(url, 'gzip');
      expect(gzip.encoding).toBe('gzip');
      for (const answer of [brotli, gzip]) {
        expect(sameAnswer(answer.text)).toBe(sameAnswer(plain.text));
        expect(answer.vary).toMatch(/\bAccept-Encoding\b/i);
      }
    });
  }
});
