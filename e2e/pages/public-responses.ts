/**
 * Every public response of the site, for the privacy checks (e2e/player-names.spec.ts): each page in the
 * sitemap, every feed, calendar, JSON, CSV and PDF those pages link to, the contract's API answers and search
 * results for each word asked about (less the words themselves, said back). Only the bodies holding one of those words are kept, so memory stays
 * small whatever the site's size.
 */
import type { APIRequestContext } from '@playwright/test';

const PARALLEL = 6;
const FILES = /\.(xml|ics|json|csv|pdf|txt)(\?|$)/;

export type PublicResponses = {
  count: number;
  /** `address: …text…` for each response whose body matches. */
  matching: (pattern: RegExp) => string[];
};

async function inTurn(addresses: string[], visit: (address: string) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < addresses.length) await visit(addresses[next++]!);
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

export async function publicResponses(request: APIRequestContext, words: string[]): Promise<PublicResponses> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const api = [
    '/api/index/get-all-data',
    '/api/index/get-all-data/year/2026',
    '/api/index/get-country-regions-for-select',
    '/api/finals-filters/2026',
    '/robots.txt',
    ...words.flatMap((word) => [
      `/search?q=${encodeURIComponent(word)}`,
      `/api/search?q=${encodeURIComponent(word)}`,
      `/api/index/school-name-typeahead?query=${encodeURIComponent(word)}`,
    ]),
  ];
  const kept = new Map<string, string>();
  const files = new Set<string>();
  let count = 0;
  const read = async (address: string) => {
    const response = await request.get(address);
    // A search page says back the words searched for: those are the visitor's, and are taken out. A leak of
    // a full name still shows by its other word.
    const asked = new URL(address, 'http://site').searchParams;
    const echo = asked.get('q') ?? asked.get('query');
    const body = echo ? (await response.text()).split(echo).join('') : await response.text();
    count += 1;
    if (words.some((w) => body.includes(w))) kept.set(address, body);
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
    for (const [, href] of body.matchAll(/\shref="(\/[^"#]*)"/g))
      if (FILES.test(href!) && !href!.startsWith('/_next/')) files.add(href!.replace(/&amp;/g, '&'));
  };
  await inTurn([...new Set([...pages, ...api])], read);
  await inTurn([...files], read);
  return {
    count,
    matching: (pattern) =>
      [...kept].flatMap(([address, body]) => {
        const at = body.search(pattern);
        return at < 0 ? [] : [`${address}: …${body.slice(Math.max(0, at - 60), at + 60)}…`];
      }),
  };
}
