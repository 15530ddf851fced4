/**
 * Per-address limits on what costs the league something or could be used to guess: entry
 * submissions, invitation-link look-ups, school searches, bot-check challenges and error reports
 * (rate-limiter-flexible).
 *
 * By default each server process counts in its own memory, which a restart forgets. With
 * RATE_LIMIT_REDIS_URL (Redis) or RATE_LIMIT_STORE=postgres (a table in DATABASE_URL's database)
 * every process counts in one shared store, so several servers behind one address give a visitor
 * one allowance, not one each. A shared store that cannot be reached never refuses or fails a
 * request: the process counts in its own memory meanwhile (the library's insurance limiter) and
 * says so once in its log.
 */
import crypto from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
// The package's index loads every backend it supports; these three are all we need.
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory';
import RateLimiterRedis from 'rate-limiter-flexible/lib/RateLimiterRedis';
import RateLimiterPostgres from 'rate-limiter-flexible/lib/RateLimiterPostgres';
import RateLimiterRes from 'rate-limiter-flexible/lib/RateLimiterRes';

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

/** Where the counts live. `prefix` and `table` keep several sites (or test runs) apart in one store. */
export type RateLimitStore =
  | { kind: 'memory' }
  | { kind: 'redis'; url: string; prefix?: string }
  | { kind: 'postgres'; url: string; table?: string };

/** RATE_LIMIT_STORE (memory, redis or postgres) and RATE_LIMIT_REDIS_URL; Redis when only its URL is set. */
export function rateLimitStoreFromEnv(env: Record<string, string | undefined> = process.env): RateLimitStore {
  const chosen = env.RATE_LIMIT_STORE?.trim().toLowerCase() || (env.RATE_LIMIT_REDIS_URL ? 'redis' : 'memory');
  if (chosen === 'redis' && env.RATE_LIMIT_REDIS_URL) return { kind: 'redis', url: env.RATE_LIMIT_REDIS_URL };
  if (chosen === 'postgres' && env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  if (chosen !== 'memory') {
    console.warn(
      `RATE_LIMIT_STORE=${chosen} needs ${chosen === 'postgres' ? 'DATABASE_URL' : chosen === 'redis' ? 'RATE_LIMIT_REDIS_URL' : 'one of memory, redis or postgres'}; rate limits are counted in this process's memory.`,
    );
  }
  return { kind: 'memory' };
}

export type RateCheck = { ok: true } | { ok: false; retryAfterSeconds: number; message: string };

export type RateLimiters = {
  /** Spends one point of `kind` for the address (requests without one share a single allowance). */
  check(kind: LimitKind, ip: string | null): Promise<RateCheck>;
  /** Lets go of the shared store's connections. */
  close(): Promise<void>;
};

type Limiter = RateLimiterAbstract;

/** After the shared store fails, requests are counted in memory for this long before it is tried again. */
const PAUSE_MS = 5_000;

/**
 * The same count kept in this process's memory. The library calls it when the shared store fails;
 * `spend` is for us, when we already know the store is away and do not ask it at all.
 */
class Insurance extends RateLimiterMemory {
  constructor(
    options: { keyPrefix: string; points: number; duration: number },
    private readonly onFallback: () => void,
  ) {
    super(options);
  }

  override consume(key: string | number, points?: number, options?: Record<string, unknown>): Promise<RateLimiterRes> {
    this.onFallback();
    return super.consume(key, points, options);
  }

  spend(key: string): Promise<RateLimiterRes> {
    return super.consume(key);
  }
}

/**
 * Store keys stay short and plain whatever a proxy put in X-Forwarded-For: PostgreSQL's key column
 * holds 255 characters and refuses NUL, and a limit must not turn into a store error.
 */
const PLAIN_KEY = /^[0-9A-Za-z.:_%[\]-]{1,64}$/;
function visitorKey(ip: string | null): string {
  const id = ip ?? 'unknown';
  return PLAIN_KEY.test(id) ? id : `sha256:${crypto.createHash('sha256').update(id).digest('hex').slice(0, 32)}`;
}

function wait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

function refusal(kind: LimitKind, res: RateLimiterRes): RateCheck {
  const retryAfterSeconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  const { what } = LIMITS[kind]();
  return {
    ok: false,
    retryAfterSeconds,
    message: `Too many ${what} have come from your network. Please wait ${wait(retryAfterSeconds)} and try again.`,
  };
}

/** Resolves for a spent point or a refusal for a spent allowance; rejects when the store failed. */
async function spend(consume: () => Promise<unknown>, kind: LimitKind): Promise<RateCheck> {
  try {
    await consume();
    return { ok: true };
  } catch (error) {
    // The library refuses with its result object; anything else is a failure.
    if (error instanceof RateLimiterRes) return refusal(kind, error);
    throw error;
  }
}

type Backend = {
  label: string;
  /** One limiter of the shared store for `kind`, falling back on `insurance`. */
  limiter(kind: LimitKind, insurance: Insurance): Promise<Limiter>;
  close(): Promise<void>;
};

function redisBackend(url: string, prefix: string, trouble: (error?: unknown) => void): Backend {
  const connected = (async () => {
    const { Redis } = await import('ioredis');
    const client: Redis = new Redis(url, {
      lazyConnect: true,
      // A command while the connection is down fails at once (to the insurance limiter) rather
      // than waiting in a queue; a hung server is given a second.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      commandTimeout: 1_000,
      retryStrategy: (times) => Math.min(times * 500, 10_000),
    });
    // Without a listener ioredis prints every failed reconnection.
    client.on('error', (error: unknown) => trouble(error));
    await client.connect().catch((error: unknown) => trouble(error));
    return client;
  })();
  return {
    label: 'Redis',
    async limiter(kind, insurance) {
      const { points, duration } = LIMITS[kind]();
      return new RateLimiterRedis({
        storeClient: await connected,
        keyPrefix: `${prefix}:${kind}`,
        points,
        duration,
        insuranceLimiter: insurance,
        rejectIfRedisNotReady: true,
      });
    },
    async close() {
      (await connected).disconnect();
    },
  };
}

function postgresBackend(url: string, table: string, trouble: (error?: unknown) => void): Backend {
  const pool = (async () => {
    const { Pool } = await import('pg');
    const created: Pool = new Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 2_000, query_timeout: 2_000, allowExitOnIdle: true });
    // An idle connection the server drops must not crash the process; the next query opens another.
    created.on('error', (error) => trouble(error));
    return created;
  })();
  let tableCreated = false;
  return {
    label: 'PostgreSQL',
    async limiter(kind, insurance) {
      const { points, duration } = LIMITS[kind]();
      const storeClient = await pool;
      // The library creates its table unless told it exists, and reports through this callback
      // (called before the constructor returns when there is nothing to create); without one a
      // failure to create it would be an unhandled rejection.
      let limiter: Limiter | undefined;
      await new Promise<void>((resolve, reject) => {
        limiter = new RateLimiterPostgres(
          { storeClient, storeType: 'pool', tableName: table, tableCreated, keyPrefix: kind, points, duration, insuranceLimiter: insurance },
          (error?: Error) => (error ? reject(error) : resolve()),
        );
      });
      tableCreated = true;
      return limiter!;
    },
    async close() {
      await (await pool).end();
    },
  };
}

