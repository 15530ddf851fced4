/**
 * The outboxes a site on the league's API keeps (entry requests, card actions): which rows are due, one
 * delivery at a time per row across servers, and what became of it. On PostgreSQL a worker holds the row
 * (FOR UPDATE SKIP LOCKED) for the whole delivery, so others skip it; a dead process's lock goes with its
 * connection and the league dedupes by idempotency key. PGlite has one worker and its transactions block
 * the whole store, so there the row is not locked.
 */
import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { isSharedDatabase, type Db } from '../client';
import { cardOutbox, entryRequests } from '../schema';

const OUTBOXES = { entries: entryRequests, cards: cardOutbox } as const;
export type OutboxName = keyof typeof OUTBOXES;
export type OutboxRow<K extends OutboxName> = (typeof OUTBOXES)[K]['$inferSelect'];

/**
 * The table's outbox columns. Both tables name them alike; drizzle's builders take one table type at a
 * time, so the columns are read through the entries' type and the rows given back as the table's own.
 */
const tableOf = (name: OutboxName) => OUTBOXES[name] as typeof entryRequests;

const waitingBy = (name: OutboxName, dueBy: Date) => {
  const t = tableOf(name);
  return and(isNull(t.forwardedAt), isNotNull(t.nextForwardAt), lte(t.nextForwardAt, dueBy));
};

/** Rows due to be forwarded by `dueBy`, oldest first. */
export async function getDueForwards<K extends OutboxName>(
  db: Db,
  name: K,
  dueBy: Date,
  limit = 20,
): Promise<OutboxRow<K>[]> {
  const t = tableOf(name);
  const rows = await db
    .select()
    .from(t)
    .where(waitingBy(name, dueBy))
    .orderBy(asc(t.nextForwardAt), asc(t.id))
    .limit(limit);
  return rows as unknown as OutboxRow<K>[];
}

/** Runs `work` on row `id` while only this worker holds it and it is due; else null. */
export async function withClaimedForward<K extends OutboxName, T>(
  db: Db,
  name: K,
  id: number,
  dueBy: Date,
  work: (db: Db, row: OutboxRow<K>) => Promise<T>,
): Promise<T | null> {
  const t = tableOf(name);
  const waiting = and(eq(t.id, id), waitingBy(name, dueBy));
  if (!isSharedDatabase(db)) {
    const [row] = await db.select().from(t).where(waiting);
    return row ? work(db, row as unknown as OutboxRow<K>) : null;
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(t).where(waiting).for('update', { skipLocked: true });
    return row ? work(tx as unknown as Db, row as unknown as OutboxRow<K>) : null;
  });
}

/** The league has it: not sent again. */
export async function markForwarded(db: Db, name: OutboxName, id: number, at: Date): Promise<void> {
  const t = tableOf(name);
  await db.update(t).set({ forwardedAt: at, nextForwardAt: null, forwardError: null }).where(eq(t.id, id));
}

/** Not delivered this time: tried again at `retryAt`. */
export async function markForwardFailed(
  db: Db,
  name: OutboxName,
  id: number,
  attempts: number,
  retryAt: Date,
  error: string,
): Promise<void> {
  const t = tableOf(name);
  await db
    .update(t)
    .set({ forwardAttempts: attempts, nextForwardAt: retryAt, forwardError: error.slice(0, 1000) })
    .where(eq(t.id, id));
}
