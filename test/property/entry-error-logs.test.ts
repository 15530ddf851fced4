/** Ten thousand hostile front-end error logs: a 2xx only with the token pair and three short strings. */
import fc from 'fast-check';
import { type TestStore } from '@/test/engines';
import { errorLogs } from '@/lib/db/schema';
import { MAX_BODY_BYTES } from '@/lib/api/http';
import * as logError from '@/app/api/index/log-frontend-error/route';
import { SEED, check, readAnswer, storeChecksum } from './harness';
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
import { SITE, csrf, headersOf } from './hostile-requests';
import { before, withSeededStore } from './entry-store';

let current: TestStore;
const mockForwardedFor: string | null = null;
jest.mock('@/lib/db/server', () => ({
  getDb: async () => current.db,
  getStore: async () => current,
}));
jest.mock('next/headers', () => ({
  headers: async () => new Headers(mockForwardedFor ? { 'x-client-address': mockForwardedFor } : {}),
}));

withSeededStore((store) => (current = store));

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
