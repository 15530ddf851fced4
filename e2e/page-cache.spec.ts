import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { CACHED_PAGES, PER_REQUEST_PAGES } from './page-kinds';
import { expectWorkingPage, watchPolicy } from './working-page';
import { renderedAt } from './rendered-at';
import { schoolSlug } from '../lib/league/school-slug';
import { league } from './league-command';

const SHARED_CACHE = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;

/** The page, and when the copy served was rendered: the same time on two answers means the cache kept it. */
async function readPage(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return { rendered: renderedAt(response), html: await response.text() };
}

/** When each page's copy was rendered, once the cache has it. */
async function renderedNow(request: APIRequestContext, urls: string[]): Promise<Map<string, string>> {
  const times = new Map<string, string>();
  for (const url of urls) {
    const first = await readPage(request, url);
    const second = await readPage(request, url);
    expect(second.rendered, `${url} was rendered again`).toBe(first.rendered);
    times.set(url, second.rendered);
  }
  return times;
}

test.describe('page cache', () => {
  for (const [kind, url] of Object.entries(CACHED_PAGES)) {
    test(`the ${kind} page is served from the cache, and a shared cache may keep it`, async ({ request }) => {
      const first = renderedAt(await request.get(url));
      const response = await request.get(url);
      expect(renderedAt(response)).toBe(first);
      expect(response.headers()['cache-control']).toMatch(SHARED_CACHE);
    });
  }

  // Next sends a router request without its `_rsc` parameter on to the address with it; a shared cache
  // that ignored Vary and kept that redirect would send every visitor of the page to the router's payload.
  test('the redirect of a router request is never kept by a shared cache', async ({ request }) => {
    // As the router's prefetch asks (with its headers, the `_rsc` Next redirects to has a value).
    const router = { RSC: '1', 'Next-Router-Prefetch': '1' };
    for (const url of [CACHED_PAGES.home, CACHED_PAGES.zone]) {
      const response = await request.get(url, { headers: router, maxRedirects: 0 });
      expect(response.status(), url).toBe(307);
      expect(response.headers()['location'], url).toMatch(/[?&]_rsc=[^&]/);
      expect(response.headers()['cache-control'], url).toMatch(/\bno-store\b/);
      expect(response.headers()['cache-control'], url).not.toMatch(/\bpublic\b|s-maxage/);
      // The page itself, and the router's payload at the address it is sent to, stay shareable.
      expect((await request.get(url, { maxRedirects: 0 })).headers()['cache-control'], url).toMatch(
        SHARED_CACHE,
      );
      const payload = await request.get(response.headers()['location']!, {
        headers: router,
        maxRedirects: 0,
      });
      expect(payload.status(), url).toBe(200);
      expect(payload.headers()['cache-control'], url).toMatch(SHARED_CACHE);
    }
  });

  // Each carries a nonce of its own: a shared cache that kept one would hand the same nonce to everyone.
  for (const kind of ['entry form', 'invitation link', 'search'] as const) {
    test(`the ${kind} is rendered for each visitor and never kept by a shared cache`, async ({ request }) => {
      const nonces: (string | undefined)[] = [];
      for (let visit = 0; visit < 2; visit += 1) {
        const response = await request.get(PER_REQUEST_PAGES[kind], { failOnStatusCode: false });
        const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
        expect(nonce, 'a nonce in its policy').toBeTruthy();
        expect(await response.text(), 'its scripts carry it').toContain(`nonce="${nonce}"`);
        expect(response.headers()['cache-control']).toMatch(/\bprivate\b.*\bno-store\b/);
        nonces.push(nonce);
      }
      expect(nonces[1], 'rendered again, with a nonce of its own').not.toBe(nonces[0]);
    });
  }

  // No nonce on a page rendered into the cache (two renders from the same data are the same bytes:
  // scripts/same-copies.mjs), and its policy names its scripts by their hashes.
  test('a cached page carries no nonce', async ({ request }) => {
    for (const url of Object.values(CACHED_PAGES)) {
      const response = await request.get(url);
      expect(await response.text(), url).not.toContain('nonce="');
      expect(response.headers()['content-security-policy'], url).toMatch(/script-src 'self' 'sha256-/);
    }
  });
});

test.describe('an import', () => {
  test.describe.configure({ mode: 'serial' });
  // Zones no other end-to-end test reads.
  const changed = '/2026/divisions/championship/WW';
  const untouched = '/2026/divisions/championship/IL';
  // No word of the machine room in it: plain-words.spec.ts may read the change log after this import.
  const renamed = 'Wagga Renamed Check A';
  let original = '';

  test.afterAll(() => {
    if (original) league('import', original);
  });

  test('shows a new result on the next request, and leaves the pages whose data did not change in the cache', async ({
    request,
    page,
  }) => {
    test.slow();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-'));
    original = path.join(dir, 'season-2026.json');
    league('export', '2026', original);
    const bundle = JSON.parse(fs.readFileSync(original, 'utf8')) as {
      divisions: { zone: string; grade: string; teams: { name: string; school?: string }[] }[];
    };
    const division = bundle.divisions.find((d) => d.zone === 'WW' && d.grade === 'championship')!;
    const before = division.teams[0]!.name;
    // The team's school's calendar feed, kept whole between imports, names the team in its matches.
    const calendar = `/schools/${schoolSlug(division.teams[0]!.school!)}/calendar.ics`;
    const feedText = async () => (await (await request.get(calendar)).text()).replace(/\r\n[ \t]/g, '');
    // The contract's data calls, whose answers are kept between imports too.
    const dataCalls = async () =>
      Promise.all(
        ['/api/index/get-all-data/year/2026', '/api/index/get-all-data'].map(async (url) =>
          (await request.post(url, { data: { salt: 'x' } })).text(),
        ),
      );
    division.teams[0]!.name = renamed;
    const edited = path.join(dir, 'edited.json');
    fs.writeFileSync(edited, JSON.stringify(bundle));

    const kept = [untouched, '/home', CACHED_PAGES.competition];
    const rendered = await renderedNow(request, [changed, ...kept]);
    expect((await readPage(request, changed)).html).toContain(before);
    expect(await feedText()).toContain(before);
    for (const answer of await dataCalls()) expect(answer).toContain(`>${before}<`);
    // A visitor has the page in the browser's cache when the import comes.
    const complaints = await watchPolicy(page);
    await page.goto(changed);
    await expectWorkingPage(page);

    league('import', edited);
    const after = await readPage(request, changed);
    expect(after.rendered).not.toBe(rendered.get(changed));
    expect(after.html).toContain(renamed);
    expect(after.html).not.toContain(`>${before}<`);
    const feed = await feedText();
    expect(feed).toContain(renamed);
    expect(feed).not.toContain(`${before} v`);
    for (const answer of await dataCalls()) {
      expect(answer).toContain(`>${renamed}<`);
      expect(answer).not.toContain(`>${before}<`);
    }
    for (const url of kept) expect((await readPage(request, url)).rendered, url).toBe(rendered.get(url));
    await page.reload();
    await expect(page.getByRole('main')).toContainText(renamed);
    await expectWorkingPage(page);
    expect(complaints).toEqual([]);

    league('import', original);
    const restored = await readPage(request, changed);
    expect(restored.rendered).not.toBe(after.rendered);
    expect(restored.html).toContain(before);
    for (const answer of await dataCalls()) expect(answer).toContain(`>${before}<`);
    original = '';
  });

  test('a school asked for before an import brought it is a page after it, and not after it is taken back', async ({
    request,
    page,
  }) => {
    test.slow();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-school-'));
    original = path.join(dir, 'season-2026.json');
    league('export', '2026', original);
    const bundle = JSON.parse(fs.readFileSync(original, 'utf8')) as {
      divisions: { zone: string; grade: string; teams: { school?: string }[] }[];
    };
    const school = 'Wagga Later Entry Public School';
    const team = bundle.divisions.find((d) => d.zone === 'WW' && d.grade === 'championship')!.teams[0]!;
    // A school page read first, so the list of schools with a page is in the cache when the import comes.
    expect((await request.get(`/schools/${schoolSlug(team.school!)}`)).status()).toBe(200);
    team.school = school;
    const edited = path.join(dir, 'edited.json');
    fs.writeFileSync(edited, JSON.stringify(bundle));
    const address = `/schools/${schoolSlug(school)}`;

    // Asked twice, so the address check has judged it and kept its answer.
    for (let i = 0; i < 2; i += 1) expect((await request.get(address)).status()).toBe(404);
    league('import', edited);
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(school);
    await expectWorkingPage(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(school);

    league('import', original);
    expect((await request.get(address)).status()).toBe(404);
    original = '';
  });

  test('re-renders the pages of the schools whose teams an import changes, and keeps the others', async ({
    request,
  }) => {
    test.slow();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-cache-'));
    original = path.join(dir, 'season-2026.json');
    league('export', '2026', original);
    type Bundle = {
      divisions: {
        code: string;
        zone: string;
        grade: string;
        teams: { no: number; name: string; school?: string }[];
        rounds: {
          n: number;
          pairings: { home: number; away: number | string; result?: { home: number; away: number } | null }[];
        }[];
      }[];
    };
    const bundle = JSON.parse(fs.readFileSync(original, 'utf8')) as Bundle;
    const division = bundle.divisions.find((d) => d.zone === 'IL' && d.grade === 'championship')!;
    const pairing = division.rounds[0]!.pairings.find((p) => typeof p.away === 'number' && p.result)!;
    const home = division.teams.find((t) => t.no === pairing.home)!;
    // A school with no team in that division.
    const inDivision = new Set(division.teams.map((t) => t.school));
    const other = bundle.divisions
      .find((d) => d.zone === 'EC')!
      .teams.find((t) => t.school && !inDivision.has(t.school))!;
    const changedPage = `/schools/${schoolSlug(home.school!)}`;
    const untouchedPage = `/schools/${schoolSlug(other.school!)}`;
    const score = pairing.result!.home === 2 ? 1.5 : 2;
    pairing.result = { home: score, away: 4 - score };
    const edited = path.join(dir, 'edited.json');
    fs.writeFileSync(edited, JSON.stringify(bundle));

    // Each school's page and its every-season page, which reads the school's lines the import rewrites.
    const pages = [changedPage, untouchedPage, `${changedPage}/seasons`, `${untouchedPage}/seasons`];
    const rendered = await renderedNow(request, pages);
    league('import', edited);
    const after = await readPage(request, changedPage);
    expect(after.rendered).not.toBe(rendered.get(changedPage));
    expect(after.html).toContain(
      `${String(score).replace('.5', '½')}–${String(4 - score).replace('.5', '½')}`,
    );
    for (const url of [untouchedPage, `${untouchedPage}/seasons`])
      expect((await readPage(request, url)).rendered, url).toBe(rendered.get(url));
    const seasons = `${changedPage}/seasons`;
    expect((await readPage(request, seasons)).rendered).not.toBe(rendered.get(seasons));

    league('import', original);
    expect((await readPage(request, changedPage)).rendered).not.toBe(after.rendered);
    original = '';
  });
});
