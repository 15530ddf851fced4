/**
 * Rate limits in memory (the default), and shared by several server processes through the machine's
 * PostgreSQL: two limiter sets made independently, as two processes would make them, spend one
 * allowance. A PostgreSQL that cannot be reached (refused, hung, or lost and back) leaves each process
 * counting in memory, said once; the visitor still gets answers, never a 500.
 */
import {
  checkRate,
  createRateLimiters,
  rateLimitStoreFromEnv,
  resetRateLimits,
  visitorKey,
} from './rate-limit';
import { LOOKUP_REFUSAL, lookupLimitOfThree, spendAll } from '@/test/rate-limits';

lookupLimitOfThree();

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
