/**
 * Hostile and repeated entry requests, through the contract's route handler and the form's server
 * action, on both engines: every refusal is a 4xx with a message that says what to fix, and leaves
 * the store exactly as it was; a valid request is stored once however often it arrives.
 */
import { solvedProof } from '@/test/altcha';
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { routeFetch } from '@/test/route-fetch';
import { importSeason } from '@/lib/db/queries/bundles';
import { entryRequests, errorLogs, seasonEntries, usedProofs } from '@/lib/db/schema';
import { resetRateLimits } from '@/lib/api/rate-limit';
import { sendEntryRequest } from '@/app/enter-online/actions';
import { MESSAGES } from './schema';

let current: TestStore;
jest.mock('@/lib/db/server', () => ({
  getDb: async () => current.db,
  getStore: async () => current,
}));
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-client-address': '203.0.113.9' }),
}));

const HASH = '0123456789abcdef0123456789ab2030';
const TOKEN = 'csrf-token-0123456789abcdef';
let keys = 0;
const newKey = () => `test-key-${Date.now()}-${(keys += 1)}-abcdef`;

const school = {
  name: 'Carlingford Public School',
  address: '1 Example Street',
  suburb: 'Carlingford',
  state: 'NSW',
  postcode: '2118',
  phone: '(02) 5550 0001',
};
const coordinator = {
  first_name: 'Sam',
  last_name: 'Example',
  title: 'Ms',
  type: 'Teacher',
  email: 'sam@example.org',
  mobile: '0491 570 006',
};
const teams = {
  championship: 1,
  intermediate: 2,
  intermediate_to_championship: 1,
  intermediate_to_rookies: 1,
  rookies: 0,
  junior_rookies: 0,
};

async function validRequest(overrides: Record<string, unknown> = {}) {
  return {
    idempotency_key: newKey(),
    altcha: await solvedProof(),
    mode: 'country_primary',
    school: { ...school, name: 'Tamworth Demo School', suburb: 'Tamworth', postcode: '2340' },
    coordinators: [coordinator],
    teams,
    ...overrides,
  };
}

