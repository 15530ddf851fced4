/**
 * What search engines read, as they read it: each page kind's schema.org data parsed in the browser
 * (types and the fields they need), canonical links, sitemap.xml parsed as XML, robots.txt. Desktop only:
 * none of it depends on the width.
 */
import { test, expect } from './fixtures';
import { CACHED_PAGES } from './page-kinds';
import { jsonLdThings, ofType, type Thing } from './json-ld';
import { demoSeason } from './demo-season';
import { divisionsPath, finalsPath } from '../lib/league/codes';

const PAGES = {
  ...CACHED_PAGES,
  school: '/schools/darcy-road',
  'country knock-out': '/2026/divisions/country/HU',
};

type Address = {
  '@type'?: string;
  streetAddress?: string;
  addressLocality?: string;
  postalCode?: string;
  addressCountry?: string;
};
const placeOf = (event: Thing) =>
  event.location as { '@type': string; name: string; address?: Address } | undefined;

test.describe('search engines', () => {
  for (const [kind, path] of Object.entries(PAGES)) {
    test(`the ${kind} page's schema.org data parses: the league, the site with its search, its breadcrumbs, no empty graph`, async ({
      page,
    }) => {
      await page.goto(path);
      const { blocks, things } = await jsonLdThings(page);
      for (const block of blocks)
        expect((block as { '@graph'?: unknown[] })['@graph'] ?? [1]).not.toHaveLength(0);
      expect(ofType(things, 'SportsOrganization')[0]).toMatchObject({
        name: 'NSW Junior Chess League',
        url: expect.stringMatching(/^https?:\/\//),
      });
      const [site] = ofType(things, 'WebSite');
      const template = (site?.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate;
      expect(site).toMatchObject({
        potentialAction: { '@type': 'SearchAction', 'query-input': 'required name=search_term_string' },
      });
      expect(new URL(template.replace('{search_term_string}', 'beecroft')).pathname).toBe('/search');
      expect(template).toMatch(/\/search\?q=\{search_term_string\}$/);

      const crumbs = await page.locator('nav[aria-label="Breadcrumb"] li').allTextContents();
      const lists = ofType(things, 'BreadcrumbList');
      if (crumbs.length === 0) {
        expect(lists).toHaveLength(0);
        return;
      }
      expect(lists).toHaveLength(1);
      const items = lists[0]!.itemListElement as { position: number; name: string; item?: string }[];
      expect(items.map((i) => i.name)).toEqual(crumbs.map((c) => c.trim()));
      expect(items.map((i) => i.position)).toEqual(crumbs.map((_, i) => i + 1));
      for (const item of items.slice(0, -1)) expect(item.item).toMatch(/^https?:\/\/[^/]+\//);
    });
  }

  test('every match on a zone page with a home school has its venue with a postal address, as its calendar has', async ({
    page,
    request,
  }) => {
    await page.goto('/2026/divisions/intermediate/PA');
    const events = ofType((await jsonLdThings(page)).things, 'SportsEvent');
    expect(events.length).toBeGreaterThan(10);
    const divisions = demoSeason(2026).divisions.filter((d) => d.zone === 'PA' && d.grade === 'intermediate');
    let calendars = '';
    for (const d of divisions)
      calendars += await (await request.get(`/2026/divisions/intermediate/PA/${d.code}/calendar.ics`)).text();
    const locations = calendars.replace(/\r\n[ \t]/g, '');
    for (const event of events) {
      expect(event).toMatchObject({
        name: expect.any(String),
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T16:00:00\+1[01]:00$/),
        homeTeam: { '@type': 'SportsTeam' },
        awayTeam: { '@type': 'SportsTeam' },
      });
      const place = placeOf(event)!;
      expect(place['@type']).toBe('Place');
      expect(place.address).toMatchObject({
        '@type': 'PostalAddress',
        streetAddress: expect.any(String),
        addressLocality: expect.any(String),
        postalCode: expect.stringMatching(/^\d{4}$/),
        addressCountry: 'AU',
      });
      const a = place.address!;
      expect(locations).toContain(
        `LOCATION:${place.name}\\, ${a.streetAddress!.replace(/,/g, '\\,')}\\, ${a.addressLocality} `,
      );
    }
  });

  test('a country knock-out round is a play-by window, named so, without a start time', async ({ page }) => {
    await page.goto('/2026/divisions/country/HU');
    const events = ofType((await jsonLdThings(page)).things, 'SportsEvent');
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(event.name).toMatch(/^Play by: /);
      expect(event.description).toMatch(/play by \w+ \d+ \w+ \d{4}, on a day the two schools agree$/);
      expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(event.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(String(event.startDate) <= String(event.endDate)).toBe(true);
    }
    expect(events.some((event) => event.startDate !== event.endDate)).toBe(true);
  });

  test('zone and finals pages name their own address as canonical', async ({ page }) => {
    const grid = Object.values(demoSeason(2026).finals).find((g) => g.stage === 'region')!;
    const pages = [
      divisionsPath(2026, 'championship', 'EC'),
      finalsPath(2026, grid.grade, grid.stage, grid.value, grid.competition),
      '/2026/country-secondary-finals',
    ];
    for (const path of pages) {
      await page.goto(path);
      expect(
        new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname,
        path,
      ).toBe(path);
    }
  });

  test('sitemap.xml parses as XML and lists the zone, finals, changes and history pages, with valid lastmod', async ({
    page,
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
    await page.goto('/home');
    const urls = await page.evaluate(
      (text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        if (doc.getElementsByTagName('parsererror').length) throw new Error('sitemap.xml is not well-formed');
        const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
        if (doc.documentElement.namespaceURI !== ns || doc.documentElement.localName !== 'urlset')
          throw new Error('not a urlset');
        return [...doc.getElementsByTagNameNS(ns, 'url')].map((url) => ({
          loc: url.getElementsByTagNameNS(ns, 'loc')[0]?.textContent ?? '',
          lastmod: url.getElementsByTagNameNS(ns, 'lastmod')[0]?.textContent ?? null,
        }));
      },
      await response.text(),
    );
    const paths = urls.map((u) => new URL(u.loc).pathname);
    const bundle = demoSeason(2026);
    const zonePages = [...new Set(bundle.divisions.map((d) => divisionsPath(2026, d.grade, d.zone)))];
    expect(zonePages.length).toBeGreaterThan(20);
    for (const path of [
      ...zonePages,
      '/2026/changes',
      '/2025/changes',
      '/2026/competition/metropolitan/primary/history',
      '/2025/country-secondary-finals',
    ])
      expect(paths, path).toContain(path);
    expect(paths.filter((p) => p.startsWith('/2026/finals/')).length).toBeGreaterThan(5);
    expect(new Set(paths).size).toBe(paths.length);
    for (const { loc, lastmod } of urls)
      if (lastmod !== null) expect(Date.parse(lastmod), loc).toBeLessThanOrEqual(Date.now());
    // crawl.spec.ts visits every page the sitemap lists.
  });

  test('robots.txt and sitemap.xml name their charset', async ({ request }) => {
    expect((await request.get('/robots.txt')).headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect((await request.get('/sitemap.xml')).headers()['content-type']).toBe(
      'application/xml; charset=utf-8',
    );
  });
});
