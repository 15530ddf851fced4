/**
 * What the property tests of what is sent to us share: a store holding one entry request already
 * (its idempotency key and bot-check solution fair game), and hostile entry requests built from it.
 */
import fc from 'fast-check';
import { solvedProof } from '@/test/altcha';
import { freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { importSeason } from '@/lib/writes/season-import';
import { resetRateLimits } from '@/lib/api/rate-limit';
import * as addEntry from '@/app/api/index/add-enter-online-request/route';
import { raiseRateLimits, readAnswer, storeChecksum, watchUnhandled } from './harness';
import { hostileValue, nastyString, ownObject, pollutionKey } from './hostile';
import { mutated } from './hostile-mutations';
import { CSRF_TOKEN, SITE, headersOf } from './hostile-requests';

export const KEY = 'property-seeded-key-0123456789';
export const BASE = {
  mode: 'country_primary',
  school: {
    name: 'Property Demo School',
    address: '1 Example Street',
    suburb: 'Tamworth',
    state: 'NSW',
    postcode: '2340',
    phone: '(02) 5550 0003',
  },
  coordinators: [
    {
      first_name: 'Kim',
      last_name: 'Example',
      title: 'Ms',
      type: 'Teacher',
      email: 'kim@example.org',
      mobile: '0491 570 157',
    },
  ],
  teams: {
    championship: 1,
    intermediate: 0,
    intermediate_to_championship: 0,
    intermediate_to_rookies: 0,
    rookies: 0,
    junior_rookies: 0,
  },
};
export let seededId: number;
export let spentProof: string;
export let before: Record<string, string>;

/**
 * A PGlite store with the 2030 sample season and the one stored request, handed to `open`; no test
 * may leave an unhandled rejection.
 */
export function withSeededStore(open: (store: TestStore) => void) {
  let current: TestStore;
  beforeAll(async () => {
    raiseRateLimits();
    resetRateLimits();
    current = await freshStore('pglite');
    await importSeason(current.db, sampleBundle(2030));
    open(current);
    spentProof = await solvedProof();
    const stored = await readAnswer(
      await addEntry.POST(entryRequest({ ...BASE, idempotency_key: KEY, altcha: spentProof }, validPair)),
    );
    expect(stored.status).toBe(201);
    seededId = stored.body.id as number;
  });
  afterAll(async () => {
    await current.dispose();
  });

  let unhandled: ReturnType<typeof watchUnhandled>;
  beforeEach(async () => {
    before = await storeChecksum(current.db);
    unhandled = watchUnhandled();
  });
  afterEach(() => {
    unhandled.stop();
    expect(unhandled.seen).toEqual([]);
  });
}

export const validPair = { cookie: `XSRF-TOKEN=${CSRF_TOKEN}`, 'x-xsrf-token': CSRF_TOKEN };

export function entryRequest(
  body: unknown,
  headers: Record<string, string>,
  type: string | null = 'application/json',
  ip: string | null = null,
): Request {
  return new Request(`${SITE}/api/index/add-enter-online-request`, {
    method: 'POST',
    headers: headersOf({ ...headers, 'content-type': type, 'x-client-address': ip }),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A forged bot-check payload: base64 JSON that looks like a solution. */
const forgedProof = fc
  .record({
    challenge: fc.record({
      parameters: fc.dictionary(nastyString, hostileValue, { maxKeys: 3 }),
      signature: nastyString,
    }),
    solution: hostileValue,
  })
  .map((value) => Buffer.from(JSON.stringify(value)).toString('base64'));

/** An entry request as sent: the valid one changed in a few places, or something else entirely. */
export function entryBody(): fc.Arbitrary<unknown> {
  return fc
    .record({
      payload: fc.oneof(
        { weight: 6, arbitrary: mutated(BASE, 1, 3) },
        { weight: 1, arbitrary: fc.constant(BASE) },
        { weight: 2, arbitrary: hostileValue },
      ),
      key: fc.oneof(
        { weight: 3, arbitrary: fc.constant(KEY) },
        fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/),
        nastyString,
        hostileValue,
        fc.constant(undefined),
      ),
      altcha: fc.oneof(fc.constant(undefined), fc.constant('spent'), nastyString, hostileValue, forgedProof),
      ip: fc.option(hostileValue, { nil: undefined }),
      extra: fc.array(fc.tuple(fc.oneof(pollutionKey, nastyString), hostileValue), { maxLength: 2 }),
    })
    .map(({ payload, key, altcha, ip, extra }) => {
      if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
      const entries = Object.entries(payload as Record<string, unknown>);
      return ownObject([
        ...entries,
        ...extra,
        ['idempotency_key', key],
        ['altcha', altcha === 'spent' ? spentProof : altcha],
        ['ip_address', ip],
      ]);
    });
}
