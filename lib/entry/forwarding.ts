/**
 * When the site runs on the league's API (LEAGUE_API_URL), an entry request is stored here first
 * and then forwarded to the API's add-enter-online-request by a small worker in the server process,
 * retried with growing pauses until the API accepts it. The request's idempotency key goes with it,
 * so a delivery whose answer was lost is not stored twice by the league.
 */
import type { Challenge } from 'altcha-lib';
import type { Db } from '@/lib/db/client';
import { getDueForwards, markForwardFailed, markForwarded, type StoredEntry } from '@/lib/db/queries/entries';
import { solveProof } from './pow-solve';

export type ForwardClient = {
  addEnterOnlineRequest(request: Record<string, unknown>): Promise<unknown>;
  /** The API's bot-check challenge, or null when it asks for none. */
  getAltchaChallenge?(): Promise<Challenge | null>;
};

const FIRST_PAUSE_MS = 5_000;
const LONGEST_PAUSE_MS = 60 * 60 * 1000;

/** 5 s, 10 s, 20 s … doubling up to an hour between attempts. */
export function retryPause(attempts: number): number {
  return Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** Math.max(0, attempts - 1));
}

function body(row: StoredEntry): Record<string, unknown> {
  return { idempotency_key: row.idempotencyKey, ...row.request, ...(row.ipAddress ? { ip_address: row.ipAddress } : {}) };
}

/** Forwards every request that is due at `now`; each failure is rescheduled. */
export async function forwardDue(db: Db, client: ForwardClient, now = new Date()): Promise<{ delivered: number; failed: number }> {
  let delivered = 0;
  let failed = 0;
  for (const row of await getDueForwards(db, now)) {
    try {
      const request = body(row);
      const challenge = client.getAltchaChallenge ? await client.getAltchaChallenge() : null;
      if (challenge) {
        const proof = await solveProof(challenge);
        if (!proof) throw new Error("Could not solve the league API's bot check.");
        request.altcha = proof;
      }
      await client.addEnterOnlineRequest(request);
      await markForwarded(db, row.id, new Date());
      delivered += 1;
    } catch (error) {
      const attempts = row.forwardAttempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      await markForwardFailed(db, row.id, attempts, new Date(now.getTime() + retryPause(attempts)), message);
      console.warn(`Entry request ${row.id} was not forwarded (attempt ${attempts}): ${message}`);
      failed += 1;
    }
  }
  return { delivered, failed };
}

type Worker = { timer: NodeJS.Timeout | null; running: Promise<void> | null; again: boolean };
const holder = globalThis as typeof globalThis & { __entryForwarder?: Worker & { run: () => void } };

/**
 * Starts the worker once per process: a pass every `intervalMs`, and one at once on `kickForwarder`.
 * Passes never overlap; a kick during a pass runs another pass after it.
 */
export function startForwarder(getDb: () => Promise<Db>, client: ForwardClient, intervalMs = 15_000): void {
  if (holder.__entryForwarder) return;
  const worker: Worker & { run: () => void } = {
    timer: null,
    running: null,
    again: false,
    run() {
      if (worker.running) {
        worker.again = true;
        return;
      }
      worker.running = (async () => {
        try {
          do {
            worker.again = false;
            await forwardDue(await getDb(), client);
          } while (worker.again);
        } catch (error) {
          console.error('The entry forwarding worker failed a pass:', error);
        } finally {
          worker.running = null;
        }
      })();
    },
  };
  worker.timer = setInterval(() => worker.run(), intervalMs);
  worker.timer.unref();
  holder.__entryForwarder = worker;
  worker.run();
}

export function kickForwarder(): void {
  holder.__entryForwarder?.run();
}

/** Tests: stop the worker and wait for its pass. */
export async function stopForwarder(): Promise<void> {
  const worker = holder.__entryForwarder;
  if (!worker) return;
  if (worker.timer) clearInterval(worker.timer);
  await worker.running;
  holder.__entryForwarder = undefined;
}
