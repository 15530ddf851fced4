/**
 * On the league's API, what the site must not lose is stored first, then forwarded by an in-process worker
 * with growing pauses until accepted; the idempotency key goes along so a delivery whose answer was lost is
 * not stored twice. One loop and one worker for every outbox: entry requests (here) and the card actions a
 * relaying site keeps (lib/cards/relay-forward.ts).
 */
import type { Challenge } from 'altcha-lib';
import type { Db } from '@/lib/db/types';
import type { StoredEntry } from '@/lib/db/queries/entries';
import {
  getDueForwards,
  markForwardFailed,
  markForwarded,
  withClaimedForward,
  type OutboxName,
  type OutboxRow,
} from '@/lib/db/queries/outbox';
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

/** Sends one entry request; the API's bot check is solved first when it asks for one. */
async function sendEntry(client: ForwardClient, row: StoredEntry): Promise<'delivered'> {
  const request = body(row);
  const challenge = client.getAltchaChallenge ? await client.getAltchaChallenge() : null;
  if (challenge) {
    const proof = await solveProof(challenge);
    if (!proof) throw new Error("Could not solve the league API's bot check.");
    request.altcha = proof;
  }
  await client.addEnterOnlineRequest(request);
  return 'delivered';
}

/**
 * One outbox's delivery: `send` delivers a row (through `db`, the claim's transaction on PostgreSQL) and
 * says `delivered`, or `refused` when it has recorded the league's final no itself; a throw is tried again.
 */
export type Outbox<K extends OutboxName> = {
  name: K;
  /** For the log: "Entry request", "Card action". */
  what: string;
  send(db: Db, row: OutboxRow<K>): Promise<'delivered' | 'refused'>;
};

/** Sends one row and records the outcome: forwarded, or tried again after a growing pause. */
async function deliver<K extends OutboxName>(
  db: Db,
  outbox: Outbox<K>,
  row: OutboxRow<K>,
  now: Date,
): Promise<'delivered' | 'failed'> {
  try {
    if ((await outbox.send(db, row)) === 'delivered')
      await markForwarded(db, outbox.name, row.id, new Date());
    return 'delivered';
  } catch (error) {
    const attempts = row.forwardAttempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    const retryAt = new Date(now.getTime() + retryPause(attempts));
    await markForwardFailed(db, outbox.name, row.id, attempts, retryAt, message);
    console.warn(`${outbox.what} ${row.id} was not forwarded (attempt ${attempts}): ${message}`);
    return 'failed';
  }
}

/** Far enough ahead that every waiting row is due by it. */
const EVERY_WAITING = new Date('9999-12-31T00:00:00Z');
const BATCH = 20;

/**
 * Forwards every due row of an outbox, rescheduling failures (a refusal counts as delivered: it is settled).
 * With `waiting` (the API just came back) paused rows go too, and the pass stops at the first failure so a
 * still-broken API is not asked for each.
 */
export async function forwardOutbox<K extends OutboxName>(
  db: Db,
  outbox: Outbox<K>,
  now = new Date(),
  { waiting = false }: { waiting?: boolean } = {},
): Promise<{ delivered: number; failed: number }> {
  const dueBy = waiting ? EVERY_WAITING : now;
  let delivered = 0;
  let failed = 0;
  // A batch at a time; a full batch that all went through may have more behind it.
  for (;;) {
    const rows = await getDueForwards(db, outbox.name, dueBy, BATCH);
    let deliveredHere = 0;
    for (const candidate of rows) {
      // Claimed one at a time: with several servers, another worker may hold it or have sent it.
      const outcome = await withClaimedForward(db, outbox.name, candidate.id, dueBy, (claimed, row) =>
        deliver(claimed, outbox, row, now),
      );
      if (outcome === 'delivered') deliveredHere += 1;
      if (outcome === 'failed') {
        failed += 1;
        if (waiting) return { delivered, failed };
      }
    }
    delivered += deliveredHere;
    // Rows another worker held are its to finish: reading again would find them again.
    if (rows.length < BATCH || deliveredHere < rows.length) return { delivered, failed };
  }
}

export const entryOutbox = (client: ForwardClient): Outbox<'entries'> => ({
  name: 'entries',
  what: 'Entry request',
  send: (_db, row) => sendEntry(client, row),
});

/** Forwards every due entry request (forwardOutbox). */
export function forwardDue(
  db: Db,
  client: ForwardClient,
  now = new Date(),
  options: { waiting?: boolean } = {},
): Promise<{ delivered: number; failed: number }> {
  return forwardOutbox(db, entryOutbox(client), now, options);
}

export type ForwardWorker = {
  timer: NodeJS.Timeout | null;
  running: Promise<void> | null;
  again: boolean;
  waiting: boolean;
  run: (waiting?: boolean) => void;
};

/** Where each outbox's worker is kept on the process (one per outbox per process). */
export type WorkerSlot = 'entryForwarder' | 'cardForwarder';
const SLOTS: readonly WorkerSlot[] = ['entryForwarder', 'cardForwarder'];

/**
 * Starts an outbox's worker once per process: `pass` every `intervalMs`; passes never overlap; a kick during
 * a pass runs another after it.
 */
export function startWorker(
  slot: WorkerSlot,
  pass: (waiting: boolean) => Promise<unknown>,
  intervalMs = 15_000,
): void {
  if (processState[slot]) return;
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
            await pass(all);
          } while (worker.again);
        } catch (error) {
          console.error(`The outbox worker (${slot}) failed a pass:`, error);
        } finally {
          worker.running = null;
        }
      })();
    },
  };
  worker.timer = setInterval(() => worker.run(), intervalMs);
  worker.timer.unref();
  processState[slot] = worker;
  worker.run();
}

/** Starts the entry requests' worker. */
export function startForwarder(getDb: () => Promise<Db>, client: ForwardClient, intervalMs = 15_000): void {
  startWorker(
    'entryForwarder',
    async (waiting) => forwardDue(await getDb(), client, new Date(), { waiting }),
    intervalMs,
  );
}

/** A pass of every outbox's worker now (or of one); `waiting` sends paused rows at once: the API answers again. */
export function kickForwarder({
  waiting = false,
  slot,
}: { waiting?: boolean; slot?: WorkerSlot } = {}): void {
  for (const each of slot ? [slot] : SLOTS) processState[each]?.run(waiting);
}

/** Tests: stop the workers and wait for their passes. */
export async function stopForwarder(): Promise<void> {
  for (const slot of SLOTS) {
    const worker = processState[slot];
    if (!worker) continue;
    if (worker.timer) clearInterval(worker.timer);
    await worker.running;
    processState[slot] = undefined;
  }
}
