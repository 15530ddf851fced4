/**
 * Rate limits in memory (the default), and shared by several server processes through the machine's
 * PostgreSQL: two limiter sets made independently, as two processes would make them, spend one
 * allowance. A PostgreSQL that cannot be reached (refused, hung, or lost and back) leaves each process
 * counting in memory, said once; the visitor still gets answers, never a 500.
 */
import net from 'node:net';
import crypto from 'node:crypto';
import { Client } from 'pg';
import { freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { routeFetch } from '@/test/route-fetch';
import { describeWithPostgres } from '@/test/services';
import { importSeason } from '@/lib/db/queries/bundles';
import {
  checkRate,
  closeRateLimits,
  createRateLimiters,
  rateLimitStoreFromEnv,
  resetRateLimits,
  visitorKey,
  type RateLimiters,
} from './rate-limit';

let current: TestStore;
jest.mock('@/lib/db/server', () => ({
  getDb: async () => current.db,
  getStore: async () => current,
}));

const run = crypto.randomBytes(6).toString('hex');
const LOOKUP_REFUSAL =
  /^Too many school searches have come from your network\. Please wait \d+ seconds? and try again\.$/;

/** A port nobody listens on: bound, then let go. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A TCP server on its own port: `hang` accepts and never answers; `relay` forwards to PostgreSQL until cut. */
async function listen(onConnection: (socket: net.Socket) => void) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket.on('close', () => sockets.delete(socket)).on('error', () => undefined));
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cutAll: () => sockets.forEach((socket) => socket.destroy()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
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
    [{ DATABASE_URL: '' }, { kind: 'memory' }],
    [{ DATABASE_URL: 'postgres://127.0.0.1/x' }, { kind: 'postgres', url: 'postgres://127.0.0.1/x' }],
  ])('%j counts in %j', (env, expected) => {
    expect(rateLimitStoreFromEnv(env as Record<string, string>)).toEqual(expected);
  });

  it.each([
    [{ RATE_LIMIT_REDIS_URL: 'redis://127.0.0.1:6379' }, { kind: 'memory' }],
    [
      { RATE_LIMIT_STORE: 'redis', DATABASE_URL: 'postgres://127.0.0.1/x' },
      { kind: 'postgres', url: 'postgres://127.0.0.1/x' },
    ],
  ])('%j: the old Redis settings are named as no longer read', (env, expected) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(rateLimitStoreFromEnv(env as Record<string, string>)).toEqual(expected);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/RATE_LIMIT_REDIS_URL and RATE_LIMIT_STORE are no longer read/),
    );
  });
});

