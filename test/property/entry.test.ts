/**
 * Ten thousand hostile requests to each way something is sent to us: the entry route, the entry
 * form's server action, the bot check's challenge and the front-end error log. The store holds one
 * request already, so its idempotency key is fair game too. Each answer is a 4xx (a form-level or
 * field error from the action) with a clear message, or a 2xx only for what is genuinely valid (a
 * retry of that one request, a fresh challenge, an error log with the site's own token); never a
 * 5xx, a throw or an unhandled rejection, and nothing is stored but those error logs.
 */
import fc from 'fast-check';
import { type TestStore } from '@/test/engines';
import { CSRF_MESSAGE } from '@/lib/api/csrf';
import * as addEntry from '@/app/api/index/add-enter-online-request/route';
import * as challenge from '@/app/api/altcha/challenge/route';
import { sendEntryRequest } from '@/app/enter-online/actions';
import { SEED, check, isClearMessage, note, readAnswer, storeChecksum } from './harness';
import {
  JSON_TYPES,
  contentType,
  deepJson,
  deepValue,
  headerString,
  hugeJson,
  malformedJson,
  notObjectJson,
} from './hostile';
import { SITE, csrf, forwardedFor, headersOf } from './hostile-requests';
import { BASE, KEY, before, entryBody, entryRequest, seededId, withSeededStore } from './entry-store';

let current: TestStore;
let mockForwardedFor: string | null = null;
jest.mock('@/lib/db/server', () => ({
  getDb: async () => current.db,
  getStore: async () => current,
}));
jest.mock('next/headers', () => ({
  headers: async () => new Headers(mockForwardedFor ? { 'x-client-address': mockForwardedFor } : {}),
}));

withSeededStore((store) => (current = store));

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
