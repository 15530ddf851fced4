import 'server-only';
import { openStore, type Store } from './client';
import { processState as state } from '@/lib/process-state';
import { sql } from 'drizzle-orm';
import { StoreUnavailableError, isUnreachable, retryAfterSeconds, type Outage } from './availability';

/**
 * The server's one store connection, opened on first use and kept (PGlite allows one); state lives in
 * lib/process-state.ts as Next may load this twice. Open failures are never kept: a capped back-off retries
 * in the background, and callers get StoreUnavailableError at once meanwhile. A database lost after the
 * store opened (PostgreSQL) is an outage too, checked again with the same back-off (reportStoreLost).
 */
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 4_000;
const retryWait = (failures: number) => Math.min(FIRST_RETRY_MS * 2 ** (failures - 1), MAX_RETRY_MS);

export function getStore(): Promise<Store> {
  // `next build` prerenders in worker processes: the embedded store must stay closed there.
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    return Promise.reject(new Error('The data store is not opened while the site is being built.'));
  }
  const outage = state.storeOutage;
  if (!state.store && outage && Date.now() < outage.retryAt) {
    return Promise.reject(new StoreUnavailableError(outage));
  }
  return attempt();
}

function attempt(): Promise<Store> {
  state.store ??= open(state.storeOutage ?? null);
  return state.store;
}

async function open(previous: Outage | null): Promise<Store> {
  try {
    const store = await openStore({
      role: 'server',
      serverUrl: `http://127.0.0.1:${process.env.PORT || 3000}`,
      onConnectionLost: reportStoreLost,
    });
    if (previous)
      console.log(`The data store is available again (after ${previous.failures} failed attempts).`);
    state.storeOutage = null;
    return store;
  } catch (error) {
    const failures = (previous?.failures ?? 0) + 1;
    const wait = retryWait(failures);
    const outage: Outage = { reason: rootMessage(error), failures, retryAt: Date.now() + wait };
    // Once per cause, not once per attempt.
    if (outage.reason !== previous?.reason)
      console.error(`The data store cannot be opened: ${outage.reason}. Trying again every few seconds.`);
    state.storeOutage = outage;
    state.store = undefined;
    setTimeout(() => attempt().catch(() => undefined), wait).unref();
    throw new StoreUnavailableError(outage, { cause: error });
  }
}

/**
 * A sign that the open store's database went away (a connection lost, a query that could not reach
 * it): a query of our own checks at once, and while it fails the store is out (proxy.ts answers 503)
 * and is checked again with back-off until it answers. Signs while a check runs add nothing.
 */
export function reportStoreLost(): void {
  if (!state.store || state.storeCheck) return;
  state.storeCheck = checkStore().finally(() => (state.storeCheck = undefined));
}

async function checkStore(): Promise<void> {
  for (;;) {
    // Not open after all: opening has its own retries and outage (open above).
    const opened = state.store;
    if (!opened) return;
    let store: Store;
    try {
      store = await opened;
    } catch {
      return;
    }
    try {
      await store.db.execute(sql`select 1`);
      if (state.storeOutage)
        console.log(`The data store is reachable again (after ${state.storeOutage.failures} failed checks).`);
      state.storeOutage = null;
      return;
    } catch (error) {
      const previous = state.storeOutage ?? null;
      const failures = (previous?.failures ?? 0) + 1;
      const wait = retryWait(failures);
      const reason = rootMessage(error);
      if (reason !== previous?.reason)
        console.error(`The data store cannot be reached: ${reason}. Checking again every few seconds.`);
      state.storeOutage = { reason, failures, retryAt: Date.now() + wait };
      await new Promise((resolve) => setTimeout(resolve, wait).unref());
    }
  }
}

/**
 * For a request that failed: when the error says the store could not be reached, reports it and
 * gives the seconds to wait before trying again (for a 503's Retry-After); null for any other error.
 */
export function storeUnreachable(error: unknown): number | null {
  if (!isUnreachable(error)) return null;
  reportStoreLost();
  return state.storeOutage ? retryAfterSeconds(state.storeOutage) : 1;
}

/** The innermost cause's message: "connect ECONNREFUSED 127.0.0.1:5432" rather than the failed query. */
function rootMessage(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  return inner instanceof Error ? inner.message : String(inner);
}

export async function getDb() {
  return (await getStore()).db;
}
