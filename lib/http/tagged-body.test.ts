/**
 * server.mjs's whole answers: sent as their UTF-8 bytes, tagged from them, and answered 304 for that tag, on a
 * real HTTP server wrapped as server.mjs wraps Next (compression inside, the tag outside), with a handler that
 * sends a page as Next sends a kept one (its length counted, the body handed to `end` as one string).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
// @ts-expect-error compression ships no types; only its middleware is called here.
import compression from 'compression';
import { answerConditionally } from './conditional-answer.mjs';
import { utf8Bytes, withTaggedBody } from './tagged-body.mjs';
import { rawRequest } from '@/test/raw-request.mjs';

/** Typography that makes V8 keep a string two bytes a character, Latin-1, an emoji and plain ASCII. */
const PAGE = `<!DOCTYPE html><p>Each zone’s winner – 2½ points © ♞ 🏆</p>${'<tr><td>Darcy Road</td></tr>'.repeat(400)}`;
const sha1 = (bytes: Buffer) => `"${crypto.createHash('sha1').update(bytes).digest('base64url')}"`;

type Send = (request: http.IncomingMessage, response: http.ServerResponse) => void;
const asNextSendsAPage: Send = (request, response) => {
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(PAGE));
  response.end(PAGE);
};
let send: Send = asNextSendsAPage;
let server: http.Server;
let base: string;
const compress = compression();

beforeAll(async () => {
  server = http.createServer((request, response) => {
    compress(request, response, () => {
      answerConditionally(request, response);
      withTaggedBody(request, response);
      send(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  send = asNextSendsAPage;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Raw bytes and headers, with no decoding on the way (fetch would decompress and drop the encoding). */
const get = (headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(`${base}/page`, { method, headers });

describe('a whole answer', () => {
  it('goes out as the UTF-8 bytes of the string, tagged with their hash, whatever the content coding', async () => {
    const bytes = Buffer.from(PAGE, 'utf8');
    const plain = await get();
    expect(plain.status).toBe(200);
    expect(plain.body.equals(bytes)).toBe(true);
    expect(plain.headers['content-length']).toBe(String(bytes.length));
    expect(plain.headers.etag).toBe(sha1(bytes));
    const gzipped = await get({ 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.body).equals(bytes)).toBe(true);
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    const brotli = await get({ 'accept-encoding': 'br' });
    expect(zlib.brotliDecompressSync(brotli.body).equals(bytes)).toBe(true);
    expect(brotli.headers.etag).toBe(plain.headers.etag);
  });

  it('is answered 304 without a body for its tag, compressed or not, and in full for another', async () => {
    const { etag } = (await get()).headers;
    for (const headers of [{}, { 'accept-encoding': 'gzip, br' }] as Record<string, string>[]) {
      const again = await get({ ...headers, 'if-none-match': etag! });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['content-encoding']).toBeUndefined();
    }
    const other = await get({ 'if-none-match': '"another"' });
    expect(other.status).toBe(200);
    expect(other.body.toString('utf8')).toBe(PAGE);
  });

  it('keeps a tag its sender set, and tags no error, no post and no streamed answer', async () => {
    send = (request, response) => {
      response.setHeader('ETag', 'W/"own"');
      response.end(PAGE);
    };
    expect((await get()).headers.etag).toBe('W/"own"');
    send = (request, response) => {
      response.statusCode = 404;
      response.end(PAGE);
    };
    const missing = await get();
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.body.toString('utf8')).toBe(PAGE);
    send = asNextSendsAPage;
    expect((await get({}, 'POST')).headers.etag).toBeUndefined();
    send = (request, response) => {
      response.write(PAGE.slice(0, 100));
      response.end(PAGE.slice(100));
    };
    const streamed = await get();
    expect(streamed.headers.etag).toBeUndefined();
    expect(streamed.body.toString('utf8')).toBe(PAGE);
  });
});

describe('a page kept for everyone', () => {
  const publicPage =
    (page: string): Send =>
    (request, response) => {
      response.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60');
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Content-Length', Buffer.byteLength(page));
      response.end(page);
    };

  it('goes out as its bytes with their tag on every request, and a changed page with its own', async () => {
    for (const page of [PAGE, `${PAGE}<p>Round 2</p>`, PAGE, 'ï'.repeat(3_000_000)]) {
      send = publicPage(page);
      const bytes = Buffer.from(page, 'utf8');
      for (let i = 0; i < 3; i += 1) {
        const answer = await get();
        expect(answer.body.equals(bytes)).toBe(true);
        expect(answer.headers['content-length']).toBe(String(bytes.length));
        expect(answer.headers.etag).toBe(sha1(bytes));
      }
      const gzipped = await get({ 'accept-encoding': 'gzip' });
      expect(zlib.gunzipSync(gzipped.body).equals(bytes)).toBe(true);
      expect((await get({ 'if-none-match': sha1(bytes) })).status).toBe(304);
    }
  });
});

describe('utf8Bytes', () => {
  it('gives what Buffer.from gives, lone surrogates, long strings and reuse of its buffer included', () => {
    const samples = [
      PAGE,
      '',
      'a',
      '\ud83c',
      'x\udc00y',
      '’'.repeat(200_000),
      'é'.repeat(600_000),
      PAGE.slice(0, 50),
    ];
    const made = samples.map((text) => utf8Bytes(text));
    // Each is its own copy: encoding the next did not change one already handed out.
    samples.forEach((text, index) => expect(made[index]!.equals(Buffer.from(text, 'utf8'))).toBe(true));
  });
});