describe('in memory (the default)', () => {
  it('refuses the address past its allowance with the clear message, and no other address', async () => {
    resetRateLimits();
    const answers = await Promise.all([1, 2, 3].map(() => checkRate('lookups', '192.0.2.1')));
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    const refused = await checkRate('lookups', '192.0.2.1');
    expect(refused).toMatchObject({
      ok: false,
      retryAfterSeconds: expect.any(Number),
      message: expect.stringMatching(LOOKUP_REFUSAL),
    });
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

describeWithPostgres('shared through PostgreSQL', () => {
  let store: TestStore;
  const points = async (key: string) => {
    const client = new Client({ connectionString: store.databaseUrl! });
    await client.connect();
    try {
      const { rows } = await client.query<{ points: number }>(
        'SELECT points FROM rate_limits WHERE key = $1',
        [key],
      );
      return rows[0]?.points ?? null;
    } finally {
      await client.end();
    }
  };
  beforeAll(async () => {
    store = await freshStore('postgres');
  });
  afterAll(async () => {
    await store.dispose();
  });

  it('two processes spend one allowance; a refused address is then refused without writing', async () => {
    const a = createRateLimiters({ kind: 'postgres', url: store.databaseUrl! });
    const b = createRateLimiters({ kind: 'postgres', url: store.databaseUrl! });
    try {
      const answers = await spendAll([a, b], '198.51.100.1', 3);
      expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
      expect(await a.check('lookups', '198.51.100.1')).toMatchObject({
        ok: false,
        message: expect.stringMatching(LOOKUP_REFUSAL),
      });
      expect(await b.check('lookups', '198.51.100.1')).toMatchObject({
        ok: false,
        message: expect.stringMatching(LOOKUP_REFUSAL),
      });
      expect(await b.check('lookups', '198.51.100.2')).toEqual({ ok: true });
      expect(await points('lookups:198.51.100.1')).toBe(5);
      // Both now refuse it from memory until its minute ends: a flood does not reach the database.
      expect((await spendAll([a, b], '198.51.100.1', 10)).every((answer) => !answer.ok)).toBe(true);
      expect(await points('lookups:198.51.100.1')).toBe(5);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('counts an IPv6 visitor once per /64 across processes', async () => {
    const a = createRateLimiters({ kind: 'postgres', url: store.databaseUrl! });
    const b = createRateLimiters({ kind: 'postgres', url: store.databaseUrl! });
    try {
      const answers = [];
      for (const [i, ip] of [
        '2001:db8:5:6::1',
        '2001:db8:5:6:ffff::2',
        '2001:0db8:0005:0006::3',
        '2001:db8:5:6::4',
      ].entries()) {
        answers.push((await [a, b][i % 2]!.check('lookups', ip)).ok);
      }
      expect(answers).toEqual([true, true, true, false]);
      expect(await points('lookups:2001:db8:5:6::/64')).toBe(4);
      expect(await a.check('lookups', '2001:db8:5:7::1')).toEqual({ ok: true });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('counts in memory, said once, while nothing listens at the address', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const limiters = createRateLimiters({
      kind: 'postgres',
      url: `postgres://postgres@127.0.0.1:${await closedPort()}/test`,
    });
    try {
      const answers = await spendAll([limiters], '198.51.100.3', 4);
      expect(answers.slice(0, 3)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
      expect(answers[3]).toMatchObject({ ok: false, message: expect.stringMatching(LOOKUP_REFUSAL) });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(
        /PostgreSQL cannot be reached for counting \(.*ECONNREFUSED.*\); this server process counts on its own in memory/,
      );
    } finally {
      await limiters.close();
    }
  });

  it('answers within seconds when the server accepts and never replies, then counts in memory without waiting', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hung = await listen(() => undefined);
    const limiters = createRateLimiters({
      kind: 'postgres',
      url: `postgres://postgres@127.0.0.1:${hung.port}/test`,
    });
    try {
      let started = Date.now();
      expect(await limiters.check('lookups', '198.51.100.4')).toEqual({ ok: true });
      expect(Date.now() - started).toBeLessThan(4_000);
      started = Date.now();
      expect(await spendAll([limiters], '198.51.100.4', 3)).toEqual([
        { ok: true },
        { ok: true },
        expect.objectContaining({ ok: false }),
      ]);
      expect(Date.now() - started).toBeLessThan(500);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(/PostgreSQL cannot be reached for counting \(.*timeout.*\)/i);
    } finally {
      await limiters.close();
      hung.cutAll();
      await hung.close();
    }
  });

  it('goes back to the shared count when PostgreSQL answers again, and says so', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const url = new URL(store.databaseUrl!);
    const target = { port: Number(url.port || 5432), host: url.hostname };
    let up = true;
    const relay = await listen((socket) => {
      if (!up) return socket.destroy();
      const upstream = net.connect(target);
      upstream.on('error', () => socket.destroy()).on('close', () => socket.destroy());
      socket.on('close', () => upstream.destroy());
      socket.pipe(upstream).pipe(socket);
    });
    url.host = `127.0.0.1:${relay.port}`;
    const limiters = createRateLimiters({ kind: 'postgres', url: url.toString() });
    const clock = Date.now;
    try {
      expect(await limiters.check('lookups', '198.51.100.5')).toEqual({ ok: true });
      expect(await points('lookups:198.51.100.5')).toBe(1);

      up = false;
      relay.cutAll();
      expect(await spendAll([limiters], '198.51.100.5', 2)).toEqual([{ ok: true }, { ok: true }]);
      expect(await points('lookups:198.51.100.5')).toBe(1);
      expect(warn).toHaveBeenCalledTimes(1);

      // Past the pause after a failure, PostgreSQL is tried again.
      up = true;
      jest.spyOn(Date, 'now').mockImplementation(() => clock() + 6_000);
      expect(await limiters.check('lookups', '198.51.100.5')).toEqual({ ok: true });
      expect(await points('lookups:198.51.100.5')).toBe(2);
      expect(info).toHaveBeenCalledWith(
        expect.stringMatching(/PostgreSQL answers again; counts are shared by every server again/),
      );
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      await limiters.close();
      relay.cutAll();
      await relay.close();
    }
  });
});

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
