/**
 * What the property tests of the contract's read calls share: a store that each test must leave as it
 * was, the texts a route accepts, and hostile POST requests with what the route should make of them.
 */
import fc from 'fast-check';
import { freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { importSeason } from '@/lib/writes/season-import';
import { resetRateLimits } from '@/lib/api/rate-limit';
import { MAX_BODY_BYTES } from '@/lib/api/http';
import { raiseRateLimits, storeChecksum, watchUnhandled } from './harness';
import {
  JSON_TYPES,
  contentType,
  deepJson,
  hostileValue,
  hugeJson,
  malformedJson,
  nastyString,
  notObjectJson,
  ownObject,
  pollutionKey,
} from './hostile';
import { SITE, forwardedFor, headersOf } from './hostile-requests';

export const SCHOOL_NAMES = ['Carlingford Public School'];
/** Path segments as a browser would send them (a lone surrogate cannot be percent-encoded). */
export const segment = (text: string) => encodeURIComponent(text.toWellFormed());
/**
 * Text the store can hold and a person could type: no control characters but tab and line breaks
 * (PostgreSQL refuses NUL), no lone surrogate (PGlite 0.5 miscounts its UTF-8 bytes). The routes
 * refuse anything else with a 400.
 */
export const plainText = (text: string) =>
  text.isWellFormed() &&
  !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/.test(text);

/**
 * A PGlite store with the 2030 sample season, handed to `open`; each test must leave it as it was,
 * with no unhandled rejection.
 */
export function withReadCallStore(open: (store: TestStore) => void) {
  let current: TestStore;
  beforeAll(async () => {
    raiseRateLimits();
    resetRateLimits();
    current = await freshStore('pglite');
    await importSeason(current.db, sampleBundle(2030));
    open(current);
  });
  afterAll(async () => {
    await current.dispose();
  });

  let before: Record<string, string>;
  let unhandled: ReturnType<typeof watchUnhandled>;
  beforeEach(async () => {
    before = await storeChecksum(current.db);
    unhandled = watchUnhandled();
    // An unknown invitation hash is logged as a warning; ten thousand of them are only noise here.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    unhandled.stop();
    expect(unhandled.seen).toEqual([]);
    expect(await storeChecksum(current.db)).toEqual(before);
  });
}

/** A JSON body: an object of the route's fields (well or badly typed, with extras), or no object at all. */
function jsonBody(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<string> {
  const known = Object.entries(fields).map(([key, valid]) =>
    fc.option(fc.tuple(fc.constant(key), fc.oneof(valid, hostileValue)), { nil: undefined }),
  );
  const extras = fc.array(fc.tuple(fc.oneof(pollutionKey, nastyString), hostileValue), { maxLength: 3 });
  const object = fc
    .tuple(fc.tuple(...known), extras)
    .map(([pairs, more]) =>
      JSON.stringify(ownObject([...pairs.filter((p): p is [string, unknown] => p !== undefined), ...more])),
    );
  return fc.oneof({ weight: 2, arbitrary: object }, malformedJson, notObjectJson, deepJson, hugeJson);
}

export type Post = { body: string; type: string | null; length: string | null; ip: string | null };
export const post = (fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Post> =>
  fc.record({
    body: jsonBody(fields),
    type: contentType,
    length: fc.oneof(
      { weight: 6, arbitrary: fc.constant(null) },
      fc.constantFrom('0', '-1', 'abc', '99999999999', String(MAX_BODY_BYTES + 1)),
    ),
    ip: forwardedFor,
  });

export function postRequest(path: string, input: Post): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: headersOf({
      'content-type': input.type,
      'content-length': input.length,
      'x-client-address': input.ip,
    }),
    body: input.body,
  });
}

/** What readJsonObject makes of a request: the object, or the reason it is refused. */
export function parsed(input: Post): Record<string, unknown> | 'refused' {
  if (!input.type || !JSON_TYPES.has(input.type)) return 'refused';
  if (Number(input.length) > MAX_BODY_BYTES || Buffer.byteLength(input.body) > MAX_BODY_BYTES)
    return 'refused';
  try {
    const value: unknown = JSON.parse(input.body);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : 'refused';
  } catch {
    return 'refused';
  }
}

export const saltOk = (body: Record<string, unknown>) =>
  !Object.hasOwn(body, 'salt') || typeof body.salt === 'string';
