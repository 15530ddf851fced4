/**
 * Calendar apps, feed readers and crawlers poll: each feed, calendar, the sitemap and robots.txt carries
 * an ETag (and, where the data says when it changed, Last-Modified) and the shared-cache policy, parses
 * with a real parser, and a conditional request for what the client has gets 304 with no body. Desktop only.
 */
import ICAL from 'ical.js';
import { parseFeed } from '@rowanmanning/feed-parser';
import type { APIResponse } from '@playwright/test';
import { test, expect } from './fixtures';

const SHARED_CACHE = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;

const FEEDS = [
  { path: '/schools/darcy-road/calendar.ics', type: 'text/calendar', dated: true },
  { path: '/2026/divisions/intermediate/PA/PA2/calendar.ics', type: 'text/calendar', dated: true },
  { path: '/2026/changes/feed.xml', type: 'application/atom+xml', dated: true },
  { path: '/schools/darcy-road/feed.xml', type: 'application/atom+xml', dated: true },
  // The sitemap is dated by its newest lastmod, which the demo seasons' change history gives.
  { path: '/sitemap.xml', type: 'application/xml', dated: true },
  { path: '/robots.txt', type: 'text/plain', dated: false },
];

/** Reads the body with the parser its users' software would use; what it found, in a few words. */
function parsed(type: string, text: string): string {
  if (type === 'text/calendar')
    return `${new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').length} events`;
  if (type === 'application/atom+xml') return `feed ${parseFeed(text).title}`;
  return `${text.length} characters`;
}

async function expectNotModified(response: APIResponse, etag: string) {
  expect(response.status()).toBe(304);
  expect(await response.body()).toHaveLength(0);
  expect(response.headers()['etag']).toBe(etag);
}

test.describe('feeds answer conditional requests', () => {
  for (const feed of FEEDS) {
    test(`${feed.path}: validators, a real parser, then 304 for the copy the client has`, async ({
      request,
    }) => {
      const first = await request.get(feed.path);
      expect(first.status()).toBe(200);
      const headers = first.headers();
      expect(headers['content-type']).toBe(`${feed.type}; charset=utf-8`);
      expect(headers['cache-control']).toMatch(SHARED_CACHE);
      const etag = headers['etag']!;
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect(parsed(feed.type, await first.text())).toMatch(/\S/);
      if (feed.type === 'text/calendar') expect(parsed(feed.type, await first.text())).not.toBe('0 events');

      // The round trip a calendar app makes: the ETag back, 304 and no body; another ETag, the whole feed.
      await expectNotModified(await request.get(feed.path, { headers: { 'If-None-Match': etag } }), etag);
      const stale = await request.get(feed.path, { headers: { 'If-None-Match': 'W/"an-older-copy"' } });
      expect(stale.status()).toBe(200);
      expect(await stale.text()).toBe(await first.text());

      const lastModified = headers['last-modified'];
      if (!feed.dated) {
        expect(lastModified).toBeUndefined();
        return;
      }
      expect(new Date(lastModified!).toUTCString()).toBe(lastModified);
      await expectNotModified(
        await request.get(feed.path, { headers: { 'If-Modified-Since': lastModified! } }),
        etag,
      );
      const earlier = new Date(Date.parse(lastModified!) - 1000).toUTCString();
      expect((await request.get(feed.path, { headers: { 'If-Modified-Since': earlier } })).status()).toBe(
        200,
      );
    });
  }

  test("an Atom feed's Last-Modified is its own updated time", async ({ request }) => {
    const response = await request.get('/2026/changes/feed.xml');
    const updated = parseFeed(await response.text()).updated!;
    expect(Date.parse(response.headers()['last-modified']!)).toBe(
      Math.floor(updated.getTime() / 1000) * 1000,
    );
  });

  test("a calendar's Last-Modified is no older than any of its events' LAST-MODIFIED", async ({
    request,
  }) => {
    const response = await request.get('/schools/darcy-road/calendar.ics');
    const events = new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents('vevent');
    const newest = Math.max(
      ...events.map((e) => (e.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate().getTime()),
    );
    expect(Date.parse(response.headers()['last-modified']!)).toBeGreaterThanOrEqual(
      Math.floor(newest / 1000) * 1000,
    );
  });

  test('a feed that does not exist is 404, kept by no cache', async ({ request }) => {
    for (const path of [
      '/schools/no-such-school-anywhere/calendar.ics',
      '/schools/no-such-school-anywhere/feed.xml',
      '/1999/changes/feed.xml',
      '/2026/divisions/championship/EC/ZZ9/calendar.ics',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      // The not-found page answers a made-up school's or season's file before Next renders it (its own
      // Cache-Control, no-store among private directives); a file of a known school that has none, the route's.
      const cacheControl = response.headers()['cache-control'] ?? '';
      expect(cacheControl.split(/,\s*/), path).toContain('no-store');
      expect(cacheControl, path).not.toMatch(/public|s-maxage/);
    }
  });
});
