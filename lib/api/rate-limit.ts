/**
 * Per-address limits on what costs the league or could be used to guess (rate-limiter-flexible). In-memory
 * per process by default; with RATE_LIMIT_REDIS_URL all processes share one allowance in Redis. While Redis
 * is down nothing is refused for it: the insurance limiter counts in memory and logs it once.
 */
import crypto from 'node:crypto';
import { isIPv6 } from 'node:net';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';

export type LimitKind = 'submissions' | 'invitations' | 'lookups' | 'challenges' | 'errors';

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** points per duration (seconds), and how the refusal reads. */
const LIMITS: Record<LimitKind, () => { points: number; duration: number; what: string }> = {
  submissions: () => ({ points: setting('ENTRY_RATE_LIMIT', 30), duration: 3600, what: 'entry requests' }),
  invitations: () => ({ points: setting('INVITATION_RATE_LIMIT', 30), duration: 60, what: 'invitation links' }),
  lookups: () => ({ points: setting('LOOKUP_RATE_LIMIT', 120), duration: 60, what: 'school searches' }),
  challenges: () => ({ points: setting('LOOKUP_RATE_LIMIT', 120), duration: 60, what: 'security checks' }),
  errors: () => ({ points: setting('ERROR_LOG_RATE_LIMIT', 10), duration: 60, what: 'error reports' }),
};

/** `prefix` keeps several sites (or test runs) apart in one Redis. */
export type RateLimitStore = { kind: 'memory' } | { kind: 'redis'; url: string; prefix?: string };

/** Redis when RATE_LIMIT_REDIS_URL is set, unless RATE_LIMIT_STORE=memory; memory otherwise. */
export function rateLimitStoreFromEnv(env: Record<string, string | undefined> = process.env): RateLimitStore {
  const chosen = env.RATE_LIMIT_STORE?.trim().toLowerCase() || (env.RATE_LIMIT_REDIS_URL ? 'redis' : 'memory');
  if (chosen === 'redis' && env.RATE_LIMIT_REDIS_URL) return { kind: 'redis', url: env.RATE_LIMIT_REDIS_URL };
  if (chosen !== 'memory') {
    console.warn(
      `RATE_LIMIT_STORE=${chosen} needs ${chosen === 'redis' ? 'RATE_LIMIT_REDIS_URL' : 'to be memory or redis'}; rate limits are counted in this process's memory.`,
    );
  }
  return { kind: 'memory' };
}

export type RateCheck = { ok: true } | { ok: false; retryAfterSeconds: number; message: string };

export type RateLimiters = {
  /** Spends one point of `kind` for the address (requests without one share a single allowance). */
  check(kind: LimitKind, ip: string | null): Promise<RateCheck>;
  close(): Promise<void>;
};

/** The first four groups of an IPv6 address: one home or phone is given a whole /64 to pick from. */
function ipv6Network(ip: string): string {
  // An embedded IPv4 address (::ffff:1.2.3.4 and the like) is in the last 32 bits, outside the /64.
  const [head, tail] = ip.replace(/\d+\.\d+\.\d+\.\d+$/, '0:0').split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/** The key: IPv4 as is, IPv6 by /64 (any address in it is the client's), one for none, else a hash. */
export function visitorKey(ip: string | null): string {
  if (ip === null) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv6(ip)) return ipv6Network(ip);
  return /^[0-9.]{7,15}$/.test(ip) ? ip : `sha256:${crypto.createHash('sha256').update(ip).digest('hex').slice(0, 32)}`;
}

function wait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

function refusal(kind: LimitKind, res: RateLimiterRes): RateCheck {
  const retryAfterSeconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return {
    ok: false,
    retryAfterSeconds,
    message: `Too many ${LIMITS[kind]().what} have come from your network. Please wait ${wait(retryAfterSeconds)} and try again.`,
  };
}

function connectRedis(url: string, trouble: (error: unknown) => void): Promise<Redis> {
  return (async () => {
    const { Redis } = await import('ioredis');
    const client = new Redis(url, {
      lazyConnect: true,
      // Fail at once to the insurance limiter rather than queue while down; a hung server gets a second.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      commandTimeout: 1_000,
      retryStrategy: (times) => Math.min(times * 500, 10_000),
    });
    // Without a listener ioredis prints every failed reconnection.
    client.on('error', trouble);
    await client.connect().catch(trouble);
    return client;
  })();
}

export function createRateLimiters(store: RateLimitStore = rateLimitStoreFromEnv()): RateLimiters {
  let logged = false;
  const trouble = (error: unknown) => {
    if (logged) return;
    logged = true;
    // Errors from Node's own modules may come from another realm (a test's sandbox), so no instanceof.
    const message = (error as { message?: unknown } | undefined)?.message;
    const detail = typeof message === 'string' && message ? ` (${message})` : '';
    console.warn(`Rate limits: the shared Redis store cannot be reached${detail}; this server process counts on its own in memory meanwhile.`);
  };
  const redis = store.kind === 'redis' ? connectRedis(store.url, trouble) : null;
  const prefix = store.kind === 'redis' ? (store.prefix ?? 'nswjcl:rate') : '';
  const limiters = new Map<LimitKind, Promise<RateLimiterAbstract>>();

  function limiter(kind: LimitKind): Promise<RateLimiterAbstract> {
    let found = limiters.get(kind);
    if (!found) {
      const { points, duration } = LIMITS[kind]();
      const memory = new RateLimiterMemory({ keyPrefix: kind, points, duration });
      found = redis
        ? redis.then(
            (storeClient) =>
              new RateLimiterRedis({
                storeClient,
                keyPrefix: `${prefix}:${kind}`,
                points,
                duration,
                insuranceLimiter: memory,
                rejectIfRedisNotReady: true,
              }),
          )
        : Promise.resolve(memory);
      limiters.set(kind, found);
    }
    return found;
  }

  return {
    async check(kind, ip) {
      try {
        await (await limiter(kind)).consume(visitorKey(ip));
        return { ok: true };
      } catch (error) {
        // The library refuses with its result object; anything else is a failure.
        if (error instanceof RateLimiterRes) return refusal(kind, error);
        throw error;
      }
    },
    async close() {
      (await redis)?.disconnect();
    },
  };
}

const holder = globalThis as typeof globalThis & { __rateLimits?: { store?: RateLimitStore; limiters?: RateLimiters } };

function current(): RateLimiters {
  holder.__rateLimits ??= {};
  holder.__rateLimits.limiters ??= createRateLimiters(holder.__rateLimits.store);
  return holder.__rateLimits.limiters;
}

export async function checkRate(kind: LimitKind, ip: string | null): Promise<RateCheck> {
  return current().check(kind, ip);
}

/** Tests: forget every count (and pick up changed limits), counting in `store` from now on (the settings' store by default). */
export function resetRateLimits(store?: RateLimitStore): void {
  const previous = holder.__rateLimits?.limiters;
  holder.__rateLimits = { store };
  previous?.close().catch(() => undefined);
}

export async function closeRateLimits(): Promise<void> {
  const previous = holder.__rateLimits?.limiters;
  holder.__rateLimits = { store: holder.__rateLimits?.store };
  await previous?.close();
}