function post(body: unknown, headers: Record<string, string> = {}) {
  return routeFetch('http://league.test/api/index/add-enter-online-request', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${TOKEN}`,
      'x-xsrf-token': TOKEN,
      'x-client-address': '198.51.100.7',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Everything a request could write: the requests, the spent solutions, the error log and the season's entry windows. */
async function snapshot() {
  return {
    entries: await current.db.select().from(entryRequests),
    proofs: await current.db.select().from(usedProofs),
    errors: await current.db.select().from(errorLogs),
    windows: await current.db.select().from(seasonEntries),
  };
}

describeEachEngine('entry requests on %s', (engine) => {
  beforeAll(async () => {
    current = await freshStore(engine);
    await importSeason(current.db, sampleBundle(2030));
  });
  afterAll(async () => {
    await current.dispose();
  });
  beforeEach(() => {
    delete process.env.ENTRY_RATE_LIMIT;
    resetRateLimits();
  });

  describe('hostile payloads get a 4xx with a clear message and change nothing', () => {
    const cases: [string, () => Promise<Response>, number, RegExp, Record<string, string> | null][] = [
      [
        'missing fields',
        async () =>
          post({ idempotency_key: newKey(), altcha: await solvedProof(), mode: 'metropolitan_primary' }),
        422,
        /correct the marked fields/,
        { school: MESSAGES.missing, coordinators: MESSAGES.coordinators, teams: MESSAGES.missing },
      ],
      [
        'an extra field',
        async () => post(await validRequest({ approved: true })),
        422,
        /correct/,
        { '(request)': 'Unexpected field: approved' },
      ],
      [
        'an extra coordinator field',
        async () => post(await validRequest({ coordinators: [{ ...coordinator, admin: 1 }] })),
        422,
        /correct/,
        { 'coordinators[0]': 'Unexpected field: admin' },
      ],
      [
        'team counts as text',
        async () => post(await validRequest({ teams: { ...teams, championship: '1' } })),
        422,
        /correct/,
        { 'teams.championship': MESSAGES.teamCount },
      ],
      [
        'a school name as a number',
        async () => post(await validRequest({ school: { ...school, name: 12345 } })),
        422,
        /correct/,
        { 'school.name': MESSAGES.text },
      ],
      [
        'coordinators as an object',
        async () => post(await validRequest({ coordinators: { first_name: 'Sam' } })),
        422,
        /correct/,
        { coordinators: MESSAGES.coordinators },
      ],
      [
        'six coordinators',
        async () =>
          post(
            await validRequest({
              coordinators: Array.from({ length: 6 }, (_, i) => ({
                ...coordinator,
                email: `c${i}@example.org`,
              })),
            }),
          ),
        422,
        /correct/,
        { coordinators: MESSAGES.tooManyCoordinators },
      ],
      [
        'a 3-digit team count',
        async () => post(await validRequest({ teams: { ...teams, rookies: 100 } })),
        422,
        /correct/,
        { 'teams.rookies': MESSAGES.teamCount },
      ],
      [
        'a 3-digit postcode',
        async () => post(await validRequest({ school: { ...school, postcode: '211' } })),
        422,
        /correct/,
        { 'school.postcode': MESSAGES.postcode },
      ],
      [
        'a 5-digit postcode',
        async () => post(await validRequest({ school: { ...school, postcode: '21180' } })),
        422,
        /correct/,
        { 'school.postcode': MESSAGES.postcode },
      ],
      [
        'a 3-digit postal postcode',
        async () => post(await validRequest({ school: { ...school, postal_postcode: '211' } })),
        422,
        /correct/,
        { 'school.postal_postcode': MESSAGES.postcode },
      ],
      [
        'a script tag',
        async () => post(await validRequest({ school: { ...school, name: '<script>alert(1)</script>' } })),
        422,
        /correct/,
        { 'school.name': MESSAGES.markup },
      ],
      [
        'a script tag in a coordinator',
        async () =>
          post(
            await validRequest({
              coordinators: [{ ...coordinator, last_name: '"><script src=//x></script>' }],
            }),
          ),
        422,
        /correct/,
        { 'coordinators[0].last_name': MESSAGES.markup },
      ],
      [
        'a megabyte string',
        async () => post(await validRequest({ school: { ...school, comments: 'x'.repeat(1_000_000) } })),
        413,
        /larger than/,
        null,
      ],
      ['a body that is not JSON', async () => post('{"mode":'), 400, /not valid JSON/, null],
      [
        'form data',
        async () =>
          post('mode=metropolitan_primary', { 'content-type': 'application/x-www-form-urlencoded' }),
        415,
        /application\/json/,
        null,
      ],
      [
        'no idempotency key',
        async () => post({ ...(await validRequest()), idempotency_key: undefined }),
        400,
        /idempotency_key/,
        null,
      ],
      [
        'no proof of work',
        async () => post({ ...(await validRequest()), altcha: undefined }),
        403,
        /security check has not finished/,
        null,
      ],
      [
        'a forged proof of work',
        async () =>
          post(
            await validRequest({
              altcha: Buffer.from('{"challenge":{"parameters":{}},"solution":{}}').toString('base64'),
            }),
          ),
        403,
        /security check did not pass/,
        null,
      ],
      [
        'a proof of work with the wrong answer',
        async () => {
          const proof = JSON.parse(Buffer.from(await solvedProof(), 'base64').toString()) as {
            solution: { derivedKey: string };
          };
          const key = proof.solution.derivedKey;
          proof.solution.derivedKey = `${key[0] === '0' ? '1' : '0'}${key.slice(1)}`;
          return post(await validRequest({ altcha: Buffer.from(JSON.stringify(proof)).toString('base64') }));
        },
        403,
        /security check did not pass/,
        null,
      ],
      [
        'no cross-site token',
        async () => post(await validRequest(), { cookie: '', 'x-xsrf-token': '' }),
        403,
        /security token/,
        null,
      ],
      [
        'a token that does not match its cookie',
        async () => post(await validRequest(), { 'x-xsrf-token': `${TOKEN}x` }),
        403,
        /security token/,
        null,
      ],
      [
        'another site as origin',
        async () => post(await validRequest(), { origin: 'https://evil.example.com' }),
        403,
        /other sites/,
        null,
      ],
      [
        'a closed competition',
        async () => post(await validRequest({ mode: 'country_secondary', teams: {} })),
        409,
        /Entry to the competition is now closed/,
        null,
      ],
      [
        'an unknown invitation link',
        async () =>
          post(await validRequest({ school: { ...school, hash: 'ffffffffffffffffffffffffffffffff' } })),
        422,
        /correct/,
        { 'school.hash': expect.stringMatching(/not known/) as unknown as string },
      ],
      [
        'an invitation for another competition',
        async () => post(await validRequest({ mode: 'country_primary', school: { ...school, hash: HASH } })),
        422,
        /correct/,
        { mode: 'This invitation is for the Metropolitan primary competition.' },
      ],
      [
        'an invitation for another school',
        async () =>
          post(
            await validRequest({
              mode: 'metropolitan_primary',
              school: { ...school, hash: HASH, name: 'Another School' },
            }),
          ),
        422,
        /correct/,
        { 'school.name': 'This invitation is for Carlingford Public School.' },
      ],
    ];

    it.each(cases)('%s', async (_, send, status, message, formErrors) => {
      const before = await snapshot();
      const response = await send();
      expect(response.status).toBe(status);
      const body = (await response.json()) as {
        result: number;
        error: string;
        form_errors?: Record<string, string>;
      };
      expect(body.result).toBe(0);
      expect(body.error).toMatch(message);
      if (formErrors) expect(body.form_errors).toMatchObject(formErrors);
      expect(await snapshot()).toEqual(before);
    });
  });

  it('refuses a replayed proof-of-work solution', async () => {
    const first = await validRequest({ school: { ...school, name: 'Replay Demo School' } });
    expect((await post(first)).status).toBe(201);
    const before = await snapshot();
    const replay = await post({ ...first, idempotency_key: newKey() });
    expect(replay.status).toBe(403);
    expect(((await replay.json()) as { error: string }).error).toMatch(/already been used/);
    expect(await snapshot()).toEqual(before);
  });

  it('stores a request once for a double click, a retry and a resubmitted page, answering the same', async () => {
    const request = await validRequest({ school: { ...school, name: 'Idempotent Demo School' } });
    const [a, b] = await Promise.all([post(request), post(request)]);
    const answers = [await a.json(), await b.json()] as { result: number; id: number }[];
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(answers[0]).toEqual(answers[1]);
    // A resubmitted page sends the same key with a freshly solved check.
    const again = await post({ ...request, altcha: await solvedProof() });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(answers[0]);
    const rows = (await current.db.select().from(entryRequests)).filter(
      (r) => r.idempotencyKey === request.idempotency_key,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ipAddress: '198.51.100.7',
      schoolName: 'Idempotent Demo School',
      totalTeams: 3,
      feeCents: 9900,
    });
  });

  it('takes a previous-year coordinator hash only with its email, and refuses a second request for an invitation', async () => {
    const info = (await (
      await routeFetch(`http://league.test/api/index/get-school-info/hash/${HASH}`)
    ).json()) as {
      data: { coordinators: { hash: string; email: string }[] };
    };
    const previous = info.data.coordinators[0]!;
    const request = await validRequest({
      mode: 'metropolitan_primary',
      school: { ...school, hash: HASH },
      coordinators: [
        { ...coordinator, hash: previous.hash, email: previous.email },
        { ...coordinator, hash: previous.hash, email: 'someone.else@example.org' },
      ],
    });
    expect((await post(request)).status).toBe(201);
    const [row] = (await current.db.select().from(entryRequests)).filter((r) => r.hash === HASH);
    const stored = row!.request as { coordinators: { hash?: string }[] };
    expect(stored.coordinators.map((c) => c.hash)).toEqual([previous.hash, undefined]);

    const before = await snapshot();
    const second = await post(
      await validRequest({ mode: 'metropolitan_primary', school: { ...school, hash: HASH } }),
    );
    expect(second.status).toBe(409);
    expect(((await second.json()) as { error: string }).error).toMatch(
      /already been submitted.*contact the administrator by email at \S+@example\.org/,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('limits submissions per address with a clear 429', async () => {
    process.env.ENTRY_RATE_LIMIT = '2';
    resetRateLimits();
    const ip = { 'x-client-address': '192.0.2.44' };
    await post(await validRequest({ mode: '_' }), ip);
    await post(await validRequest({ mode: '_' }), ip);
    const before = await snapshot();
    const limited = await post(await validRequest(), ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: string }).error).toMatch(
      /Too many entry requests have come from your network\. Please wait \d+ minutes/,
    );
    expect(await snapshot()).toEqual(before);
    expect((await post(await validRequest({ mode: '_' }), { 'x-client-address': '192.0.2.45' })).status).toBe(
      422,
    );
  });

  describe('through the server action', () => {
    it('stores a valid request with the address from the request and answers the same for a retry', async () => {
      const request = await validRequest({
        school: { ...school, name: 'Action Demo School' },
        ip_address: '1.2.3.4',
      });
      const first = await sendEntryRequest(request);
      expect(first).toEqual({ status: 'ok', id: expect.any(Number) });
      expect(await sendEntryRequest({ ...request, altcha: await solvedProof() })).toEqual(first);
      const rows = (await current.db.select().from(entryRequests)).filter(
        (r) => r.schoolName === 'Action Demo School',
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.ipAddress).toBe('203.0.113.9');
    });

    it.each([
      [
        'an invalid request',
        async () => validRequest({ school: { ...school, postcode: '21' } }),
        { status: 'invalid', fieldErrors: { 'school.postcode': MESSAGES.postcode } },
      ],
      [
        'a megabyte request',
        async () => validRequest({ school: { ...school, comments: 'x'.repeat(1_000_000) } }),
        { status: 'error', message: expect.stringMatching(/too large/) },
      ],
      ['no request at all', async () => null, { status: 'error', message: expect.stringMatching(/empty/) }],
      [
        'a junk solution',
        async () => ({ ...(await validRequest()), altcha: 'eyJ9' }),
        { status: 'error', reason: 'proof' },
      ],
    ])('answers %s with a message and stores nothing', async (_, build, expected) => {
      const before = await snapshot();
      expect(await sendEntryRequest(await build())).toMatchObject(expected);
      expect(await snapshot()).toEqual(before);
    });
  });
});
