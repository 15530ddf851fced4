/**
 * Process-wide state on globalThis: Next bundles proxy, routes and pages apart and may load a module twice,
 * yet must share one store, one outbox worker, one answer memory. Types-only imports keep the proxy small.
 */
import type { Store } from '@/lib/db/client';
import type { Outage } from '@/lib/db/availability';
import type { EntrySeason } from '@/lib/db/queries/entries';
import type { ForwardWorker } from '@/lib/entry/forwarding';
import type { InvalidationListener } from '@/lib/cache/broadcast';
import type { RefusalLog } from '@/lib/http/refusal-log';
import type { PrivateGateAnswer, PrivateRequest } from '@/lib/cards/private-request';

/** An answer of the league's API as it was last received. */
export type RememberedAnswer = { text: string; value: unknown };

export type ProcessState = {
  /** The open store, or the attempt in progress; never a failed attempt (lib/db/server.ts). */
  store?: Promise<Store>;
  storeOutage?: Outage | null;
  /** The check running after the open store's database was lost (lib/db/server.ts reportStoreLost). */
  storeCheck?: Promise<void>;
  altchaSecrets?: { signature: string; key: string };
  entryForwarder?: ForwardWorker;
  cardForwarder?: ForwardWorker;
  leagueApiAnswers?: Map<string, RememberedAnswer>;
  /** When the API last failed a read; null once it answers again; undefined before either. */
  leagueApiFailedAt?: number | null;
  /** The connection on which other servers' imports are heard, and this process's name in them (lib/cache/broadcast.ts). */
  cacheListener?: InvalidationListener;
  cacheListenerId?: string;
  entrySeason?: EntrySeason | null;
  /** Refusals counted since the last line of counts (lib/http/refusal-log.ts). */
  refusalLog?: RefusalLog;
  /** Whether an address names nothing in the league's data, for server.mjs (lib/http/unknown-address.ts). */
  addressNamesNothing?: (pathname: string) => boolean;
  /** What server.mjs asks before Next reads a request at a private address (lib/cards/private-gate.ts). */
  privateGate?: (request: PrivateRequest) => Promise<PrivateGateAnswer>;
  /** Marks a request whose private allowance server.mjs spent (lib/cards/visitor.ts). */
  privateCountedMark?: string;
  /** The bounded refusal log, for server.mjs's own log (lib/api/server-log.mjs). */
  logRefusal?: (kind: string, detail: string) => void;
};

const holder = globalThis as typeof globalThis & { __nswjclProcessState?: ProcessState };

export const processState: ProcessState = (holder.__nswjclProcessState ??= {});
