/**
 * Ten thousand hostile requests to each way something is sent to us: the entry route, the entry
 * form's server action, the bot check's challenge and the front-end error log. The store holds one
 * request already, so its idempotency key is fair game too. Each answer is a 4xx (a form-level or
 * field error from the action) with a clear message, or a 2xx only for what is genuinely valid (a
 * retry of that one request, a fresh challenge, an error log with the site's own token); never a
 * 5xx, a throw or an unhandled rejection, and nothing is stored but those error logs.
 */
import fc from 'fast-check';
import { desc } from 'drizzle-orm';
import { solvedProof } from '@/test/altcha';
import { freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { importSeason } from '@/lib/db/queries/bundles';
import { errorLogs } from '@/lib/db/schema';
import { resetRateLimits } from '@/lib/api/rate-limit';
import { MAX_BODY_BYTES } from '@/lib/api/http';
import { CSRF_MESSAGE } from '@/lib/api/csrf';
import { MESSAGES } from '@/lib/entry/schema';
import * as addEntry from '@/app/api/index/add-enter-online-request/route';
import * as logError from '@/app/api/index/log-frontend-error/route';
import * as challenge from '@/app/api/altcha/challenge/route';
import { sendEntryRequest } from '@/app/enter-online/actions';
import {
  SEED,
  check,
  isClearMessage,
  note,
  raiseRateLimits,
  readAnswer,
  storeChecksum,
  watchUnhandled,
} from './harness';
import {
  CSRF_TOKEN,
  JSON_TYPES,
  SITE,
  contentType,
  csrf,
  deepJson,
  deepValue,
  forwardedFor,
  headerString,
  headersOf,
  hostileValue,
  hugeJson,
  malformedJson,
  mutated,
  nastyString,
  notObjectJson,
  ownObject,
  pollutionKey,
} from './hostile';

let current: TestStore;
let mockForwardedFor: string | null = null;
jest.mock('@/lib/db/server', () => ({
  getDb: async () => current.db,
  getStore: async () => current,
}));
jest.mock('next/headers', () => ({
  headers: async () => new Headers(mockForwardedFor ? { 'x-client-address': mockForwardedFor } : {}),
}));

const KEY = 'property-seeded-key-0123456789';
const BASE = {
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
let seededId: number;
let spentProof: string;

beforeAll(async () => {
  raiseRateLimits();
  resetRateLimits();
  current = await freshStore('pglite');
  await importSeason(current.db, sampleBundle(2030));
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

let before: Record<string, string>;
let unhandled: ReturnType<typeof watchUnhandled>;
beforeEach(async () => {
  before = await storeChecksum(current.db);
  unhandled = watchUnhandled();
});
afterEach(() => {
  unhandled.stop();
  expect(unhandled.seen).toEqual([]);
});

const validPair = { cookie: `XSRF-TOKEN=${CSRF_TOKEN}`, 'x-xsrf-token': CSRF_TOKEN };

function entryRequest(
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
function entryBody(): fc.Arbitrary<unknown> {
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

describe('hostile entry requests', () => {
  it('add-enter-online-request', async () => {
    const input = fc.record({
      body: fc.oneof(
        { weight: 8, arbitrary: entryBody().map((value) => JSON.stringify(value) ?? 'null') },
        malformedJson,
        notObjectJson,
        deepJson,
        hugeJson,
      ),
      type: fc.oneof({ weight: 3, arbitrary: fc.constant('application/json') }, contentType),
      csrf,
      ip: forwardedFor,
    });
    await check(
      input,
      async ({ body, type, csrf: pair, ip }) => {
        const { status, body: answer } = await readAnswer(
          await addEntry.POST(entryRequest(body, pair.headers, type, ip)),
        );
        if (pair.valid === false) {
          expect(status).toBe(403);
          expect(answer.error).toMatch(new RegExp(`${CSRF_MESSAGE.slice(0, 30)}|other sites`));
        }
        if (status < 300) {
          // Only a retry of the one stored request: nothing new can be stored without a fresh proof.
          expect(JSON_TYPES.has(type ?? '')).toBe(true);
          expect((JSON.parse(body) as { idempotency_key?: unknown }).idempotency_key).toBe(KEY);
          expect(answer).toEqual({ result: 1, id: seededId });
          expect(status).toBe(200);
        }
        if (answer.form_errors)
          for (const message of Object.values(answer.form_errors as Record<string, unknown>))
            expect(isClearMessage(message)).toBe(true);
      },
      SEED + 11,
    );
    expect(await storeChecksum(current.db)).toEqual(before);
  });

  it('the entry form server action', async () => {
    const cyclic = fc.constant(null).map(() => {
      const value: Record<string, unknown> = { ...BASE, idempotency_key: KEY };
      value.school = value;
      return value;
    });
    const exotic = fc.anything({
      maxDepth: 3,
      withBigInt: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withTypedArray: true,
      withNullPrototype: true,
      withBoxedValues: true,
      withSparseArray: true,
    });
    const withBigInt = fc
      .bigInt()
      .map((n) => ({ ...BASE, idempotency_key: KEY, teams: { ...BASE.teams, championship: n } }));
    await check(
      fc.record({
        input: fc.oneof({ weight: 8, arbitrary: entryBody() }, exotic, deepValue(), cyclic, withBigInt),
        ip: forwardedFor,
      }),
      async ({ input, ip }) => {
        mockForwardedFor = ip;
        const result = await sendEntryRequest(input);
        note(result.status === 'error' ? `error/${result.reason}` : result.status);
        if (result.status === 'ok') {
          expect((input as { idempotency_key?: unknown }).idempotency_key).toBe(KEY);
          expect(result.id).toBe(seededId);
          return;
        }
        expect(isClearMessage(result.message)).toBe(true);
        if (result.status === 'invalid')
          for (const message of Object.values(result.fieldErrors)) expect(isClearMessage(message)).toBe(true);
      },
      SEED + 12,
    );
    mockForwardedFor = null;
    expect(await storeChecksum(current.db)).toEqual(before);
  });
});

describe('hostile requests for a bot-check challenge', () => {
  it('altcha/challenge', async () => {
    await check(
      fc.record({ query: headerString, ip: forwardedFor, cookie: headerString }),
      async ({ query, ip, cookie }) => {
        const request = new Request(`${SITE}/api/altcha/challenge?${query}`, {
          headers: headersOf({ 'x-client-address': ip, cookie }),
        });
        const response = await challenge.GET(request);
        expect(response.headers.get('cache-control')).toBe('no-store');
        const { status, body } = await readAnswer(response);
        expect(status).toBe(200);
        expect(body).toEqual({
          parameters: expect.objectContaining({ algorithm: 'SHA-256', nonce: expect.any(String) }),
          signature: expect.any(String),
        });
      },
      SEED + 13,
    );
    expect(await storeChecksum(current.db)).toEqual(before);
  });
});

describe('hostile front-end error logs', () => {
  it('log-frontend-error: a 2xx only with the token pair and three short strings, and then one row', async () => {
    const LIMITS = { site: 50, error: 10_000, uri: 2_000 } as const;
    const field = fc.oneof(nastyString, hostileValue);
    const object = fc
      .record({
        site: fc.option(field, { nil: undefined }),
        error: fc.option(field, { nil: undefined }),
        uri: fc.option(field, { nil: undefined }),
        extra: fc.array(fc.tuple(pollutionKey, hostileValue), { maxLength: 2 }),
      })
      .map(({ extra, ...fields }) =>
        JSON.stringify(
          ownObject([...Object.entries(fields).filter(([, value]) => value !== undefined), ...extra]),
        ),
      );
    // A repeat is folded into its row's count, so the log holds one count per accepted report.
    const countRows = async () =>
      (await current.db.select({ count: errorLogs.count }).from(errorLogs)).reduce(
        (sum, row) => sum + row.count,
        0,
      );
    const rowsBefore = await countRows();
    let accepted = 0;
    await check(
      fc.record({
        body: fc.oneof({ weight: 6, arbitrary: object }, malformedJson, notObjectJson, deepJson, hugeJson),
        type: fc.oneof({ weight: 3, arbitrary: fc.constant('application/json') }, contentType),
        length: fc.oneof(
          { weight: 8, arbitrary: fc.constant(null) },
          fc.constantFrom('0', 'abc', String(MAX_BODY_BYTES + 1)),
        ),
        csrf,
      }),
      async ({ body, type, length, csrf: pair }) => {
        const request = new Request(`${SITE}/api/index/log-frontend-error`, {
          method: 'POST',
          headers: headersOf({ ...pair.headers, 'content-type': type, 'content-length': length }),
          body,
        });
        const { status } = await readAnswer(await logError.POST(request));
        let sent: Record<string, unknown> | null = null;
        try {
          const value: unknown = JSON.parse(body);
          if (value !== null && typeof value === 'object' && !Array.isArray(value))
            sent = value as Record<string, unknown>;
        } catch {
          sent = null;
        }
        const valid =
          pair.valid !== false &&
          JSON_TYPES.has(type ?? '') &&
          !(Number(length) > MAX_BODY_BYTES) &&
          Buffer.byteLength(body) <= MAX_BODY_BYTES &&
          sent !== null &&
          (Object.keys(LIMITS) as (keyof typeof LIMITS)[]).every(
            (key) => typeof sent![key] === 'string' && (sent![key] as string).length <= LIMITS[key],
          );
        if (pair.valid === false) expect(status).toBe(403);
        if (status < 300) {
          expect(valid).toBe(true);
          accepted += 1;
        } else if (pair.valid === true) {
          expect(valid).toBe(false);
        }
      },
      SEED + 14,
    );
    // The only change: one count per accepted log.
    expect(await countRows()).toBe(rowsBefore + accepted);
    const after = await storeChecksum(current.db);
    delete after.error_logs;
    const { error_logs: _logs, ...rest } = before;
    expect(after).toEqual(rest);
  });
});

describe('the inputs that once made a 500 or a throw (docs/reliability/abuse.md)', () => {
  it('an error log with a NUL character or a lone surrogate is stored without them', async () => {
    const send = (error: string) =>
      logError.POST(
        new Request(`${SITE}/api/index/log-frontend-error`, {
          method: 'POST',
          headers: headersOf({ ...validPair, 'content-type': 'application/json' }),
          body: JSON.stringify({ site: 'nswjcl', error, uri: '/' }),
        }),
      );
    expect((await readAnswer(await send('broken\u0000'))).status).toBe(200);
    expect((await readAnswer(await send('Caf\u00e9\udc00'))).status).toBe(200);
    const rows = await current.db
      .select({ error: errorLogs.error })
      .from(errorLogs)
      .orderBy(desc(errorLogs.id))
      .limit(2);
    expect(rows.map((row) => row.error)).toEqual(['Caf\u00e9\ufffd', 'broken']);
  });

  it('an entry request with a team count of {"toString":0} is a 422 naming the count', async () => {
    const body = {
      ...BASE,
      teams: { ...BASE.teams, championship: { toString: 0 } },
      idempotency_key: 'property-team-count-0123456789',
    };
    const { status, body: answer } = await readAnswer(await addEntry.POST(entryRequest(body, validPair)));
    expect(status).toBe(422);
    expect(answer.form_errors).toMatchObject({ 'teams.championship': MESSAGES.teamCount });
  });

  it('the server action answers a team count of {"toString":0} with a field error, not a throw', async () => {
    const input = {
      ...BASE,
      teams: { ...BASE.teams, championship: { toString: 0 } },
      idempotency_key: 'property-team-count-0123456789',
    };
    await expect(sendEntryRequest(input)).resolves.toMatchObject({
      status: 'invalid',
      fieldErrors: { 'teams.championship': MESSAGES.teamCount },
    });
  });

  it('a valid entry request with a lone surrogate in a name is a 422 asking for plain text, and nothing is stored', async () => {
    const before = await storeChecksum(current.db);
    const body = {
      ...BASE,
      school: { ...BASE.school, name: 'Caf\u00e9\udc00 Demo School' },
      idempotency_key: 'property-surrogate-0123456789',
      altcha: await solvedProof(),
    };
    const { status, body: answer } = await readAnswer(await addEntry.POST(entryRequest(body, validPair)));
    expect(status).toBe(422);
    expect(answer.form_errors).toEqual({ 'school.name': MESSAGES.text });
    expect(await storeChecksum(current.db)).toEqual(before);
  });
});
