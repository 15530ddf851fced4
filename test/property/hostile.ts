/**
 * Hostile inputs, cheap to generate: strings that have broken web applications before (markup,
 * SQL, paths, encodings, NUL and other controls, direction marks, lone surrogates, huge runs),
 * numbers at the edges, prototype-pollution keys, deep nesting, malformed JSON, wrong content
 * types and cross-site token pairs that do not match.
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

type Path = (string | number)[];

/** Every path into a JSON-like value, the root's included. */
export function pathsOf(value: unknown, at: Path = [], into: Path[] = []): Path[] {
  into.push(at);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...at, i], into));
  else if (value !== null && typeof value === 'object')
    for (const key of Object.keys(value))
      pathsOf((value as Record<string, unknown>)[key], [...at, key], into);
  return into;
}

function setOwn(target: Record<string, unknown> | unknown[], key: string | number, value: unknown): void {
  // defineProperty, so `__proto__` becomes a plain key as JSON.parse would make it.
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

export type Mutation = { kind: 'set' | 'delete' | 'add' | 'retype'; at: number; key: string; value: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('set', 'delete', 'add', 'retype'),
  at: fc.nat(),
  key: fc.oneof(pollutionKey, nastyString),
  value: hostileValue,
});

/** Flips a value to another JSON type, which a typed field never accepts (not even a number-or-'bye' one). */
function retyped(value: unknown): unknown {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 0;
  if (value === null) return {};
  if (Array.isArray(value)) return { length: value.length };
  return [value];
}

/** Applies mutations to a copy of `base`; each picks its place among the paths the copy has by then. */
export function mutate(base: unknown, mutations: Mutation[]): unknown {
  let doc = structuredClone(base);
  for (const m of mutations) {
    const paths = pathsOf(doc);
    const path = paths[m.at % paths.length]!;
    if (path.length === 0) {
      if (m.kind === 'retype') doc = retyped(doc);
      else if (m.kind === 'add' && Array.isArray(doc)) doc.push(m.value);
      else if (m.kind === 'add' && doc !== null && typeof doc === 'object')
        setOwn(doc as Record<string, unknown>, m.key, m.value);
      else doc = m.value;
      continue;
    }
    let parent = doc as Record<string, unknown> | unknown[];
    for (const step of path.slice(0, -1))
      parent = (parent as Record<string | number, unknown>)[step] as Record<string, unknown> | unknown[];
    const last = path[path.length - 1]!;
    const node = (parent as Record<string | number, unknown>)[last];
    if (m.kind === 'delete') {
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last as string];
    } else if (m.kind === 'retype') {
      setOwn(parent, last, retyped(node));
    } else if (m.kind === 'add' && node !== null && typeof node === 'object') {
      if (Array.isArray(node)) node.push(m.value);
      else setOwn(node as Record<string, unknown>, m.key, m.value);
    } else {
      setOwn(parent, last, m.value);
    }
  }
  return doc;
}

/** `base` changed in `min` to `max` places. */
export const mutated = (base: unknown, min = 1, max = 3): fc.Arbitrary<unknown> =>
  fc.array(mutation, { minLength: min, maxLength: max }).map((mutations) => mutate(base, mutations));
