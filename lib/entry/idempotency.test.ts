/**
 * An idempotency key stands for one request's details. The same key with the same details is a
 * retry, answered as the first request was and stored once; the same key with other details is
 * refused (409 on the route, a form-level error from the server action) and stores nothing. On both
 * engines, through the route, the server action and the data layer.
 */
import { solvedProof } from '@/test/altcha';
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { routeFetch } from '@/test/route-fetch';
import { importSeason } from '@/lib/writes/season-import';
import { saveEntryRequest } from '@/lib/db/queries/entries';
import { entryRequests, errorLogs, seasonEntries, usedProofs } from '@/lib/db/schema';
import { resetRateLimits } from '@/lib/api/rate-limit';
import { sendEntryRequest } from '@/app/enter-online/actions';
import { validateEntry } from './schema';

let current: TestStore;
jest.mock('@/lib/db/server', () => ({
  getDb: async () => current.db,
  getStore: async () => current,
}));
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-client-address': '203.0.113.19' }),
}));

const HASH = '0123456789abcdef0123456789ab2030';
const TOKEN = 'idempotency-token-0123456789';
const REUSED =
  /^A request was already received from this form with different details, so these changes have not been saved\. To change your school's request, please contact the administrator by email at \S+@example\.org\.$/;
let keys = 0;
const newKey = () => `idem-key-${Date.now()}-${(keys += 1)}-abcdef`;

const school = {
  name: 'Armidale Demo School',
  address: '1 Example Street',
  suburb: 'Armidale',
  state: 'NSW',
  postcode: '2350',
  phone: '(02) 5550 0002',
};
const coordinator = {
  first_name: 'Alex',
  last_name: 'Example',
  title: 'Mr',
  type: 'Teacher',
  email: 'alex@example.org',
  mobile: '0491 570 156',
};
const teams = {
  championship: 1,
  intermediate: 0,
  intermediate_to_championship: 0,
  intermediate_to_rookies: 0,
  rookies: 1,
  junior_rookies: 0,
};

/** A request of a school of its own: one school's identical requests are one application (entry-versions.test.ts). */
async function request(overrides: Record<string, unknown> = {}) {
  return {
    idempotency_key: newKey(),
    altcha: await solvedProof(),
    mode: 'country_primary',
    school: { ...school, name: `${school.name} ${(keys += 1)}` },
    coordinators: [coordinator],
    teams,
    ...overrides,
  };
}

