/**
 * Ten thousand hostile requests to each of the contract's read calls (api/index/*): each is a
 * 4xx with a clear error or, when the request is genuinely valid, a 2xx in the contract's shape;
 * never a 5xx or an unhandled rejection, and the store is the same afterwards.
 */
import fc from 'fast-check';
import { freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { importSeason } from '@/lib/db/queries/bundles';
import { resetRateLimits } from '@/lib/api/rate-limit';
import { MAX_BODY_BYTES } from '@/lib/api/http';
import { isInvitationHash } from '@/lib/league/invitation-hash';
import * as getAllData from '@/app/api/index/get-all-data/route';
import * as getAllDataYear from '@/app/api/index/get-all-data/year/[year]/route';
import { parseSeasonYear } from '@/lib/league/season-year';
import * as typeahead from '@/app/api/index/school-name-typeahead/route';
import * as searchSchool from '@/app/api/index/search-school-by-name/route';
import * as schoolInfo from '@/app/api/index/get-school-info/hash/[hash]/route';
import * as countryRegions from '@/app/api/index/get-country-regions-for-select/route';
import { SEED, check, raiseRateLimits, readAnswer, storeChecksum, watchUnhandled } from './harness';
import {
  JSON_TYPES,
  SITE,
  contentType,
  deepJson,
  edgeNumber,
  forwardedFor,
  headersOf,
  hostileValue,
  hugeJson,
  malformedJson,
  nastyString,
  notObjectJson,
  ownObject,
  pollutionKey,
} from './hostile';

let current: TestStore;
jest.mock('@/lib/db/server', () => ({
  getDb: async () => current.db,
  getStore: async () => current,
}));

const SCHOOL_NAMES = ['Carlingford Public School'];
/** Path segments as a browser would send them (a lone surrogate cannot be percent-encoded). */
const segment = (text: string) => encodeURIComponent(text.toWellFormed());
/**
 * Text the store can hold and a person could type: no control characters but tab and line breaks
 * (PostgreSQL refuses NUL), no lone surrogate (PGlite 0.5 miscounts its UTF-8 bytes). The routes
 * refuse anything else with a 400.
 */
const plainText = (text: string) =>
  text.isWellFormed() &&
  !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/.test(text);

beforeAll(async () => {
  raiseRateLimits();
  resetRateLimits();
  current = await freshStore('pglite');
  await importSeason(current.db, sampleBundle(2030));
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

type Post = { body: string; type: string | null; length: string | null; ip: string | null };
const post = (fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Post> =>
  fc.record({
    body: jsonBody(fields),
    type: contentType,
    length: fc.oneof(
      { weight: 6, arbitrary: fc.constant(null) },
      fc.constantFrom('0', '-1', 'abc', '99999999999', String(MAX_BODY_BYTES + 1)),
    ),
    ip: forwardedFor,
  });

function postRequest(path: string, input: Post): Request {
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
function parsed(input: Post): Record<string, unknown> | 'refused' {
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

const saltOk = (body: Record<string, unknown>) =>
  !Object.hasOwn(body, 'salt') || typeof body.salt === 'string';

describe('hostile requests to the read calls', () => {
  it('get-all-data', async () => {
    await check(
      post({ salt: fc.string() }),
      async (input) => {
        const { status, body } = await readAnswer(
          await getAllData.POST(postRequest('/api/index/get-all-data', input)),
        );
        const request = parsed(input);
        if (request === 'refused' || !saltOk(request)) return void expect(status).toBeGreaterThanOrEqual(400);
        expect(status).toBe(200);
        expect(body).toMatchObject({ result: 1, data: { seasons: expect.any(Array) } });
      },
      SEED + 1,
    );
  });

  it('get-all-data/year/[year], with hostile path parameters', async () => {
    const year = fc.oneof(
      fc.constantFrom(
        '2030',
        '1999',
        '0000',
        '9999',
        '2030/../2029',
        '..%2F2030',
        '2030%00',
        '２０３０',
        '2030\n',
        ' 2030',
      ),
      nastyString,
      edgeNumber.map(String),
    );
    await check(
      fc.record({ year, request: post({ salt: fc.string() }) }),
      async ({ year, request: input }) => {
        const request = postRequest(`/api/index/get-all-data/year/${segment(year)}`, input);
        const { status, body } = await readAnswer(
          await getAllDataYear.POST(request, { params: Promise.resolve({ year }) }),
        );
        const sent = parsed(input);
        const valid = parseSeasonYear(year) !== null && sent !== 'refused' && saltOk(sent);
        if (!valid) expect(status).toBeGreaterThanOrEqual(400);
        else if (year === '2030')
          expect(body).toMatchObject({ result: 1, data: { seasons_by_year: expect.any(Object) } });
        else expect(status).toBe(404);
      },
      SEED + 2,
    );
  });

  it('school-name-typeahead, with hostile query strings', async () => {
    const text = fc.oneof(nastyString, fc.constantFrom('carl', 'Demo', 'school', ' '));
    const raw = fc.oneof(
      nastyString,
      fc.constantFrom(
        'query=%00',
        'query=%',
        'query=a&query=b',
        'limit=1e3&query=a',
        'query[]=a',
        '__proto__=1&query=a',
        '&&&',
        'query=%ff%fe',
      ),
    );
    await check(
      fc
        .record({
          query: fc.option(text, { nil: undefined }),
          limit: fc.option(
            fc.oneof(fc.constantFrom('1', '10', '999', '0', '-1', '1.5', ' 5', '0x10', '1000'), nastyString),
            { nil: undefined },
          ),
          metro: fc.option(fc.oneof(fc.constantFrom('0', '1', 'country'), nastyString), { nil: undefined }),
          competition: fc.option(fc.oneof(fc.constantFrom('1', '2', 'primary'), nastyString), {
            nil: undefined,
          }),
          raw: fc.option(raw, { nil: undefined, freq: 4 }),
          ip: forwardedFor,
        })
        .map((input) => {
          const url = new URL(`${SITE}/api/index/school-name-typeahead`);
          if (input.raw !== undefined) url.search = input.raw;
          else {
            const pairs: [string, string | undefined][] = [
              ['query', input.query],
              ['limit', input.limit],
              ['metro_name', input.metro],
              ['competition_name', input.competition],
            ];
            for (const [key, value] of pairs) if (value !== undefined) url.searchParams.set(key, value);
          }
          return { url: url.toString(), ip: input.ip };
        }),
      async (input) => {
        const url = new URL(input.url);
        const response = await typeahead.GET(
          new Request(url, { headers: headersOf({ 'x-client-address': input.ip }) }),
        );
        const { status, body } = await readAnswer(response);
        const params = url.searchParams;
        const query = params.get('query') ?? '';
        const limit = params.get('limit') ?? '10';
        const valid = query.length <= 100 && plainText(query) && /^\d{1,3}$/.test(limit);
        if (!valid) return void expect(status).toBe(400);
        expect(status).toBe(200);
        const schools = (body.data as { schools: { name: string }[] }).schools;
        expect(schools.length).toBeLessThanOrEqual(Math.max(1, Math.min(Number(limit), 10)));
        for (const school of schools) {
          expect(SCHOOL_NAMES).toContain(school.name);
          expect(school.name.toLowerCase()).toContain(query.trim().toLowerCase());
        }
      },
      SEED + 3,
    );
  });

  it('search-school-by-name', async () => {
    await check(
      post({
        schoolname: fc.oneof(
          fc.constantFrom(
            ...SCHOOL_NAMES,
            'carlingford public school',
            '  Carlingford Public School ',
            'Carlingford',
          ),
          nastyString,
        ),
      }),
      async (input) => {
        const { status, body } = await readAnswer(
          await searchSchool.POST(postRequest('/api/index/search-school-by-name', input)),
        );
        const sent = parsed(input);
        const name = sent === 'refused' ? null : sent.schoolname;
        const valid = typeof name === 'string' && name.trim() !== '' && name.length <= 200 && plainText(name);
        if (!valid) return void expect(status).toBeGreaterThanOrEqual(400);
        const known = SCHOOL_NAMES.find((school) => school.toLowerCase() === name.trim().toLowerCase());
        if (known) expect(body).toMatchObject({ result: 1, data: { name: known } });
        else expect(status).toBe(404);
      },
      SEED + 4,
    );
  });

  it('get-school-info/hash/[hash], with hostile path parameters', async () => {
    const hash = fc.oneof(
      fc.constantFrom(
        '0123456789abcdef0123456789ab2030',
        'ffffffffffffffffffffffffffffffff',
        '../0123456789abcdef',
        '0123456789abcdef%00',
        'a'.repeat(128),
        'a'.repeat(129),
        '-',
        '_',
      ),
      { weight: 4, arbitrary: nastyString },
      fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
      fc.constantFrom('a'.repeat(21), 'a'.repeat(22)),
    );
    await check(
      fc.record({ hash, ip: forwardedFor }),
      async ({ hash, ip }) => {
        const request = new Request(`${SITE}/api/index/get-school-info/hash/${segment(hash)}`, {
          headers: headersOf({ 'x-client-address': ip }),
        });
        const { status, body } = await readAnswer(
          await schoolInfo.GET(request, { params: Promise.resolve({ hash }) }),
        );
        if (!isInvitationHash(hash)) return void expect(status).toBe(400);
        expect(status).toBe(200);
        const info = body.data as { result: number; school_info: unknown };
        expect(info.result).toBe(hash === '0123456789abcdef0123456789ab2030' ? 1 : 0);
      },
      SEED + 5,
    );
  });

  it('get-country-regions-for-select, whatever the request carries', async () => {
    // Its GET takes no argument, so nothing a visitor sends reaches it; repeated calls show the
    // answer holds (each reads the whole season, about 9 ms on PGlite on an idle core).
    for (let i = 0; i < 200; i += 1) {
      const { status, body } = await readAnswer(await countryRegions.GET());
      expect(status).toBe(200);
      expect(body).toMatchObject({ result: 1, data: { regions: expect.any(Array) } });
    }
  });
});

describe('the inputs that once made a 500 (docs/reliability/abuse.md)', () => {
  it('a type-ahead query with a NUL character is a 400 that asks for plain text', async () => {
    const { status, body } = await readAnswer(
      await typeahead.GET(new Request(`${SITE}/api/index/school-name-typeahead?query=%00`)),
    );
    expect(status).toBe(400);
    expect(body.error).toMatch(/^query must be plain text/);
  });

  it('a school name with a NUL character is a 400 that asks for plain text', async () => {
    const input = { body: '{"schoolname":"\\u0000"}', type: 'application/json', length: null, ip: null };
    const { status, body } = await readAnswer(
      await searchSchool.POST(postRequest('/api/index/search-school-by-name', input)),
    );
    expect(status).toBe(400);
    expect(body.error).toMatch(/^schoolname must be plain text/);
  });

  it('a school name with a lone surrogate after a non-ASCII character is a 400 that asks for plain text', async () => {
    const input = {
      body: '{"schoolname":"\\u0085\\udc00"}',
      type: 'application/json',
      length: null,
      ip: null,
    };
    const { status, body } = await readAnswer(
      await searchSchool.POST(postRequest('/api/index/search-school-by-name', input)),
    );
    expect(status).toBe(400);
    expect(body.error).toMatch(/^schoolname must be plain text/);
  });
});
