/**
 * server.mjs's conditional answers, on a real HTTP server that sends a feed's answer as Next sends a kept
 * route answer (its headers, then its body streamed): 304 and no body for the copy the client has.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerConditionally } from './conditional-answer.mjs';
import { etagOf, feedResponse } from './feed-response';

const BODY = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
const LAST_MODIFIED = 'Sun, 14 Jun 2026 09:30:00 GMT';
const feed = { body: BODY, type: 'text/calendar', lastModified: '2026-06-14T09:30:00.250Z' };

let server: http.Server;
let base: string;
/** What the server answers next. */
let answer: () => Response = () => feedResponse(feed);

beforeAll(async () => {
  server = http.createServer(async (request, response) => {
    answerConditionally(request, response);
    const made = answer();
    response.statusCode = made.status;
    made.headers.forEach((value, name) => response.setHeader(name, value));
    response.write(Buffer.from(await made.arrayBuffer()));
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  answer = () => feedResponse(feed);
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

// fetch adds `Cache-Control: no-cache` to a request with If-None-Match: the origin still validates it.
const get = (headers: Record<string, string>, method = 'GET') => fetch(`${base}/feed`, { method, headers });

describe('a conditional request', () => {
  it('gets 304 without a body for the ETag the client has (weak or strong, in a list, or *), keeping the validators', async () => {
    const etag = etagOf(BODY);
    for (const wanted of [etag, etag.slice(2), `W/"other", ${etag}`, '*']) {
      const response = await get({ 'if-none-match': wanted });
      expect(response.status).toBe(304);
      expect(await response.text()).toBe('');
      expect(response.headers.get('etag')).toBe(etag);
      expect(response.headers.get('last-modified')).toBe(LAST_MODIFIED);
      expect(response.headers.get('cache-control')).toMatch(/^public, /);
      expect(response.headers.get('content-type')).toBeNull();
    }
    expect((await get({ 'if-none-match': etag }, 'HEAD')).status).toBe(304);
  });

  it('gets the whole body for another ETag, even when If-Modified-Since alone would allow 304', async () => {
    const response = await get({
      'if-none-match': 'W/"old"',
      'if-modified-since': 'Mon, 15 Jun 2026 00:00:00 GMT',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(BODY);
  });

  it('is answered by Last-Modified for If-Modified-Since: 304 from that second on, 200 before, and a date it cannot read ignored', async () => {
    const since = async (date: string) => (await get({ 'if-modified-since': date })).status;
    expect(await since(LAST_MODIFIED)).toBe(304);
    expect(await since('Mon, 15 Jun 2026 00:00:00 GMT')).toBe(304);
    expect(await since('Sun, 14 Jun 2026 09:29:59 GMT')).toBe(200);
    expect(await since('yesterday')).toBe(200);
    answer = () => feedResponse({ ...feed, lastModified: null });
    expect(await since('Mon, 15 Jun 2026 00:00:00 GMT')).toBe(200);
  });

  it('leaves alone what is not a 200 and what is not a read', async () => {
    const etag = etagOf(BODY);
    const missing = new Response('No such calendar.\n', { status: 404, headers: { etag } });
    answer = () => missing.clone();
    expect((await get({ 'if-none-match': etag })).status).toBe(404);
    answer = () => feedResponse(feed);
    const posted = await get({ 'if-none-match': etag }, 'POST');
    expect(posted.status).toBe(200);
    expect(await posted.text()).toBe(BODY);
  });
});