function post(body: unknown) {
  return routeFetch('http://league.test/api/index/add-enter-online-request', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${TOKEN}`,
      'x-xsrf-token': TOKEN,
      'x-client-address': '198.51.100.17',
    },
    body: JSON.stringify(body),
  });
}

async function snapshot() {
  return {
    entries: await current.db.select().from(entryRequests),
    proofs: await current.db.select().from(usedProofs),
    errors: await current.db.select().from(errorLogs),
    windows: await current.db.select().from(seasonEntries),
  };
}

const rowsFor = async (key: string) =>
  (await current.db.select().from(entryRequests)).filter((r) => r.idempotencyKey === key);

describeEachEngine('idempotency keys on %s', (engine) => {
  beforeAll(async () => {
    current = await freshStore(engine);
    await importSeason(current.db, sampleBundle(2030));
  });
  afterAll(async () => {
    await current.dispose();
  });
  beforeEach(() => resetRateLimits());

  it('answers the same details sent again as the first request, however they are written', async () => {
    const first = await request();
    const stored = await post(first);
    expect(stored.status).toBe(201);
    const answer = await stored.json();
    // Another solved check, the keys in another order, spaces the schema trims, the mask's brackets.
    const { school: firstSchool, ...rest } = first;
    const again = {
      school: { ...firstSchool, name: ` ${firstSchool.name} `, phone: '0255500002' },
      ...rest,
      altcha: await solvedProof(),
      teams: {
        junior_rookies: 0,
        rookies: 1,
        intermediate_to_rookies: 0,
        intermediate_to_championship: 0,
        intermediate: 0,
        championship: 1,
      },
    };
    const before = await snapshot();
    const retried = await post(again);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual(answer);
    expect(await snapshot()).toEqual(before);
    expect(await rowsFor(first.idempotency_key)).toHaveLength(1);
  });

  it.each([
    ['another school name', { school: { ...school, name: 'Another Demo School' } }],
    ['another team count', { teams: { ...teams, rookies: 2 } }],
    ['another coordinator email', { coordinators: [{ ...coordinator, email: 'someone.else@example.org' }] }],
    [
      'a second coordinator',
      { coordinators: [coordinator, { ...coordinator, email: 'second@example.org' }] },
    ],
    ['another competition', { mode: 'metropolitan_primary' }],
    ['comments added', { school: { ...school, comments: 'We would like home games on Tuesdays.' } }],
    ['details that fail the form rules', { school: { ...school, postcode: '12' } }],
  ])('refuses the key with %s: 409, the clear message, nothing stored', async (_, change) => {
    const first = await request();
    expect((await post(first)).status).toBe(201);
    const before = await snapshot();
    const reused = await post({ ...first, altcha: await solvedProof(), ...change });
    expect(reused.status).toBe(409);
    expect(await reused.json()).toEqual({ result: 0, error: expect.stringMatching(REUSED) });
    expect(await snapshot()).toEqual(before);
    const [row] = await rowsFor(first.idempotency_key);
    expect(row!.schoolName).toBe(first.school.name);
  });

  it('stores one of two different requests racing with one key and refuses the other', async () => {
    const first = await request();
    const second = { ...first, altcha: await solvedProof(), teams: { ...teams, championship: 3 } };
    const [a, b] = await Promise.all([post(first), post(second)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const refused = a.status === 409 ? a : b;
    expect(((await refused.json()) as { error: string }).error).toMatch(REUSED);
    expect(await rowsFor(first.idempotency_key)).toHaveLength(1);
  });

  it("answers a retry of an invitation's request as the first, though the invitation now has its request", async () => {
    const first = await request({
      mode: 'metropolitan_primary',
      school: { ...school, name: 'Carlingford Public School', hash: HASH },
    });
    expect((await post(first)).status).toBe(201);
    expect((await post({ ...first, altcha: await solvedProof() })).status).toBe(200);
    const changed = await post({
      ...first,
      altcha: await solvedProof(),
      teams: { ...teams, championship: 2 },
    });
    expect(changed.status).toBe(409);
    expect(((await changed.json()) as { error: string }).error).toMatch(REUSED);
    expect(await rowsFor(first.idempotency_key)).toHaveLength(1);
  });

  describe('through the server action', () => {
    it('answers the same details as the first request and refuses others with a form-level error', async () => {
      const first = await request({ school: { ...school, name: 'Action Idempotent Demo School' } });
      const stored = await sendEntryRequest(first);
      expect(stored).toEqual({
        status: 'ok',
        id: expect.any(Number),
        receipt: expect.any(String),
        same: false,
      });
      expect(await sendEntryRequest({ ...first, altcha: await solvedProof() })).toEqual(stored);
      const before = await snapshot();
      const reused = await sendEntryRequest({
        ...first,
        altcha: await solvedProof(),
        teams: { ...teams, championship: 4 },
      });
      expect(reused).toEqual({
        status: 'error',
        reason: 'submitted',
        message: expect.stringMatching(REUSED),
        retryAfterSeconds: undefined,
      });
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('in the data layer', () => {
    const window = { open: true, cutoff: null, commence: null, priceCents: 3300 };
    async function entry(name: string) {
      const checked = await validateEntry({
        mode: 'country_primary',
        school: { ...school, name },
        coordinators: [coordinator],
        teams,
      });
      if (!checked.ok) throw new Error(JSON.stringify(checked.fieldErrors));
      return checked.entry;
    }

    it('answers a duplicate for the same details and a conflict for others, in the same transaction as the check', async () => {
      const key = newKey();
      const meta = { idempotencyKey: key, ipAddress: null, season: { year: 2030, window } };
      const stored = await saveEntryRequest(current.db, await entry('Layer Demo School'), meta);
      expect(stored).toEqual({
        status: 'stored',
        id: expect.any(Number),
        reference: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/),
        version: 1,
        receipt: expect.stringMatching(/^[\w-]{22}$/),
      });
      expect(await saveEntryRequest(current.db, await entry('Layer Demo School'), meta)).toEqual({
        ...stored,
        status: 'duplicate',
      });
      const before = await snapshot();
      expect(await saveEntryRequest(current.db, await entry('Other Layer Demo School'), meta)).toEqual({
        status: 'conflict',
      });
      expect(await snapshot()).toEqual(before);
    });
  });
});
