import crypto from 'node:crypto';
import { inlineScriptHashes, pagePolicy, securityHeaders, sharedCachePolicy } from './security-headers.cjs';

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes each inline script once, byte for byte, and leaves scripts with a src alone', () => {
    const payload = 'self.__next_f.push([1,"é \\u003c/script"])';
    const html = `<html><head><script src="/_next/static/a.js" async=""></script></head><body><script>${payload}</script><script id="_R_">x()</script><script>${payload}</script><script></script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha(payload), sha('x()')]);
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([sha(payload), sha('x()')]);
  });

  it('puts them in a policy with no unsafe-inline or unsafe-eval for scripts', () => {
    const policy = pagePolicy([sha('x()')]);
    const scripts = policy.split('; ').find((d: string) => d.startsWith('script-src'));
    expect(scripts).toBe(`script-src 'self' ${sha('x()')}`);
    expect(policy).toContain("frame-ancestors 'none'");
  });
});

describe('headers', () => {
  it('sends HSTS and the strict default policy only from a production build', () => {
    const keys = (production: boolean) => securityHeaders({ production }).map((h: { key: string }) => h.key);
    expect(keys(true)).toEqual(expect.arrayContaining(['Strict-Transport-Security', 'Content-Security-Policy', 'X-Content-Type-Options']));
    expect(keys(false)).not.toContain('Strict-Transport-Security');
  });

  it("turns the framework's year-long s-maxage into a short one with stale-while-revalidate", () => {
    expect(sharedCachePolicy('s-maxage=31536000', {})).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=86400');
    expect(sharedCachePolicy('s-maxage=3600, stale-while-revalidate=31532400', { PROXY_CACHE_SECONDS: '30', PROXY_STALE_SECONDS: '600' })).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=600',
    );
    expect(sharedCachePolicy('private, no-cache, no-store, max-age=0, must-revalidate', {})).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
  });
});
