/**
 * Per-address limits on what costs the league or could be used to guess (rate-limiter-flexible). With
 * DATABASE_URL every server on that PostgreSQL shares one allowance (table rate_limits); otherwise each
 * process counts in memory. While PostgreSQL cannot be reached nothing is refused for it: the process
 * counts in memory meanwhile and says so once.
 */
import crypto from 'node:crypto';
import { isIPv6 } from 'node:net';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { wholeNumberSetting } from '@/lib/settings';

export type LimitKind =
  | 'submissions'
  | 'invitations'
  | 'lookups'
  | 'challenges'
  | 'errors'
  | 'private-pages'
  | 'cards'
  | 'card-links'
  | 'register'
  | 'subscriptions';

const setting = (name: string, fallback: number) => wholeNumberSetting(name, fallback);

/** points per duration (seconds), and how the refusal reads. */
const LIMITS: Record<LimitKind, () => { points: number; duration: number; what: string }> = {
  submissions: () => ({ points: setting('ENTRY_RATE_LIMIT', 30), duration: 3600, what: 'entry requests' }),
  invitations: () => ({
    points: setting('INVITATION_RATE_LIMIT', 30),
    duration: 60,
    what: 'invitation links',
  }),
  lookups: () => ({ points: setting('LOOKUP_RATE_LIMIT', 120), duration: 60, what: 'school searches' }),
  challenges: () => ({ points: setting('LOOKUP_RATE_LIMIT', 120), duration: 60, what: 'security checks' }),
  errors: () => ({ points: setting('ERROR_LOG_RATE_LIMIT', 10), duration: 60, what: 'error reports' }),
  // Private pages (match cards): views and photos per visitor, which also bounds guessing addresses.
  'private-pages': () => ({
    points: setting('PRIVATE_PAGE_RATE_LIMIT', 120),
    duration: 60,
    what: 'private page requests',
  }),
  // Cards sent, confirmed or disputed: per visitor, and per private address (key `link:ID`).
  cards: () => ({ points: setting('CARD_RATE_LIMIT', 60), duration: 3600, what: 'match cards' }),
  'card-links': () => ({
    points: setting('CARD_RATE_LIMIT', 60),
    duration: 3600,
    what: 'match cards',
  }),
  // Changes to a school's players' register, per visitor and per address: a season's players are many forms.
  register: () => ({
    points: setting('REGISTER_RATE_LIMIT', 200),
    duration: 3600,
    what: 'changes to a players’ register',
  }),
  // Parents' requests for a school's results by email: each sends a confirmation to the address typed.
  subscriptions: () => ({
    points: setting('SUBSCRIPTION_RATE_LIMIT', 10),
    duration: 3600,
    what: 'requests for results by email',
  }),
};

/** PostgreSQL (`url`) when the servers share one; memory otherwise. */
export type RateLimitStore = { kind: 'memory' } | { kind: 'postgres'; url: string };

