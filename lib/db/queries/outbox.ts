/**
 * One delivery at a time per outbox entry across servers. On PostgreSQL a worker holds the row (FOR UPDATE
 * SKIP LOCKED) for the whole delivery, so others skip it; a dead process's lock goes with its connection and
 * the league dedupes by idempotency key. PGlite has one worker and its transactions block the whole store,
 * so there the row is not locked.
 */
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { isSharedDatabase, type Db } from '../client';
import { entryRequests } from '../schema';
import type { StoredEntry } from './entries';

/** Runs `work` on entry `id` while only this worker holds it and it is due; else null. */
export async function withClaimedForward<T>(
  db: Db,
  id: number,
  dueBy: Date,
  work: (db: Db, row: StoredEntry) => Promise<T>,
): Promise<T | null> {
  const waiting = and(
    eq(entryRequests.id, id),
    isNull(entryRequests.forwardedAt),
    isNotNull(entryRequests.nextForwardAt),
    lte(entryRequests.nextForwardAt, dueBy),
  );
  if (!isSharedDatabase(db)) {
    const [row] = await db.select().from(entryRequests).where(waiting);
    return row ? work(db, row) : null;
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(entryRequests).where(waiting).for('update', { skipLocked: true });
    return row ? work(tx as unknown as Db, row) : null;
  });
}
