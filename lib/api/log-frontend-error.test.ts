/**
 * POST log-frontend-error cannot fill the disk: a per-visitor limit, a bounded entry and repeats
 * folded into a count (the table's own bounds are in lib/db/queries/frontend-errors.test.ts).
 */
import { freshStore, type TestStore } from '@/test/engines';
import { routeFetch } from '@/test/route-fetch';
import { errorLogs } from '@/lib/db/schema';
import { ERROR_LOG_KEEPS } from '@/lib/db/queries/frontend-errors';
import { resetRateLimits } from './rate-limit';
import { CLIENT_ADDRESS_HEADER } from './client-address.mjs';

let current: TestStore;
jest.mock('@/lib/db/server', () => ({
  getDb: async () => current.db,
  getStore: async () => current,
}));

const TOKEN = 'error-log-token-0123456789';
const log = (body: Record<string, string>, address = '192.0.2.60') =>
  routeFetch('http://league.test/api/index/log-frontend-error', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${TOKEN}`,
      'x-xsrf-token': TOKEN,
      [CLIENT_ADDRESS_HEADER]: address,
    },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  current = await freshStore('pglite');
});
afterAll(async () => {
  await current.dispose();
});
beforeEach(async () => {
  await current.db.delete(errorLogs);
  resetRateLimits();
});
afterEach(() => {
  delete process.env.ERROR_LOG_RATE_LIMIT;
  resetRateLimits();
});

it('limits error reports per visitor with a 429 that says when to try again', async () => {
  process.env.ERROR_LOG_RATE_LIMIT = '3';
  resetRateLimits();
  const statuses = [];
  for (let i = 0; i < 4; i += 1)
    statuses.push((await log({ site: 'nswjcl', error: `Error ${i}`, uri: '/' })).status);
  expect(statuses).toEqual([200, 200, 200, 429]);
  const refused = await log({ site: 'nswjcl', error: 'Error 5', uri: '/' });
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await refused.json()).toEqual({
    result: 0,
    error: expect.stringMatching(
      /^Too many error reports have come from your network\. Please wait \d+ seconds? and try again\.$/,
    ),
  });
  expect((await log({ site: 'nswjcl', error: 'Error 6', uri: '/' }, '192.0.2.61')).status).toBe(200);
  expect(await current.db.select().from(errorLogs)).toHaveLength(4);
});

it('stores a repeated error once, with its count', async () => {
  for (let i = 0; i < 5; i += 1)
    expect((await log({ site: 'nswjcl', error: 'TypeError: same', uri: '/home' })).status).toBe(200);
  expect(await current.db.select({ error: errorLogs.error, count: errorLogs.count }).from(errorLogs)).toEqual(
    [{ error: 'TypeError: same', count: 5 }],
  );
});

it('keeps a bounded part of a long error', async () => {
  expect(
    (await log({ site: 'nswjcl', error: 'x'.repeat(10_000), uri: `/${'u'.repeat(1_999)}` })).status,
  ).toBe(200);
  const [row] = await current.db.select().from(errorLogs);
  expect(row!.error.length).toBeLessThanOrEqual(ERROR_LOG_KEEPS.error);
  expect(row!.uri.length).toBeLessThanOrEqual(ERROR_LOG_KEEPS.uri);
});

it("keeps no private address's token in the log", async () => {
  const token = 'Qk9fT0tFTl9PRl9BX1NDSE9PTF9XSVRIXzI1Nl9CSVRT';
  const uri = `https://schools.example/private/${token}/match/PA2~r7~1v8`;
  expect((await log({ site: 'nswjcl', error: `TypeError at ${uri}`, uri })).status).toBe(200);
  const [row] = await current.db.select().from(errorLogs);
  expect(row!.uri).toBe('https://schools.example/private/[token]/match/PA2~r7~1v8');
  expect(JSON.stringify(row)).not.toContain(token);
});
