import { test, expect } from './fixtures';

/**
 * Follows every link and asset of this site from the home page (and the sitemap's pages), breadth
 * first, and fails listing each address that does not answer with success or a redirect.
 */
const LIMIT = 4000;
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
  /** School pages: the status each answered with, and the team links of the draw and finals pages. */
  const schoolStatus = new Map<string, number>();
  const teamLinks = new Map<string, string>();
  const sitemapSchools: string[] = [];
  const isSchoolPage = (url: string) => /^\/schools\/[a-z0-9-]+(\/\d{4})?$/.test(new URL(url).pathname);
  const isDrawPage = (url: string) =>
    /^\/\d{4}\/(divisions|finals|country-secondary-finals)(\/|$)/.test(new URL(url).pathname);

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
    const response = await request
      .get(url, { maxRedirects: 5, failOnStatusCode: false, timeout: 60_000 })
      .catch((error: Error) => error);
    if (response instanceof Error) {
      failures.push(`no answer (${response.message.split('\n')[0]}) ${url}  ← ${from.get(url)}`);
      return;
    }
    if (isSchoolPage(url)) schoolStatus.set(url, response.status());
    if (response.status() >= 400) {
      failures.push(`${response.status()} ${url}  ← ${from.get(url)}`);
      return;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
    const finalUrl = response.url();
    for (const raw of addressesIn(await response.text())) {
      const next = normalise(raw, finalUrl);
      if (next && isDrawPage(finalUrl) && isSchoolPage(next)) teamLinks.set(next, url);
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
    if (isSchoolPage(url)) sitemapSchools.push(url);
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

  test.info().annotations.push({
    type: 'crawl',
    description: `${visited} addresses visited, ${queue.length} left unvisited`,
  });
  expect(queue, `more than ${LIMIT} addresses; raise the limit`).toEqual([]);
  expect(failures, `${failures.length} broken of ${visited}`).toEqual([]);
  // Every school page of the sitemap, and every team link of every draw and finals page, is a school page that answers.
  test.info().annotations.push({
    type: 'schools',
    description: `${sitemapSchools.length} school pages in the sitemap, ${teamLinks.size} team links on draw and finals pages`,
  });
  expect(sitemapSchools.length).toBeGreaterThan(0);
  expect(teamLinks.size).toBeGreaterThan(0);
  const notSchools = [...sitemapSchools, ...teamLinks.keys()].filter((url) => schoolStatus.get(url) !== 200);
  expect(
    notSchools.map(
      (url) => `${schoolStatus.get(url) ?? 'not visited'} ${url} ← ${teamLinks.get(url) ?? '(sitemap.xml)'}`,
    ),
  ).toEqual([]);
});
