import 'server-only';
import { openStore, type Store } from './client';
import { processState as state } from '@/lib/process-state';
import { StoreUnavailableError, type Outage } from './availability';

/**
 * The server's one store connection, opened on first use and kept (PGlite allows one); state lives in
 * lib/process-state.ts as Next may load this twice. Open failures are never kept: a capped back-off retries
 * in the background, and callers get StoreUnavailableError at once meanwhile.
 */
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 4_000;

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
    });
    if (previous) console.log(`The data store is available again (after ${previous.failures} failed attempts).`);
    state.storeOutage = null;
    return store;
  } catch (error) {
    const failures = (previous?.failures ?? 0) + 1;
    const wait = Math.min(FIRST_RETRY_MS * 2 ** (failures - 1), MAX_RETRY_MS);
    const outage: Outage = { reason: rootMessage(error), failures, retryAt: Date.now() + wait };
    // Once per cause, not once per attempt.
    if (outage.reason !== previous?.reason) console.error(`The data store cannot be opened: ${outage.reason}. Trying again every few seconds.`);
    state.storeOutage = outage;
    state.store = undefined;
    setTimeout(() => attempt().catch(() => undefined), wait).unref();
    throw new StoreUnavailableError(outage, { cause: error });
  }
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