export function createRateLimiters(store: RateLimitStore = rateLimitStoreFromEnv()): RateLimiters {
  const memory = new Map<LimitKind, Insurance>();
  const shared = new Map<LimitKind, Promise<Limiter>>();
  let pausedUntil = 0;
  let logged = false;

  let backend: Backend | null = null;
  const trouble = (error?: unknown) => {
    pausedUntil = Date.now() + PAUSE_MS;
    if (logged) return;
    logged = true;
    // Errors from Node's own modules may come from another realm (a test's sandbox), so no instanceof.
    const message = (error as { message?: unknown } | undefined)?.message;
    const detail = typeof message === 'string' && message ? ` (${message})` : '';
    console.warn(`Rate limits: the shared ${backend?.label ?? ''} store cannot be reached${detail}; this server process counts on its own in memory meanwhile.`);
  };
  if (store.kind === 'redis') backend = redisBackend(store.url, store.prefix ?? 'nswjcl:rate', trouble);
  if (store.kind === 'postgres') backend = postgresBackend(store.url, store.table ?? 'rate_limits', trouble);

  function local(kind: LimitKind): Insurance {
    let found = memory.get(kind);
    if (!found) {
      const { points, duration } = LIMITS[kind]();
      found = new Insurance({ keyPrefix: kind, points, duration }, () => trouble());
      memory.set(kind, found);
    }
    return found;
  }

  function sharedLimiter(kind: LimitKind): Promise<Limiter> {
    let found = shared.get(kind);
    if (!found && backend) {
      found = backend.limiter(kind, local(kind));
      // A limiter that could not be made (the store was down at start) is made again later.
      found.catch(() => {
        if (shared.get(kind) === found) shared.delete(kind);
      });
      shared.set(kind, found);
    }
    return found ?? Promise.reject(new Error('no shared store'));
  }

  return {
    async check(kind, ip) {
      const key = visitorKey(ip);
      if (backend && Date.now() >= pausedUntil) {
        try {
          const limiter = await sharedLimiter(kind);
          return await spend(() => limiter.consume(key), kind);
        } catch (error) {
          trouble(error);
        }
      }
      return spend(() => local(kind).spend(key), kind);
    },
    async close() {
      await backend?.close();
    },
  };
}

const holder = globalThis as typeof globalThis & { __rateLimits?: { store?: RateLimitStore; limiters?: RateLimiters } };

function current(): RateLimiters {
  holder.__rateLimits ??= {};
  holder.__rateLimits.limiters ??= createRateLimiters(holder.__rateLimits.store);
  return holder.__rateLimits.limiters;
}

/** Spends one point of `kind` for the address (requests without one share a single allowance). */
export async function checkRate(kind: LimitKind, ip: string | null): Promise<RateCheck> {
  return current().check(kind, ip);
}

/** Tests: forget every count (and pick up changed limits), counting in `store` from now on (the settings' store by default). */
export function resetRateLimits(store?: RateLimitStore): void {
  const previous = holder.__rateLimits?.limiters;
  holder.__rateLimits = { store };
  previous?.close().catch(() => undefined);
}

/** Tests: let go of the shared store's connections. */
export async function closeRateLimits(): Promise<void> {
  const previous = holder.__rateLimits?.limiters;
  holder.__rateLimits = { store: holder.__rateLimits?.store };
  await previous?.close();
}
