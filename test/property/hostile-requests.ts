/** Hostile requests' parts: the site, cross-site token pairs that do not match, forwarded addresses, headers. */
import fc from 'fast-check';
import { headerString } from './hostile';

export const SITE = 'http://league.test';
export const CSRF_TOKEN = 'property-token-0123456789abcdef';

/**
 * The double-submit pair and the Origin, with whether the route must accept them: `true` for the
 * site's own pair, `false` for pairs it must refuse, `null` when it depends on the generated text.
 */
export const csrf: fc.Arbitrary<{ headers: Record<string, string>; valid: boolean | null }> = fc
  .tuple(
    fc.oneof(
      {
        weight: 12,
        arbitrary: fc.constant({
          headers: { cookie: `XSRF-TOKEN=${CSRF_TOKEN}`, 'x-xsrf-token': CSRF_TOKEN },
          valid: true as boolean | null,
        }),
      },
      fc.constant({ headers: {}, valid: false }),
      fc.constant({ headers: { cookie: `XSRF-TOKEN=${CSRF_TOKEN}` }, valid: false }),
      fc.constant({ headers: { 'x-xsrf-token': CSRF_TOKEN }, valid: false }),
      fc.constant({
        headers: { cookie: `XSRF-TOKEN=${CSRF_TOKEN}`, 'x-xsrf-token': `${CSRF_TOKEN}x` },
        valid: false,
      }),
      fc.constant({ headers: { cookie: `XSRF-TOKEN=short`, 'x-xsrf-token': 'short' }, valid: false }),
      fc.constant({
        headers: { cookie: `XSRF-TOKEN=%E0%A4%A${CSRF_TOKEN}`, 'x-xsrf-token': `%E0%A4%A${CSRF_TOKEN}` },
        valid: false,
      }),
      fc.constant({
        headers: {
          cookie: `other=1; XSRF-TOKEN=${CSRF_TOKEN}; XSRF-TOKEN=${CSRF_TOKEN}x`,
          'x-xsrf-token': `${CSRF_TOKEN}x`,
        },
        valid: false,
      }),
      headerString.map((value) => ({
        headers: { cookie: `XSRF-TOKEN=${value}`, 'x-xsrf-token': value },
        valid: null,
      })),
      fc
        .tuple(headerString, headerString)
        .map(([cookie, header]) => ({ headers: { cookie, 'x-xsrf-token': header }, valid: null })),
    ),
    fc.oneof(
      { weight: 8, arbitrary: fc.constant<[string | null, boolean]>([null, true]) },
      fc.constant<[string | null, boolean]>(['null', false]),
      fc.constant<[string | null, boolean]>([SITE, true]),
      fc.constantFrom<[string | null, boolean]>(
        ['https://evil.example.com', false],
        ['http://league.test.evil.com', false],
        ['http://league.test:8080', false],
        ['not a url', false],
        ['file://', false],
      ),
      headerString
        .filter((text) => text.trim() !== '' && text.trim() !== 'null')
        .map((text): [string | null, boolean | null] => [text, null]),
    ),
  )
  .map(([pair, [origin, originValid]]) => {
    const headers: Record<string, string> = { ...pair.headers };
    if (origin !== null) headers.origin = origin;
    const valid =
      pair.valid === false || originValid === false
        ? false
        : pair.valid === true && originValid === true
          ? true
          : null;
    return { headers, valid };
  });

/** X-Forwarded-For as a proxy or a visitor might send it. */
export const forwardedFor: fc.Arbitrary<string | null> = fc.oneof(
  fc.constantFrom(null, '203.0.113.5', '2001:db8::1', '203.0.113.5, 10.0.0.1', ' , ,', 'unknown'),
  headerString,
);

export function headersOf(values: Record<string, string | null | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(values))
    if (value !== null && value !== undefined) headers.set(name, value);
  return headers;
}
