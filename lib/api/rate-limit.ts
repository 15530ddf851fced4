/**
 * Per-address limits on what costs the league something or could be used to guess: entry
 * submissions, invitation-link look-ups, school searches and bot-check challenges. In memory, per
 * server process (rate-limiter-flexible); a restart forgets them.
 */
import type { RateLimiterMemory as Limiter, RateLimiterRes } from 'rate-limiter-flexible';
// The package's index loads every backend it supports; the memory one is all we need.
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory';

export type LimitKind = 'submissions' | 'invitations' | 'lookups' | 'challenges';

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
};

const holder = globalThis as typeof globalThis & { __rateLimiters?: Map<LimitKind, Limiter> };

function limiter(kind: LimitKind): Limiter {
  holder.__rateLimiters ??= new Map();
  let found = holder.__rateLimiters.get(kind);
  if (!found) {
    const { points, duration } = LIMITS[kind]();
    found = new (RateLimiterMemory as unknown as typeof Limiter)({ keyPrefix: kind, points, duration });
    holder.__rateLimiters.set(kind, found);
  }
  return found;
}

export type RateCheck = { ok: true } | { ok: false; retryAfterSeconds: number; message: string };

function wait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/** Spends one point of `kind` for the address (requests without one share a single allowance). */
export async function checkRate(kind: LimitKind, ip: string | null): Promise<RateCheck> {
  try {
    await limiter(kind).consume(ip ?? 'unknown');
    return { ok: true };
  } catch (error) {
    if (error instanceof Error) throw error;
    const retryAfterSeconds = Math.max(1, Math.ceil((error as RateLimiterRes).msBeforeNext / 1000));
    const { what } = LIMITS[kind]();
    return {
      ok: false,
      retryAfterSeconds,
      message: `Too many ${what} have come from your network. Please wait ${wait(retryAfterSeconds)} and try again.`,
    };
  }
}

/** Tests: forget every count (and pick up changed limits). */
export function resetRateLimits(): void {
  holder.__rateLimiters = new Map();
}
