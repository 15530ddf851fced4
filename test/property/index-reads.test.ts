/**
 * Ten thousand hostile requests to each of the contract's read calls (api/index/*): each is a
 * 4xx with a clear error or, when the request is genuinely valid, a 2xx in the contract's shape;
 * never a 5xx or an unhandled rejection, and the store is the same afterwards.
 */
import fc from 'fast-check';
import { type TestStore } from '@/test/engines';
import { isInvitationHash } from '@/lib/league/invitation-hash';
import * as getAllData from '@/app/api/index/get-all-data/route';
import * as getAllDataYear from '@/app/api/index/get-all-data/year/[year]/route';
import { parseSeasonYear } from '@/lib/league/season-year';
import * as typeahead from '@/app/api/index/school-name-typeahead/route';
import * as searchSchool from '@/app/api/index/search-school-by-name/route';
import * as schoolInfo from '@/app/api/index/get-school-info/hash/[hash]/route';
import * as countryRegions from '@/app/api/index/get-country-regions-for-select/route';
import { SEED, check, readAnswer } from './harness';
import { edgeNumber, nastyString } from './hostile';
import { SITE, forwardedFor, headersOf } from './hostile-requests';
import {
  SCHOOL_NAMES,
  parsed,
  plainText,
  post,
  postRequest,
  saltOk,
  segment,
  withReadCallStore,
} from './read-calls';

let current: TestStore;
jest.mock('@/lib/db/server', () => ({
  getDb: async () => current.db,
  getStore: async () => current,
}));

withReadCallStore((store) => (current = store));

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
