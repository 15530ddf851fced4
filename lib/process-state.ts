/**
 * The server's process-wide state, in one object on globalThis: Next.js bundles the proxy, route
 * handlers and pages apart and can load a module more than once, but they all run in one process
 * and must share one store connection, one outbox worker, one set of remembered answers.
 * Nothing but types imported, so the proxy stays small.
 */
import type { Store } from '@/lib/db/client';
import type { Outage } from '@/lib/db/availability';
import type { EntrySeason } from '@/lib/db/queries/entries';
import type { ForwardWorker } from '@/lib/entry/forwarding';
import type { InvalidationListener } from '@/lib/cache/broadcast';

/** An answer of the league's API as it was last received. */
export type RememberedAnswer = { text: string; value: unknown };

export type ProcessState = {
  /** The open store, or the attempt in progress; never a failed attempt (lib/db/server.ts). */
  store?: Promise<Store>;
  storeOutage?: Outage | null;
  /** The bot check's signing keys (lib/entry/pow.ts). */
  altchaSecrets?: { signature: string; key: string };
  /** The outbox worker, once started (lib/entry/forwarding.ts). */
  entryForwarder?: ForwardWorker;
  /** The league API's last good answers, by base URL and name (lib/source/last-good.ts). */
  leagueApiAnswers?: Map<string, RememberedAnswer>;
  /** When the API last failed a read; null once it answers again; undefined before either. */
  leagueApiFailedAt?: number | null;
  /** The connection on which other servers' imports are heard, and this process's name in them (lib/cache/broadcast.ts). */
  cacheListener?: InvalidationListener;
  cacheListenerId?: string;
  /** The league API's last entry windows. */
  entrySeason?: EntrySeason | null;
};

const holder = globalThis as typeof globalThis & { __nswjclProcessState?: ProcessState };

export const processState: ProcessState = (holder.__nswjclProcessState ??= {});
