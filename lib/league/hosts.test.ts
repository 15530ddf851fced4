import { coordinatorsSignInUrl, environmentOf, parseHost } from './hosts';

describe('coordinators sign-in address (SPEC section 9 hosts rule)', () => {
  it.each([
    ['localhost:3000', 'http://dev.localhost:3000/admin/sign-in'],
    ['localhost', 'http://dev.localhost/admin/sign-in'],
    ['127.0.0.1:3101', 'http://dev.localhost:3101/admin/sign-in'],
    ['[::1]:3000', 'http://dev.localhost:3000/admin/sign-in'],
    ['dev.schools.example.org', 'http://dev.schools.example.org/admin/sign-in'],
    ['dev2.schools.example.org', 'http://dev2.schools.example.org/admin/sign-in'],
    ['test.schools.example.org', 'http://test.schools.example.org/admin/sign-in'],
    ['staging.schools.example.org', 'https://staging.schools.example.org/admin/sign-in'],
    ['Staging.Schools.Example.org:8443', 'https://staging.schools.example.org:8443/admin/sign-in'],
    ['schools.example.org', 'https://schools.example.org/admin/sign-in'],
    ['www.example.org', 'https://example.org/admin/sign-in'],
    ['example.org.', 'https://example.org/admin/sign-in'],
    ['developer.example.org', 'https://developer.example.org/admin/sign-in'],
    ['test', 'https://test/admin/sign-in'],
  ])('%s → %s', (host, expected) => {
    expect(coordinatorsSignInUrl(host)).toBe(expected);
  });

  it.each([null, '', 'evil.example/"><script>', 'a b', 'example.org:99999999', '-bad.example.org'])(
    'falls back to the site host for %p',
    (host) => {
      expect(coordinatorsSignInUrl(host, { fallbackHost: 'staging.example.org' })).toBe(
        'https://staging.example.org/admin/sign-in',
      );
      expect(coordinatorsSignInUrl(host)).toBe('http://dev.localhost/admin/sign-in');
    },
  );

  it('uses the COORDINATORS_SIGN_IN_URL override when it is an http(s) address', () => {
    expect(coordinatorsSignInUrl('localhost:3000', { override: 'https://admin.example.org/login' })).toBe(
      'https://admin.example.org/login',
    );
    expect(coordinatorsSignInUrl('localhost:3000', { override: 'javascript:alert(1)' })).toBe(
      'http://dev.localhost:3000/admin/sign-in',
    );
    expect(coordinatorsSignInUrl('localhost:3000', { override: 'not a url' })).toBe(
      'http://dev.localhost:3000/admin/sign-in',
    );
  });

  it('names the environment of a host', () => {
    expect(environmentOf('localhost:3000')).toBe('dev');
    expect(environmentOf('dev2.example.org')).toBe('dev2');
    expect(environmentOf('staging.example.org')).toBe('staging');
    expect(environmentOf('example.org')).toBe('production');
    expect(environmentOf('no such host')).toBeNull();
    expect(parseHost('Example.ORG:8080')).toEqual({ hostname: 'example.org', port: ':8080' });
  });
});