/** PostgreSQL when DATABASE_URL is set (the servers that share it share their limits), memory otherwise. */
export function rateLimitStoreFromEnv(env: Record<string, string | undefined> = process.env): RateLimitStore {
  if (env.RATE_LIMIT_REDIS_URL || env.RATE_LIMIT_STORE) {
    console.warn(
      "RATE_LIMIT_REDIS_URL and RATE_LIMIT_STORE are no longer read: rate limits are counted in DATABASE_URL's PostgreSQL, or in memory without it.",
    );
  }
  return env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'memory' };
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
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** The key: IPv4 as is, IPv6 by /64 (any address in it is the client's), one for none, else a hash. */
export function visitorKey(ip: string | null): string {
  if (ip === null) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv6(ip)) return ipv6Network(ip);
  return /^[0-9.]{7,15}$/.test(ip)
    ? ip
    : `sha256:${crypto.createHash('sha256').update(ip).digest('hex').slice(0, 32)}`;
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

/** How long a process counts in memory after PostgreSQL failed it, before it tries again. */
const RETRY_SHARED_MS = 5_000;

/** The counts in PostgreSQL (table rate_limits, made by our migrations), and what to do while it is away. */
function sharedCounts(url: string) {
  const pool = import('pg').then(({ Pool }) => {
    // A hung server costs a request 2 s to connect or 2 s a query at most, and then only once per RETRY_SHARED_MS.
    const created = new Pool({
      connectionString: url,
      max: 2,
      connectionTimeoutMillis: 2_000,
      query_timeout: 2_000,
    });
    // A connection the server closed, idle or lent out, must not crash the process; the next count finds out, and says so.
    created.on('error', () => undefined);
    created.on('connect', (client) => client.on('error', () => undefined));
    return created;
  });
  const limiters = new Map<LimitKind, Promise<RateLimiterPostgres>>();
  let downUntil = 0;

  return {
    /** The shared limiter, or null while PostgreSQL recently failed. */
    limiter(kind: LimitKind): Promise<RateLimiterPostgres> | null {
      if (Date.now() < downUntil) return null;
      let found = limiters.get(kind);
      if (!found) {
        const { points, duration } = LIMITS[kind]();
        found = pool.then(
          (storeClient) =>
            new RateLimiterPostgres({
              storeClient,
              storeType: 'pool',
              tableName: 'rate_limits',
              tableCreated: true,
              keyPrefix: kind,
              points,
              duration,
              // A refused address is refused from memory until its window ends: a flood does not reach the database.
              inMemoryBlockOnConsumed: points + 1,
            }),
        );
        limiters.set(kind, found);
      }
      return found;
    },
    failed() {
      downUntil = Date.now() + RETRY_SHARED_MS;
    },
    async close() {
      await (await pool).end();
    },
  };
}

/** The innermost reason, for the log: pg reports an unreachable host as an AggregateError with no message of its own. */
function reason(error: unknown): string {
  // Errors from Node's own modules may come from another realm (a test's sandbox), so no instanceof.
  const found = error as { message?: unknown; code?: unknown; errors?: unknown[] } | undefined;
  if (typeof found?.message === 'string' && found.message) return found.message;
  if (Array.isArray(found?.errors) && found.errors.length) return reason(found.errors[0]);
  return typeof found?.code === 'string' ? found.code : 'unknown error';
}

export function createRateLimiters(store: RateLimitStore = rateLimitStoreFromEnv()): RateLimiters {
  const shared = store.kind === 'postgres' ? sharedCounts(store.url) : null;
  const memory = new Map<LimitKind, RateLimiterMemory>();
  let counting: 'shared' | 'alone' = 'shared';

  function inMemory(kind: LimitKind): RateLimiterMemory {
    let found = memory.get(kind);
    if (!found) {
      const { points, duration } = LIMITS[kind]();
      found = new RateLimiterMemory({ keyPrefix: kind, points, duration });
      memory.set(kind, found);
    }
    return found;
  }

  /** Counts in PostgreSQL when it answers; while it does not, in this process's memory (said once each way). */
  async function consume(kind: LimitKind, key: string): Promise<void> {
    const limiter = shared?.limiter(kind);
    if (limiter) {
      try {
        await (await limiter).consume(key);
        if (counting === 'alone')
          console.log('Rate limits: PostgreSQL answers again; counts are shared by every server again.');
        counting = 'shared';
        return;
      } catch (error) {
        if (error instanceof RateLimiterRes) throw error;
        shared!.failed();
        if (counting === 'shared') {
          console.warn(
            `Rate limits: PostgreSQL cannot be reached for counting (${reason(error)}); this server process counts on its own in memory meanwhile.`,
          );
        }
        counting = 'alone';
      }
    }
    await inMemory(kind).consume(key);
  }

  return {
    async check(kind, ip) {
      try {
        await consume(kind, visitorKey(ip));
        return { ok: true };
      } catch (error) {
        // The library refuses with its result object; anything else is a failure.
        if (error instanceof RateLimiterRes) return refusal(kind, error);
        throw error;
      }
    },
    async close() {
      await shared?.close();
    },
  };
}

const holder = globalThis as typeof globalThis & {
  __rateLimits?: { store?: RateLimitStore; limiters?: RateLimiters };
};

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
