/**
 * Whether the web server's store can be used just now. Kept on globalThis: the store getter
 * (lib/db/server.ts) and the proxy (proxy.ts) are bundled apart by Next.js but run in one process.
 * Nothing but types imported, so the proxy stays small.
 */
import type { Store } from './client';

export type Outage = {
  /** The last attempt's error, for the log. */
  reason: string;
  /** How many attempts in a row have failed. */
  failures: number;
  /** When the next attempt is made (ms since the epoch). */
  retryAt: number;
};

type Holder = typeof globalThis & {
  /** The open store, or the attempt in progress; never a failed attempt. */
  __leagueStore?: Promise<Store>;
  __leagueStoreOutage?: Outage | null;
};

export const storeHolder = globalThis as Holder;

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

/**
 * The store's outage, or null when it is open. An attempt in progress is waited for, so the
 * answer is that attempt's.
 */
export async function currentOutage(): Promise<Outage | null> {
  await storeHolder.__leagueStore?.catch(() => undefined);
  return storeHolder.__leagueStoreOutage ?? null;
}
