/**
 * Bad input to the contract's route handlers gets a 4xx with a JSON error that names the problem:
 * never a 500, never a partial write.
 */
import { freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { routeFetch } from '@/test/route-fetch';
import '@/test/altcha';
import { exportSeason } from '@/lib/db/queries/bundles';
import { importSeason } from '@/lib/writes/season-import';
import { entryRequests, errorLogs } from '@/lib/db/schema';
import { resetRateLimits } from '@/lib/api/rate-limit';

let current: TestStore;
jest.mock('@/lib/db/server', () => ({
  getDb: async () => current.db,
  getStore: async () => current,
}));

const json = 'application/json';
const TOKEN = 'route-test-token-0123456789';
/** Posts as the site's own script does: with the double-submit token pair (SPEC section 7). */
const post = (path: string, body: BodyInit | null, type = json, extra: Record<string, string> = {}) =>
  routeFetch(`http://league.test/api/index/${path}`, {
    method: 'POST',
    headers: { 'content-type': type, cookie: `XSRF-TOKEN=${TOKEN}`, 'x-xsrf-token': TOKEN, ...extra },
    body,
  });

beforeAll(async () => {
  current = await freshStore('pglite');
  await importSeason(current.db, sampleBundle(2030));
});
afterAll(async () => {
  await current.dispose();
});

async function expectError(response: Response, status: number, message: RegExp) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { result: number; error: string };
  expect(body.result).toBe(0);
  expect(body.error).toMatch(message);
}

