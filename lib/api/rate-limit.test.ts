/**
 * Rate limits in memory (the default), and shared by several server processes through the
 * machine's Redis: two limiter sets made independently, as two processes would make them, spend one
 * allowance. A shared store that cannot be reached falls back to memory and says so
 * once; the visitor still gets answers, never a 500.
 */
import net from 'node:net';
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { routeFetch } from '@/test/route-fetch';
import { describeWithRedis } from '@/test/services';
import { importSeason } from '@/lib/db/queries/bundles';
import { checkRate, closeRateLimits, createRateLimiters, rateLimitStoreFromEnv, resetRateLimits, visitorKey, type RateLimiters } from './rate-limit';

let current: TestStore;
jest.mock('@/lib/db/server', () => ({
  getDb: async () => current.db,
  getStore: async () => current,
}));

const REDIS_URL = 'redis://127.0.0.1:6379';
const run = crypto.randomBytes(6).toString('hex');
const LOOKUP_REFUSAL = /^Too many school searches have come from your network\. Please wait \d+ seconds? and try again\.$/;

/** A port nobody listens on: bound, then let go. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function spendAll(limiters: RateLimiters[], ip: string, times: number) {
  const answers = [];
  for (let i = 0; i < times; i += 1) answers.push(await limiters[i % limiters.length]!.check('lookups', ip));
  return answers;
}

beforeEach(() => {
  process.env.LOOKUP_RATE_LIMIT = '3';
});
afterEach(() => {
  delete process.env.LOOKUP_RATE_LIMIT;
  delete process.env.ENTRY_RATE_LIMIT;
  jest.restoreAllMocks();
});

describe('choosing the store from the settings', () => {
  it.each([
    [{}, { kind: 'memory' }],
    [{ RATE_LIMIT_REDIS_URL: REDIS_URL }, { kind: 'redis', url: REDIS_URL }],
    [{ RATE_LIMIT_STORE: 'redis', RATE_LIMIT_REDIS_URL: REDIS_URL }, { kind: 'redis', url: REDIS_URL }],
    [{ RATE_LIMIT_STORE: 'memory', RATE_LIMIT_REDIS_URL: REDIS_URL }, { kind: 'memory' }],
  ])('%j counts in %j', (env, expected) => {
    expect(rateLimitStoreFromEnv(env as Record<string, string>)).toEqual(expected);
  });

  it.each([
    [{ RATE_LIMIT_STORE: 'redis' }, /needs RATE_LIMIT_REDIS_URL/],
    [{ RATE_LIMIT_STORE: 'postgres', DATABASE_URL: 'postgres://127.0.0.1/x' }, /needs to be memory or redis/],
    [{ RATE_LIMIT_STORE: 'memcached' }, /needs to be memory or redis/],
  ])('%j counts in memory and says why', (env, why) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(rateLimitStoreFromEnv(env as Record<string, string>)).toEqual({ kind: 'memory' });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(why));
  });
});

describe('in memory (the default)', () => {
  it('refuses the address past its allowance with the clear message, and no other address', async () => {
    resetRateLimits();
    const answers = await Promise.all([1, 2, 3].map(() => checkRate('lookups', '192.0.2.1')));
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    const refused = await checkRate('lookups', '192.0.2.1');
    expect(refused).toMatchObject({ ok: false, retryAfterSeconds: expect.any(Number), message: expect.stringMatching(LOOKUP_REFUSAL) });
    expect(await checkRate('lookups', '192.0.2.2')).toEqual({ ok: true });
    // Each kind has its own allowance.
    expect(await checkRate('challenges', '192.0.2.1')).toEqual({ ok: true });
    resetRateLimits();
  });

  it('keeps a count per process: two sets in memory do not share', async () => {
    const a = createRateLimiters({ kind: 'memory' });
    const b = createRateLimiters({ kind: 'memory' });
    expect((await spendAll([a, b], '192.0.2.3', 6)).every((answer) => answer.ok)).toBe(true);
  });

  it('gives an IPv6 visitor one allowance for its whole /64, however the address is written', async () => {
    const limiters = createRateLimiters({ kind: 'memory' });
    const network = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:0:0:0:abcd'];
    const answers = [];
    for (const ip of [...network, '2001:db8:1:2::99']) answers.push((await limiters.check('lookups', ip)).ok);
    expect(answers).toEqual([true, true, true, false]);
    expect(await limiters.check('lookups', '2001:db8:1:3::1')).toEqual({ ok: true });
  });

  it.each([
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:DB8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['1:2:3:4:5:6:7:8', '1:2:3:4::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['192.0.2.1', '192.0.2.1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
  ])('keys %s as %s', (ip, key) => {
    expect(visitorKey(ip)).toBe(key);
  });

  it('keys odd forwarded addresses safely', async () => {
    const limiters = createRateLimiters({ kind: 'memory' });
    const odd = `${'x'.repeat(300)}\u202e<script>`;
    expect((await spendAll([limiters], odd, 3)).every((answer) => answer.ok)).toBe(true);
    expect((await limiters.check('lookups', odd)).ok).toBe(false);
    expect((await limiters.check('lookups', null)).ok).toBe(true);
  });
});

describeWithRedis('shared through Redis', () => {
  const prefix = `nswjcl-test:${run}`;
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('two processes spend one allowance', async () => {
    const a = createRateLimiters({ kind: 'redis', url: REDIS_URL, prefix });
    const b = createRateLimiters({ kind: 'redis', url: REDIS_URL, prefix });
    try {
      const answers = await spendAll([a, b], '198.51.100.1', 3);
      expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
      expect(await a.check('lookups', '198.51.100.1')).toMatchObject({ ok: false, message: expect.stringMatching(LOOKUP_REFUSAL) });
      expect(await b.check('lookups', '198.51.100.1')).toMatchObject({ ok: false, message: expect.stringMatching(LOOKUP_REFUSAL) });
      expect(await b.check('lookups', '198.51.100.2')).toEqual({ ok: true });
      expect(await redis.get(`${prefix}:lookups:198.51.100.1`)).toBe('5');
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('falls back to memory, logged once, when the server cannot be reached', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const limiters = createRateLimiters({ kind: 'redis', url: `redis://127.0.0.1:${await closedPort()}`, prefix });
    try {
      const answers = await spendAll([limiters], '198.51.100.3', 4);
      expect(answers.slice(0, 3)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
      expect(answers[3]).toMatchObject({ ok: false, message: expect.stringMatching(LOOKUP_REFUSAL) });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(/shared Redis store cannot be reached .*ECONNREFUSED.*counts on its own in memory/);
    } finally {
      await limiters.close();
    }
  });
});

describeWithRedis('through the route handlers, on the shared Redis store', () => {
  const prefix = `nswjcl-test:${run}:routes`;
  beforeAll(async () => {
    current = await freshStore('pglite');
    await importSeason(current.db, sampleBundle(2030));
  });
  afterAll(async () => {
    await closeRateLimits();
    resetRateLimits();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await current.dispose();
  });
  beforeEach(() => resetRateLimits({ kind: 'redis', url: REDIS_URL, prefix }));

  it('answers a school search past the limit with a 429, Retry-After and the clear message', async () => {
    const search = () =>
      routeFetch('http://league.test/api/index/school-name-typeahead?query=carl', { headers: { 'x-client-address': '192.0.2.50' } });
    for (let i = 0; i < 3; i += 1) {
      const response = await search();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ result: 1, data: { schools: [{ name: 'Carlingford Public School' }] } });
    }
    const refused = await search();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ result: 0, error: expect.stringMatching(LOOKUP_REFUSAL) });
  });

  it('answers an entry request past the limit with a 429, Retry-After and the clear message', async () => {
    process.env.ENTRY_RATE_LIMIT = '1';
    resetRateLimits({ kind: 'redis', url: REDIS_URL, prefix });
    const TOKEN = 'rate-limit-test-token-0123456789';
    const send = () =>
      routeFetch('http://league.test/api/index/add-enter-online-request', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${TOKEN}`, 'x-xsrf-token': TOKEN, 'x-client-address': '192.0.2.51' },
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
      error: expect.stringMatching(/^Too many entry requests have come from your network\. Please wait \d+ minutes and try again\.$/),
    });
  });
});
