/**
 * Whether the store is usable now, kept in process state because the store getter and the proxy are bundled
 * apart but run in one process; types-only imports keep the proxy small.
 */
import { processState } from '@/lib/process-state';

export type Outage = {
  /** The last attempt's error, for the log. */
  reason: string;
  /** How many attempts in a row have failed. */
  failures: number;
  /** When the next attempt is made (ms since the epoch). */
  retryAt: number;
};

/** Whole seconds until the next attempt to open the store; at least 1. */
export function retryAfterSeconds(outage: Outage, now = Date.now()): number {
  return Math.max(1, Math.ceil((outage.retryAt - now) / 1000));
}

export class StoreUnavailableError extends Error {
  readonly retryAfterSeconds: number;
  constructor(outage: Outage, options?: ErrorOptions) {
    super(`The data store is unavailable (${outage.reason}).`, options);
    this.name = 'StoreUnavailableError';
    this.retryAfterSeconds = retryAfterSeconds(outage);
  }
}

/** What a visitor is told while the store cannot be reached. */
export const STORE_OUTAGE_MESSAGE =
  'The site cannot reach its data just now. Please try again in a few seconds.';

/** Error codes of a database that cannot be reached: the socket's, and PostgreSQL's connection and shutdown states. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);
/** node-postgres's words for a connection that ended or never came (it gives these no code). */
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Client was closed/i;

/** Whether an error (or one it was caused by) says the store could not be reached, rather than that a query was wrong. */
export function isUnreachable(error: unknown): boolean {
  let inner = error;
  for (let depth = 0; inner instanceof Error && depth < 10; depth += 1, inner = inner.cause) {
    // By name: Next may load this module twice, and each copy has its own class.
    if (inner.name === 'StoreUnavailableError') return true;
    const code = (inner as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (UNREACHABLE_MESSAGES.test(inner.message)) return true;
  }
  return false;
}

/** The store's outage, or null when open; an attempt in progress is awaited and its outcome returned. */
export async function currentOutage(): Promise<Outage | null> {
  await processState.store?.catch(() => undefined);
  return processState.storeOutage ?? null;
}
