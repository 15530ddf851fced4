/**
 * On the league's API, entries are stored first, then forwarded by an in-process worker with growing pauses
 * until accepted; the idempotency key goes along so a delivery whose answer was lost is not stored twice.
 */
import type { Challenge } from 'altcha-lib';
import type { Db } from '@/lib/db/client';
import { getDueForwards, markForwardFailed, markForwarded, type StoredEntry } from '@/lib/db/queries/entries';
import { withClaimedForward } from '@/lib/db/queries/outbox';
import { processState } from '@/lib/process-state';
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
  return {
    idempotency_key: row.idempotencyKey,
    ...row.request,
    ...(row.ipAddress ? { ip_address: row.ipAddress } : {}),
  };
}

/** Sends one request and records the outcome through `db` (the claim's transaction on PostgreSQL). */
async function deliver(
  db: Db,
  client: ForwardClient,
  row: StoredEntry,
  now: Date,
): Promise<'delivered' | 'failed'> {
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
    return 'delivered';
  } catch (error) {
    const attempts = row.forwardAttempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    await markForwardFailed(db, row.id, attempts, new Date(now.getTime() + retryPause(attempts)), message);
    console.warn(`Entry request ${row.id} was not forwarded (attempt ${attempts}): ${message}`);
    return 'failed';
  }
}

/** Far enough ahead that every waiting request is due by it. */
const EVERY_WAITING = new Date('9999-12-31T00:00:00Z');
const BATCH = 20;

/**
 * Forwards every due request, rescheduling failures. With `waiting` (the API just came back) paused requests
 * go too, and the pass stops at the first failure so a still-broken API is not asked for each.
 */
export async function forwardDue(
  db: Db,
  client: ForwardClient,
  now = new Date(),
  { waiting = false }: { waiting?: boolean } = {},
): Promise<{ delivered: number; failed: number }> {
  let delivered = 0;
  let failed = 0;
  // A batch at a time; a full batch that all went through may have more behind it.
  for (;;) {
    const rows = await getDueForwards(db, waiting ? EVERY_WAITING : now, BATCH);
    let deliveredHere = 0;
    for (const candidate of rows) {
      // Claimed one at a time: with several servers, another worker may hold it or have sent it.
      const outcome = await withClaimedForward(
        db,
        candidate.id,
        waiting ? EVERY_WAITING : now,
        (claimed, row) => deliver(claimed, client, row, now),
      );
      if (outcome === 'delivered') deliveredHere += 1;
      if (outcome === 'failed') {
        failed += 1;
        if (waiting) return { delivered, failed };
      }
    }
    delivered += deliveredHere;
    // Entries another worker held are its to finish: reading again would find them again.
    if (rows.length < BATCH || deliveredHere < rows.length) return { delivered, failed };
  }
}

export type ForwardWorker = {
  timer: NodeJS.Timeout | null;
  running: Promise<void> | null;
  again: boolean;
  waiting: boolean;
  run: (waiting?: boolean) => void;
};

/** Starts the worker once per process; passes never overlap; a kick during a pass runs another after it. */
export function startForwarder(getDb: () => Promise<Db>, client: ForwardClient, intervalMs = 15_000): void {
  if (processState.entryForwarder) return;
  const worker: ForwardWorker = {
    timer: null,
    running: null,
    again: false,
    waiting: false,
    run(waiting = false) {
      worker.waiting ||= waiting;
      if (worker.running) {
        worker.again = true;
        return;
      }
      worker.running = (async () => {
        try {
          do {
            worker.again = false;
            const all = worker.waiting;
            worker.waiting = false;
            await forwardDue(await getDb(), client, new Date(), { waiting: all });
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
  processState.entryForwarder = worker;
  worker.run();
}

/** A pass now; `waiting` sends paused requests at once because the API has just answered again. */
export function kickForwarder({ waiting = false }: { waiting?: boolean } = {}): void {
  processState.entryForwarder?.run(waiting);
}

/** Tests: stop the worker and wait for its pass. */
export async function stopForwarder(): Promise<void> {
  const worker = processState.entryForwarder;
  if (!worker) return;
  if (worker.timer) clearInterval(worker.timer);
  await worker.running;
  processState.entryForwarder = undefined;
}
