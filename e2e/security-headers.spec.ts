import { test, expect } from './fixtures';
import type { APIResponse } from '@playwright/test';
import { CACHED_PAGES, PER_REQUEST_PAGES } from './page-kinds';
import { expectWorkingPage, watchPolicy } from './working-page';

const SALT = { salt: 'e2e' };

/** Every route handler, called the way a stranger might: most are refused, all carry the headers. */
const API_CALLS: { name: string; method: 'GET' | 'POST'; path: string; data?: unknown }[] = [
  { name: 'get-all-data', method: 'POST', path: '/api/index/get-all-data', data: SALT },
  { name: 'get-all-data by year', method: 'POST', path: '/api/index/get-all-data/year/2026', data: SALT },
  {
    name: 'get-country-regions-for-select',
    method: 'GET',
    path: '/api/index/get-country-regions-for-select',
  },
  {
    name: 'get-school-info',
    method: 'GET',
    path: '/api/index/get-school-info/hash/00000000000000000000000000000000',
  },
  {
    name: 'school-name-typeahead',
    method: 'GET',
    path: '/api/index/school-name-typeahead?query=Syd&limit=5',
  },
  {
    name: 'search-school-by-name',
    method: 'POST',
    path: '/api/index/search-school-by-name',
    data: { schoolname: 'Nowhere' },
  },
  {
    name: 'log-frontend-error',
    method: 'POST',
    path: '/api/index/log-frontend-error',
    data: { error: 'x', uri: '/' },
  },
  { name: 'add-enter-online-request', method: 'POST', path: '/api/index/add-enter-online-request', data: {} },
  { name: 'altcha challenge', method: 'GET', path: '/api/altcha/challenge' },
  { name: 'admin league', method: 'POST', path: '/api/admin/league', data: { name: 'export', year: 2026 } },
];

function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
  const policy = headers['content-security-policy'];
  expect(policy).toBeDefined();
  expect(policy).toContain("frame-ancestors 'none'");
  const scripts =
    policy!
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src')) ?? '';
  expect(scripts).not.toContain('unsafe-inline');
  expect(scripts).not.toContain('unsafe-eval');
  return policy!;
}

test.describe('security headers', () => {
  for (const [kind, path] of Object.entries({ ...CACHED_PAGES, ...PER_REQUEST_PAGES })) {
    test(`the ${kind} page carries them, and its policy allows exactly its own inline scripts`, async ({
      request,
      page,
    }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const policy = expectCommonHeaders(response);
      if (path.endsWith('.xml')) return;
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("object-src 'none'");

      const violations: string[] = [];
      await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
            `${event.violatedDirective} ${event.blockedURI}`,
          );
        });
      });
      await page.goto(path);
      // Hydrated: every script the page loads has run.
      await page.waitForFunction(() => 'next' in window);
      expect(violations).toEqual([]);
    });
  }

  for (const call of API_CALLS) {
    test(`the ${call.name} call carries them`, async ({ request }) => {
      const response =
        call.method === 'GET'
          ? await request.get(call.path)
          : await request.post(call.path, { data: call.data });
      expect(response.status()).toBeLessThan(500);
      expect(expectCommonHeaders(response)).toContain("default-src 'none'");
    });
  }

  test('files and the framework script carry them', async ({ request, page }) => {
    await page.goto('/home');
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
    for (const path of [
      '/logo.svg',
      '/assets/files/Rules_Primary.pdf',
      '/robots.txt',
      '/sitemap.xml',
      script!,
    ]) {
      expectCommonHeaders(await request.get(path));
    }
  });

  test("an address with a malformed percent-escape gets the site's error page with every header", async ({
    page,
  }) => {
    for (const path of [
      '/2026/divisions/championship/%E0%A4%A',
      '/zone-results/%ff',
      '/enter-online/%ff',
      '/2026/finals/championship/%ZZ/1/2',
      '/2026/competition/%ff/primary',
    ]) {
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(404);
      expectCommonHeaders(response as unknown as APIResponse);
      await expect(page.getByRole('main')).toContainText('Some error occurred');
    }
  });

  test('the not-found page of a zone nobody has carries no nonce, and a policy naming its own scripts, which all run', async ({
    page,
  }) => {
    const complaints = await watchPolicy(page);
    const response = await page.goto('/zone-results/no-such-zone');
    expect(response!.status()).toBe(404);
    const policy = expectCommonHeaders(response as unknown as APIResponse);
    // A nonce only on pages rendered per request (lib/http/security-headers.cjs): this one may be kept.
    expect(policy).not.toContain("'nonce-");
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(await response!.text()).not.toContain('nonce="');
    await expect(page.getByRole('main')).toContainText('Some error occurred');
    await expectWorkingPage(page);
    expect(complaints).toEqual([]);
  });

  test('a page cannot be framed by another site', async ({ page, baseURL }) => {
    const framed: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors|Refused to (display|frame)/i.test(message.text())) framed.push(message.text());
    });
    await page.setContent(`<iframe src="${baseURL}/home" title="framed"></iframe>`);
    await expect.poll(() => framed.length).toBeGreaterThan(0);
    const frame = page.frames().find((f) => f.url().includes('/home'));
    expect(
      (await frame
        ?.locator('h1')
        .count()
        .catch(() => 0)) ?? 0,
    ).toBe(0);
  });
});
