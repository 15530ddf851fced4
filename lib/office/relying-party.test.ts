import { relyingPartyOf } from './relying-party';

const headers = (entries: Record<string, string>) => new Headers(entries);

describe("the passkeys' relying party", () => {
  it('is the request host over http, or https behind a proxy that says so', () => {
    expect(relyingPartyOf(headers({ host: 'localhost:3100' }), undefined)).toEqual({
      origin: 'http://localhost:3100',
      rpID: 'localhost',
      secure: false,
    });
    expect(
      relyingPartyOf(headers({ host: 'localhost:3000', 'x-forwarded-proto': 'https, http' }), undefined),
    ).toEqual({
      origin: 'https://localhost:3000',
      rpID: 'localhost',
      secure: true,
    });
  });

  it("is SITE_URL's origin when it names the request's host, and the host's own otherwise", () => {
    const site = 'https://schools.nswjcl.org.au';
    expect(relyingPartyOf(headers({ host: 'schools.nswjcl.org.au' }), site)).toEqual({
      origin: 'https://schools.nswjcl.org.au',
      rpID: 'schools.nswjcl.org.au',
      secure: true,
    });
    expect(relyingPartyOf(headers({ host: 'localhost:3100' }), site)?.origin).toBe('http://localhost:3100');
  });

  it('has none for a missing or malformed host, or an address by number (no passkey can name it)', () => {
    expect(relyingPartyOf(headers({ host: '127.0.0.1:3100' }), undefined)).toBeNull();
    expect(relyingPartyOf(headers({ host: '[::1]:3100' }), undefined)).toBeNull();
    expect(relyingPartyOf(headers({}), undefined)).toBeNull();
    expect(relyingPartyOf(headers({ host: 'evil.example/path' }), undefined)).toBeNull();
  });
});
