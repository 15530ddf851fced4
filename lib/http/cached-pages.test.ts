/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import PageCacheHandler from '@/lib/cache/page-cache-handler.mjs';
import { chooseEncoding, sendCachedPage } from './cached-pages.mjs';

const HTML = `<!DOCTYPE html><html><body>${'<p>round board team school zone</p>'.repeat(400)}</body></html>`;
const KEY = '/route-cache/APP_PAGE/0123abcd/$/2026/competition/metropolitan/primary';
const ADDRESS = '/2026/competition/metropolitan/primary';

/** A server like server.mjs, with a stand-in for Next that answers the cached page as Next does. */
function startServer() {
  const next = { calls: 0 };
  const server = http.createServer((request, response) => {
    if (sendCachedPage(request, response)) return;
    next.calls += 1;
    response.setHeader('Vary', 'rsc, Accept-Encoding');
    response.setHeader('x-nextjs-cache', 'HIT');
    response.setHeader('content-security-policy', "script-src 'self' 'sha256-abc'");
    response.setHeader('ETag', '"page-etag"');
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Content-Length', Buffer.byteLength(HTML));
    response.end(HTML);
  });
  return new Promise<{ url: string; next: typeof next; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${ADDRESS}`,
        next,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

/** The raw answer, undecoded (fetch would decode it). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** Asks until an answer comes without Next (the first is Next's; its bytes are compressed after it). */
async function untilServedWithoutNext(server: { url: string; next: { calls: number } }) {
  for (let i = 0; i < 100; i++) {
    const calls = server.next.calls;
    await get(server.url);
    if (server.next.calls === calls) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('Every answer came from Next.');
}

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, identity', 'identity'],
    ['deflate', 'identity'],
  ])('%s gives %s', (accept, expected) => {
    expect(chooseEncoding(accept)).toBe(expected);
  });
});

describe('a cached page answered by the server itself', () => {
  const handler = new PageCacheHandler();
  beforeAll(() => {
    process.env.PAGE_CACHE = 'on';
  });
  afterAll(() => {
    process.env.PAGE_CACHE = 'off';
  });

  beforeEach(async () => {
    await handler.set(KEY, { kind: 'APP_PAGE', html: HTML, headers: {}, status: 200 }, { cacheControl: { revalidate: false } });
  });

  it("sends Next's headers with the bytes in the encoding asked for, and a 304 for its ETag", async () => {
    const server = await startServer();
    try {
      const first = await get(server.url);
      expect(first.body.toString()).toBe(HTML);
      await untilServedWithoutNext(server);
      const callsSoFar = server.next.calls;

      const br = await get(server.url, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.body).toString()).toBe(HTML);
      const gzip = await get(server.url, { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.body).toString()).toBe(HTML);
      const plain = await get(server.url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(HTML);
      for (const answer of [br, gzip, plain]) {
        expect(answer.headers['content-security-policy']).toBe("script-src 'self' 'sha256-abc'");
        expect(answer.headers.vary).toBe('rsc, Accept-Encoding');
        expect(answer.headers.etag).toBe('"page-etag"');
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      }

      const again = await get(server.url, { 'If-None-Match': '"page-etag"' });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers['content-security-policy']).toBe("script-src 'self' 'sha256-abc'");
      expect(server.next.calls).toBe(callsSoFar);

      // What is not the page's own document goes to Next.
      await get(server.url, { RSC: '1' });
      await get(`${server.url}?x=1`);
      expect(server.next.calls).toBe(callsSoFar + 2);
    } finally {
      await server.close();
    }
  });

  it('goes back to Next once the page is dropped or stored again', async () => {
    const server = await startServer();
    try {
      await untilServedWithoutNext(server);
      // An import drops the page; Next renders it again and stores a new entry.
      await handler.set(KEY, null, {});
      const before = server.next.calls;
      await get(server.url);
      expect(server.next.calls).toBe(before + 1);
      await handler.set(KEY, { kind: 'APP_PAGE', html: HTML, headers: {}, status: 200 }, { cacheControl: { revalidate: false } });
      await get(server.url);
      expect(server.next.calls).toBe(before + 2);
    } finally {
      await server.close();
    }
  });
});
