/**
 * One delivery at a time per outbox entry, however many servers share the store.
 *
 * On PostgreSQL several servers read the same outbox, each with its forwarding worker. A worker
 * claims an entry by locking its row (FOR UPDATE SKIP LOCKED) in a transaction that lasts the whole
 * delivery and records the outcome before it commits: another worker skips a locked row instead of
 * waiting for it, and finds it sent once the lock goes. If the process holding it dies, the lock goes
 * with its connection and the entry is due again; the league stores a second delivery of the same
 * idempotency key once.
 *
 * PGlite is one process with one worker, and its transactions hold the whole store (every page's
 * read would wait for the league API's answer), so there the row is worked on without a lock.
 */
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { isSharedDatabase, type Db } from '../client';
import { entryRequests } from '../schema';
import type { StoredEntry } from './entries';

/**
 * Runs `work` on entry `id` while this worker alone holds it, if it is still waiting and due by
 * `dueBy`; `work` records its outcome through the handle it is given. Null when another worker holds
 * the entry or has sent it meanwhile.
 */
export async function withClaimedForward<T>(
  db: Db,
  id: number,
  dueBy: Date,
  work: (db: Db, row: StoredEntry) => Promise<T>,
): Promise<T | null> {
  const waiting = and(eq(entryRequests.id, id), isNull(entryRequests.forwardedAt), isNotNull(entryRequests.nextForwardAt), lte(entryRequests.nextForwardAt, dueBy));
  if (!isSharedDatabase(db)) {
    const [row] = await db.select().from(entryRequests).where(waiting);
    return row ? work(db, row) : null;
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(entryRequests).where(waiting).for('update', { skipLocked: true });
    return row ? work(tx as unknown as Db, row) : null;
  });
}
