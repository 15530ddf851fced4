/**
 * Rate limits shared by several server processes through the machine's PostgreSQL, and a PostgreSQL
 * that cannot be reached (refused, hung, or lost and back).
 */
import net from 'node:net';
import { Client } from 'pg';
import { freshStore, type TestStore } from '@/test/engines';
import { describeWithPostgres } from '@/test/services';
import { createRateLimiters } from './rate-limit';
import { LOOKUP_REFUSAL, lookupLimitOfThree, spendAll } from '@/test/rate-limits';

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

lookupLimitOfThree();

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
