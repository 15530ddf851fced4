import crypto from 'node:crypto';
import {
  NON_PAGE_POLICY,
  hashedPagePolicy,
  frameworkScriptHashes,
  noncePagePolicy,
  rendersPerRequest,
  securityHeaders,
  sharedCachePolicy,
} from './security-headers.cjs';

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const scriptSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('script-src'));

const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_DATA = 'self.__next_f.push([1,"é \\u003c/script"])';
const CHUNKS =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';

describe("a cached page's policy", () => {
  it("lists the framework's inline scripts once each, byte for byte, and leaves scripts with a src alone", () => {
    const html = `<html><head><script src="/_next/static/a.js" async=""></script><script id="_R_">${CHUNKS}</script></head><body><script>${FLIGHT_START}</script><script>${FLIGHT_DATA}</script><script>${FLIGHT_DATA}</script><script></script></body></html>`;
    expect(frameworkScriptHashes(html)).toEqual([sha(CHUNKS), sha(FLIGHT_START), sha(FLIGHT_DATA)]);
  });

  it('leaves out any other inline script, even one dressed as a framework call', () => {
    const injected = [
      'alert(1)',
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push([1,"x"]),alert(1),self.__next_f.push([1])',
      'self.__next_f.push(alert(1))',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push([alert(1)])',
      `${FLIGHT_START};alert(1)`,
      'self.__next_f.push([1]);;',
    ];
    const html = injected.map((body) => `<script>${body}</script>`).join('');
    expect(frameworkScriptHashes(html)).toEqual([]);
    expect(scriptSrc(hashedPagePolicy(html))).toBe("script-src 'self'");
  });

  it('never allows unsafe-inline or unsafe-eval, and frames nowhere', () => {
    for (const policy of [hashedPagePolicy(`<script>${FLIGHT_START}</script>`), noncePagePolicy('abc')]) {
      expect(policy).not.toMatch(/unsafe-(inline|eval)'[^;]*;\s*style/);
      expect(scriptSrc(policy)).not.toMatch(/unsafe/);
      expect(policy).toContain("frame-ancestors 'none'");
    }
    expect(scriptSrc(noncePagePolicy('abc'))).toBe("script-src 'self' 'nonce-abc'");
  });
});

describe('the pages that get a nonce', () => {
  it('are those rendered for each visitor, and no page a cache may keep', () => {
    for (const path of ['/search', '/enter-online', '/enter-online/abc', '/private/abc/desk/x'])
      expect(rendersPerRequest(path)).toBe(true);
    for (const path of [
      '/home',
      '/search-engines',
      '/enter-onlinex',
      '/2026/divisions/championship/EC',
      '/privacy-policy',
    ])
      expect(rendersPerRequest(path)).toBe(false);
  });
});

describe('headers', () => {
  const byKey = (production: boolean) => securityHeaders({ production, env: {} });

  it('sends HSTS, the strict policy on what is not a page, and a shared-cache lifetime on public pages, only from a production build', () => {
    const rules = byKey(true);
    expect(rules[0]!.headers.map((h) => h.key)).toEqual(
      expect.arrayContaining(['Strict-Transport-Security', 'X-Content-Type-Options']),
    );
    const policyRules = rules.filter((r) => r.headers.some((h) => h.key === 'Content-Security-Policy'));
    expect(policyRules.map((r) => r.source)).toEqual(['/api/:path*', '/_next/:path*', '/:path(.*\\.\\w+)']);
    expect(policyRules.every((r) => r.headers[0]!.value === NON_PAGE_POLICY)).toBe(true);
    expect(JSON.stringify(byKey(false))).not.toMatch(
      /Strict-Transport-Security|Content-Security-Policy|Cache-Control/,
    );
  });

  it('gives public pages a short shared-cache lifetime with stale-while-revalidate, and none to the entry form or search', () => {
    expect(sharedCachePolicy({})).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=86400');
    expect(sharedCachePolicy({ PROXY_CACHE_SECONDS: '30', PROXY_STALE_SECONDS: '600' })).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=600',
    );
    const cacheRule = byKey(true).find((r) => r.headers.some((h) => h.key === 'Cache-Control'))!;
    const pattern = new RegExp(`^${cacheRule.source.replace('/:path(', '/(')}$`);
    for (const path of [
      '/home',
      '/2026/competition/metropolitan/primary',
      '/2026/finals/championship/intermetropolitan/1/2',
      '/schools/search-college',
    ])
      expect(path).toMatch(pattern);
    for (const path of [
      '/search',
      '/enter-online',
      '/enter-online/abc',
      '/api/index/get-all-data',
      '/_next/static/a.js',
      '/logo.svg',
      '/private/Qk9fT0tFTl9PRl9BX1NDSE9PTA',
      '/private/Qk9fT0tFTl9PRl9BX1NDSE9PTA/match/PA2~r7~1v8',
    ])
      expect(path).not.toMatch(pattern);
  });

  it('keeps private pages out of caches, referrers and search engines, in development too', () => {
    for (const production of [true, false]) {
      const rules = byKey(production);
      const rule = rules.find((r) => r.source === '/private/:path*')!;
      const headers = Object.fromEntries(rule.headers.map((h) => [h.key, h.value]));
      expect(headers).toMatchObject({
        'Referrer-Policy': 'no-referrer',
        'X-Robots-Tag': 'noindex, nofollow',
      });
      // Later rules win: the private one comes after the common Referrer-Policy.
      expect(rules.indexOf(rule)).toBeGreaterThan(0);
      if (production) expect(headers['Cache-Control']).toBe('private, no-store');
    }
  });
});
