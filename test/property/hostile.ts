/**
 * Hostile inputs, cheap to generate: strings that have broken web applications before (markup,
 * SQL, paths, encodings, NUL and other controls, direction marks, lone surrogates, huge runs),
 * numbers at the edges, prototype-pollution keys, deep nesting, malformed JSON and wrong content
 * types. Request parts are in hostile-requests.ts, changes to valid values in hostile-mutations.ts.
 */
import fc from 'fast-check';

const NASTY = [
  '',
  ' ',
  '\t\r\n',
  '\u0000',
  'a\u0000b',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '../',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f',
  '/',
  '//evil.example.com',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  '<!--',
  ']]>',
  "' OR '1'='1",
  "'; DROP TABLE schools; --",
  '" OR ""="',
  '1; SELECT pg_sleep(10)',
  '\\',
  '\\"',
  '%_%',
  '_',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '{"__proto__":{"admin":true}}',
  '\u202e',
  '\ufeff',
  '\u200b',
  '\ud800',
  '\udfff',
  'Ω≈ç√∫',
  '𝕏',
  '👩‍👩‍👧‍👦',
  'e\u0301',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1F',
  '${7*7}',
  '{{7*7}}',
  '$(reboot)',
  '`id`',
  '\r\nSet-Cookie: a=b',
  'Carl',
  'carlingford',
  'CARLINGFORD PUBLIC SCHOOL',
];

/** Hostile text: known troublemakers, random code points (controls and lone surrogates included), long runs. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 30 }) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.constantFrom('\ud800', '\udc00', '\u0000', '\u001b', '\u0085', '\u2028'),
      maxLength: 8,
    }),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...NASTY), fc.string({ maxLength: 8 }), fc.constantFrom(...NASTY))
      .map((parts) => parts.join('')),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('x', 'é', '<', '\u0000', '💥', '%'), fc.integer({ min: 90, max: 3000 }))
      .map(([c, n]) => c.repeat(n)),
  },
);

/** Text a header can carry (the Fetch API refuses controls and characters past U+00FF). */
export const headerString: fc.Arbitrary<string> = nastyString.map((s) =>
  s.replace(/[^\t\x20-\x7e\x80-\xff]/g, '').slice(0, 2000),
);

export const edgeNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    0.5,
    1.5,
    99,
    100,
    1899,
    1900,
    2030,
    2200,
    2201,
    2 ** 31,
    -(2 ** 31),
    2 ** 53,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e-7,
    1e21,
    NaN,
    Infinity,
    -Infinity,
  ),
  fc.integer(),
  fc.double(),
);

export const pollutionKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  '__defineGetter__',
  'toString',
  'valueOf',
  'hasOwnProperty',
);

/** An object with own keys as given, `__proto__` included as a plain key (as JSON.parse makes it). */
export function ownObject(entries: [string, unknown][]): Record<string, unknown> {
  return Object.fromEntries(entries);
}

/** Any hostile JSON-able value, a few levels deep. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    nastyString,
    edgeNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.array(fc.tuple(fc.oneof(pollutionKey, nastyString), tie('value')), { maxLength: 3 }).map(ownObject),
  ),
})).value;

/** A document nested `depth` times, as JSON text (arrays or objects). */
export const deepJson: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 50, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** The same as a value, for callers that take objects (the server action). */
export const deepValue = (maxDepth = 5_000): fc.Arbitrary<unknown> =>
  fc.integer({ min: 50, max: maxDepth }).map((depth) => {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { school: value };
    return value;
  });

export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '}',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    'nul',
    'NaN',
    '[1,2',
    '{"a":1}}',
    '\u0000',
    '\ufeff{}',
    '{"a":1}\u0000',
    '{"a" 1}',
    '{"__proto__":',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
);

/** Valid JSON that is not an object. */
export const notObjectJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('null', '[]', '[{}]', '1', '"x"', 'true', '1e999', '-0'),
  hostileValue
    .filter((v) => typeof v !== 'object' || v === null || Array.isArray(v))
    .map((v) => JSON.stringify(v) ?? 'null'),
);

/** Just past a 64 KiB body limit, built cheaply. */
export const hugeJson: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('salt', 'schoolname', 'error', 'x'), fc.integer({ min: 64 * 1024, max: 80_000 }))
  .map(([key, n]) => `{"${key}":"${'x'.repeat(n)}"}`);

export const contentType: fc.Arbitrary<string | null> = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json-patch+json',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  '*/*',
  '',
  null,
);

export const JSON_TYPES = new Set([
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json-patch+json',
]);
