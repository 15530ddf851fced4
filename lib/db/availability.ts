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

/** The store's outage, or null when open; an attempt in progress is awaited and its outcome returned. */
export async function currentOutage(): Promise<Outage | null> {
  await processState.store?.catch(() => undefined);
  return processState.storeOutage ?? null;
}