describe('bad input', () => {
  it.each([
    ['an unknown year', () => post('get-all-data/year/1999', '{"salt":"x"}'), 404, /no season 1999/],
    [
      'a year that is not a year',
      () => post('get-all-data/year/abcd', '{"salt":"x"}'),
      400,
      /whole number from 1900 to 2200/,
    ],
    ['malformed JSON', () => post('get-all-data/year/2030', '{"salt":'), 400, /not valid JSON/],
    ['a JSON array', () => post('get-all-data/year/2030', '[1,2]'), 400, /JSON object/],
    [
      'a salt of the wrong type',
      () => post('get-all-data/year/2030', '{"salt":5}'),
      400,
      /salt must be a string/,
    ],
    [
      'form data instead of JSON',
      () => post('get-all-data', 'salt=x', 'application/x-www-form-urlencoded'),
      415,
      /application\/json/,
    ],
    [
      'an oversized body',
      () => post('get-all-data', JSON.stringify({ salt: 'x'.repeat(70_000) })),
      413,
      /larger than/,
    ],
    [
      'a school name of the wrong type',
      () => post('search-school-by-name', '{"schoolname":42}'),
      400,
      /schoolname must be/,
    ],
    [
      'a malformed hash',
      () => routeFetch('http://league.test/api/index/get-school-info/hash/%3Cscript%3E'),
      400,
      /hash/,
    ],
    [
      'a non-numeric typeahead limit',
      () => routeFetch('http://league.test/api/index/school-name-typeahead?query=a&limit=ten'),
      400,
      /limit/,
    ],
    [
      'a typeahead query with a NUL character',
      () => routeFetch('http://league.test/api/index/school-name-typeahead?query=carl%00'),
      400,
      /query must be plain text/,
    ],
    [
      'a school name with a NUL character',
      () => post('search-school-by-name', '{"schoolname":"Carlingford\\u0000"}'),
      400,
      /schoolname must be plain text/,
    ],
    [
      'a school name with a lone surrogate',
      () => post('search-school-by-name', '{"schoolname":"Carlingford \\u0085\\udc00"}'),
      400,
      /schoolname must be plain text/,
    ],
    [
      'an error log without its fields',
      () => post('log-frontend-error', '{"site":"nswjcl","error":5}'),
      400,
      /must be a string/,
    ],
    [
      'an error log without the cross-site token',
      () => post('log-frontend-error', '{"site":"nswjcl","error":"e","uri":"/"}', json, { cookie: '' }),
      403,
      /security token/,
    ],
    [
      'an error log from another site',
      () =>
        post('log-frontend-error', '{"site":"nswjcl","error":"e","uri":"/"}', json, {
          origin: 'https://evil.example.com',
        }),
      403,
      /other sites/,
    ],
    [
      'an error log from an opaque origin (Origin: null)',
      () => post('log-frontend-error', '{"site":"nswjcl","error":"e","uri":"/"}', json, { origin: 'null' }),
      403,
      /other sites/,
    ],
    [
      'an entry request from an opaque origin (Origin: null)',
      () =>
        post('add-enter-online-request', '{"idempotency_key":"origin-null-0123456789"}', json, {
          origin: 'null',
        }),
      403,
      /other sites/,
    ],
    [
      'an entry request without the cross-site token',
      () => post('add-enter-online-request', '{}', json, { 'x-xsrf-token': '' }),
      403,
      /security token/,
    ],
  ])('answers %s with a 4xx', async (_, send, status, message) => {
    await expectError(await send(), status, message);
  });

  it('refuses an invalid entry request field by field and stores nothing', async () => {
    const before = await exportSeason(current.db, 2030);
    const response = await post(
      'add-enter-online-request',
      JSON.stringify({
        idempotency_key: 'bad-entry-0123456789',
        mode: 'metropolitan_primary',
        school: { name: '', address: 'x', suburb: 'x', state: 'NSW', postcode: '123', phone: '12' },
        coordinators: [],
        teams: { championship: 100 },
      }),
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as { form_errors: Record<string, string> };
    expect(body.form_errors).toMatchObject({
      'school.name': "This field can't be empty",
      'school.postcode': 'Postcode must contain 4 digits',
      'school.phone': 'Phone must contain 10 digits',
      coordinators: 'Please enter at least one coordinator',
      'teams.championship': 'Enter a number from 0 to 99',
    });
    expect(await current.db.select().from(entryRequests)).toHaveLength(0);
    expect(await exportSeason(current.db, 2030)).toEqual(before);
  });

  it('refuses an entry request without an idempotency key', async () => {
    await expectError(
      await post('add-enter-online-request', '{"mode":"metropolitan_primary"}'),
      400,
      /idempotency_key/,
    );
  });

  it('writes nothing for a refused error log', async () => {
    await post('log-frontend-error', JSON.stringify({ site: 'nswjcl', error: 'x'.repeat(20_000), uri: '/' }));
    expect(await current.db.select().from(errorLogs)).toHaveLength(0);
  });

  it('limits invitation look-ups per address with a clear 429', async () => {
    process.env.INVITATION_RATE_LIMIT = '3';
    resetRateLimits();
    const lookUp = (ip: string) =>
      routeFetch('http://league.test/api/index/get-school-info/hash/0123456789abcdef0123456789ab2030', {
        headers: { 'x-client-address': ip },
      });
    for (let i = 0; i < 3; i += 1) expect((await lookUp('192.0.2.10')).status).toBe(200);
    await expectError(
      await lookUp('192.0.2.10'),
      429,
      /Too many invitation links have come from your network\. Please wait \d+ seconds/,
    );
    expect((await lookUp('192.0.2.11')).status).toBe(200);
    delete process.env.INVITATION_RATE_LIMIT;
    resetRateLimits();
  });

  describe('past a rate limit', () => {
    beforeEach(() => {
      process.env.LOOKUP_RATE_LIMIT = '1';
      process.env.INVITATION_RATE_LIMIT = '1';
      resetRateLimits();
    });
    afterEach(() => {
      delete process.env.LOOKUP_RATE_LIMIT;
      delete process.env.INVITATION_RATE_LIMIT;
      resetRateLimits();
    });

    const from = { 'x-client-address': '192.0.2.20' };
    it.each([
      [
        'a type-ahead search',
        () => routeFetch('http://league.test/api/index/school-name-typeahead?query=carl', { headers: from }),
      ],
      [
        'a school search',
        () => post('search-school-by-name', '{"schoolname":"Carlingford Public School"}', json, from),
      ],
      [
        'an invitation look-up',
        () =>
          routeFetch('http://league.test/api/index/get-school-info/hash/0123456789abcdef0123456789ab2030', {
            headers: from,
          }),
      ],
      [
        'a bot-check challenge',
        () => routeFetch('http://league.test/api/altcha/challenge', { headers: from }),
      ],
    ])('answers %s with a 429 that says when to try again (Retry-After)', async (_, send) => {
      expect((await send()).status).toBe(200);
      const refused = await send();
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await refused.json()).toEqual({
        result: 0,
        error: expect.stringMatching(/^Too many .+ Please wait \d+ seconds? and try again\.$/),
      });
    });
  });
});
