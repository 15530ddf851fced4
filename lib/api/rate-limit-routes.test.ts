/** Rate limits through the route handlers, on the shared PostgreSQL store. */
import crypto from 'node:crypto';
import { freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { routeFetch } from '@/test/route-fetch';
import { describeWithPostgres } from '@/test/services';
import { importSeason } from '@/lib/writes/season-import';
import { closeRateLimits, resetRateLimits } from './rate-limit';
import { LOOKUP_REFUSAL, lookupLimitOfThree } from '@/test/rate-limits';

let current: TestStore;
jest.mock('@/lib/db/server', () => ({
  getDb: async () => current.db,
  getStore: async () => current,
}));

const run = crypto.randomBytes(6).toString('hex');

lookupLimitOfThree();

describeWithPostgres('through the route handlers, on the shared PostgreSQL store', () => {
  beforeAll(async () => {
    current = await freshStore('postgres');
    await importSeason(current.db, sampleBundle(2030));
  });
  afterAll(async () => {
    await closeRateLimits();
    resetRateLimits();
    await current.dispose();
  });
  beforeEach(() => resetRateLimits({ kind: 'postgres', url: current.databaseUrl! }));

  it('answers a school search past the limit with a 429, Retry-After and the clear message', async () => {
    const search = () =>
      routeFetch('http://league.test/api/index/school-name-typeahead?query=carl', {
        headers: { 'x-client-address': '192.0.2.50' },
      });
    for (let i = 0; i < 3; i += 1) {
      const response = await search();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        result: 1,
        data: { schools: [{ name: 'Carlingford Public School' }] },
      });
    }
    const refused = await search();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ result: 0, error: expect.stringMatching(LOOKUP_REFUSAL) });
  });

  it('answers an entry request past the limit with a 429, Retry-After and the clear message', async () => {
    process.env.ENTRY_RATE_LIMIT = '1';
    resetRateLimits({ kind: 'postgres', url: current.databaseUrl! });
    const TOKEN = 'rate-limit-test-token-0123456789';
    const send = () =>
      routeFetch('http://league.test/api/index/add-enter-online-request', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `XSRF-TOKEN=${TOKEN}`,
          'x-xsrf-token': TOKEN,
          'x-client-address': '192.0.2.51',
        },
        body: JSON.stringify({ idempotency_key: `rate-${run}-0123456789`, mode: '_' }),
      });
    expect((await send()).status).toBe(422);
    const refused = await send();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await refused.json()).toEqual({
      result: 0,
      error: expect.stringMatching(
        /^Too many entry requests have come from your network\. Please wait \d+ minutes and try again\.$/,
      ),
    });
  });
});
