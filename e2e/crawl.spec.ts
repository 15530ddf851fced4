import { test, expect } from './fixtures';

/**
 * Follows every link and asset of this site from the home page (and the sitemap's pages), breadth
 * first, and fails listing each address that does not answer with success or a redirect.
 */
const LIMIT = 2000;
const PARALLEL = 6;

/** href, src and srcset values of an HTML page, as written in it. */
function addressesIn(html: string): string[] {
  const found: string[] = [];
  const decode = (value: string) =>
    value
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  for (const match of html.matchAll(/\s(href|src|srcset)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    const value = decode(match[2] ?? match[3] ?? '');
    if (match[1]!.toLowerCase() === 'srcset') {
      for (const candidate of value.split(',')) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) found.push(url);
      }
    } else {
      found.push(value);
    }
  }
  return found;
}

test('every link and file of the site answers', async ({ request, baseURL }) => {
  test.setTimeout(15 * 60_000);
  const origin = new URL(baseURL!).origin;
  const queue: string[] = [`${origin}/home`];
  const from = new Map<string, string>([[`${origin}/home`, '(start)']]);
  const failures: string[] = [];
  let visited = 0;

  const normalise = (raw: string, base: string): string | null => {
    if (!raw || raw.startsWith('#') || /^(mailto|tel|javascript|data|blob):/i.test(raw)) return null;
    let url: URL;
    try {
      url = new URL(raw, base);
    } catch {
      failures.push(`malformed address ${JSON.stringify(raw)} on ${base}`);
      return null;
    }
    if (url.origin !== origin) return null;
    url.hash = '';
    return url.href;
  };

  const visit = async (url: string) => {
    const response = await request.get(url, { maxRedirects: 5, failOnStatusCode: false, timeout: 60_000 }).catch((error: Error) => error);
    if (response instanceof Error) {
      failures.push(`no answer (${response.message.split('\n')[0]}) ${url}  ← ${from.get(url)}`);
      return;
    }
    if (response.status() >= 400) {
      failures.push(`${response.status()} ${url}  ← ${from.get(url)}`);
      return;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
    const finalUrl = response.url();
    for (const raw of addressesIn(await response.text())) {
      const next = normalise(raw, finalUrl);
      if (next && !from.has(next)) {
        from.set(next, url);
        queue.push(next);
      }
    }
  };

  // The sitemap's pages too (written for SITE_URL, so only their paths count here).
  const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const url = new URL(new URL(loc!).pathname, origin).href;
    if (!from.has(url)) {
      from.set(url, '(sitemap.xml)');
      queue.push(url);
    }
  }

  while (queue.length > 0 && visited < LIMIT) {
    const batch = queue.splice(0, Math.min(PARALLEL, LIMIT - visited));
    visited += batch.length;
    await Promise.all(batch.map(visit));
  }

  test.info().annotations.push({ type: 'crawl', description: `${visited} addresses visited, ${queue.length} left unvisited` });
  expect(queue, `more than ${LIMIT} addresses; raise the limit`).toEqual([]);
  expect(failures, `${failures.length} broken of ${visited}`).toEqual([]);
});
